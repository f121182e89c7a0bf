import {
  createLecturer,
  listLecturers,
  listStaffLecturers,
  moveLecturer,
  updateLecturer,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as lecturers from './lecturers.service.ts';

/** The site's lecturers, and the staff console's (decision 0047); guardContract checked each role. */
export function lecturerRoutes(app: Api, deps: Deps) {
  route(app, listLecturers, ({ query }) => lecturers.listLecturers(deps.db, query));
  route(app, listStaffLecturers, () => lecturers.listStaffLecturers(deps.db));
  route(app, createLecturer, ({ body }, c) => lecturers.createLecturer(deps, signedInUser(c), body));
  route(app, updateLecturer, ({ params, body }, c) => lecturers.updateLecturer(deps, signedInUser(c), params.id, body));
  route(app, moveLecturer, ({ params, body }, c) =>
    lecturers.moveLecturer(deps, signedInUser(c), params.id, body.direction),
  );
}
