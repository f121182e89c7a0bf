import * as z from 'zod/mini';
import { idSchema, lecturerInputSchema, lecturerSchema, paginated } from '@review-center/domain';
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

/* Lecturers edited in the staff console (decision 0047): every staff call here is a choice of ours. */
const lecturerChoice = 'Not in the spec: lecturers edited in the staff console (decision 0047)';

/** A lecturer as staff see one: with its place in the order and whether the site hides it. */
export const staffLecturerSchema = z.extend(lecturerSchema, {
  position: z.number(),
  hidden: z.boolean(),
});
export type StaffLecturer = z.infer<typeof staffLecturerSchema>;

/** GET /admin/lecturers: every lecturer, hidden ones too, in the site's order. */
export const listStaffLecturers = defineEndpoint({
  method: 'GET',
  path: '/admin/lecturers',
  auth: true,
  roles: ['content-editor'],
  response: z.object({ docs: z.array(staffLecturerSchema) }),
  summary: 'List every lecturer, hidden ones included',
  ourChoice: lecturerChoice,
});

/** POST /admin/lecturers: a new lecturer, last in the order; a photo is required. */
export const createLecturer = defineEndpoint({
  method: 'POST',
  path: '/admin/lecturers',
  auth: true,
  roles: ['content-editor'],
  body: lecturerInputSchema,
  response: staffLecturerSchema,
  summary: 'Add a lecturer',
  ourChoice: lecturerChoice,
});

const lecturerParams = z.object({ id: idSchema });

/** PUT /admin/lecturers/{id}: new details; `photoUpload` set replaces the photo. */
export const updateLecturer = defineEndpoint({
  method: 'PUT',
  path: '/admin/lecturers/{id}',
  auth: true,
  roles: ['content-editor'],
  params: lecturerParams,
  body: lecturerInputSchema,
  response: staffLecturerSchema,
  summary: 'Change a lecturer',
  ourChoice: lecturerChoice,
});

/** POST /admin/lecturers/{id}/move: one place earlier (`up`) or later (`down`) in the order. */
export const moveLecturer = defineEndpoint({
  method: 'POST',
  path: '/admin/lecturers/{id}/move',
  auth: true,
  roles: ['content-editor'],
  params: lecturerParams,
  body: z.object({ direction: z.enum(['up', 'down']) }),
  response: z.object({ docs: z.array(staffLecturerSchema) }),
  summary: 'Move a lecturer one place up or down',
  ourChoice: lecturerChoice,
});
