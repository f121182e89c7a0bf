import {
  createAnnouncement,
  getStaffAnnouncement,
  listAnnouncements,
  listStaffAnnouncements,
  updateAnnouncement,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as announcements from './announcements.service.ts';

/** The site's announcements, and the content editor's (decision 0048); guardContract checked each role. */
export function announcementRoutes(app: Api, deps: Deps) {
  route(app, listAnnouncements, ({ query }) => announcements.listAnnouncements(deps.db, query, deps.now()));

  route(app, listStaffAnnouncements, ({ query }) => announcements.listStaffAnnouncements(deps.db, query, deps.now()));
  route(app, getStaffAnnouncement, ({ params }) => announcements.getStaffAnnouncement(deps.db, params.id, deps.now()));
  route(app, createAnnouncement, ({ body }, c) => announcements.createAnnouncement(deps, signedInUser(c), body));
  route(app, updateAnnouncement, ({ params, body }, c) =>
    announcements.updateAnnouncement(deps, signedInUser(c), params.id, body),
  );
}
