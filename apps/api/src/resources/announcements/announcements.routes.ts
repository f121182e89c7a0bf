import { listAnnouncements } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import * as announcements from './announcements.service.ts';

export function announcementRoutes(app: Api, deps: Deps) {
  route(app, listAnnouncements, ({ query }) => announcements.listAnnouncements(deps.db, query, deps.now()));
}
