import * as z from 'zod/mini';
import { lecturerSchema, paginated } from '@review-center/domain';
import { listQuery } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const listLecturersQuery = z.pick(listQuery, { limit: true, offset: true });

/** GET /lecturers, query limit, offset; response has docs (product §7). Home uses limit 4. */
export const listLecturers = defineEndpoint({
  method: 'GET',
  path: '/lecturers',
  auth: false,
  query: listLecturersQuery,
  response: paginated(lecturerSchema),
  summary: 'List lecturers',
});
