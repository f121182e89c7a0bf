import {
  createAnnouncement,
  getCoursewarePage,
  getStaffAnnouncement,
  listCoursewarePages,
  listStaffAnnouncements,
  saveCoursewarePage,
  updateAnnouncement,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as content from './content-editing.service.ts';

/** The content editor's announcements and courseware (decision 0048); guardContract checked each role. */
export function contentEditingRoutes(app: Api, deps: Deps) {
  route(app, listStaffAnnouncements, ({ query }) => content.listStaffAnnouncements(deps.db, query, deps.now()));
  route(app, getStaffAnnouncement, ({ params }) => content.getStaffAnnouncement(deps.db, params.id, deps.now()));
  route(app, createAnnouncement, ({ body }, c) => content.createAnnouncement(deps, signedInUser(c), body));
  route(app, updateAnnouncement, ({ params, body }, c) =>
    content.updateAnnouncement(deps, signedInUser(c), params.id, body),
  );
  route(app, listCoursewarePages, () => content.listCoursewarePages(deps.db));
  route(app, getCoursewarePage, ({ params }) => content.getCoursewarePage(deps.db, params.id));
  route(app, saveCoursewarePage, ({ params, body }, c) =>
    content.saveCoursewarePage(deps, signedInUser(c), params.id, body),
  );
}
