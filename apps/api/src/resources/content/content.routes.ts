import { getCurrentTime, listAnnouncements, listCategories, listLecturers } from '@review-center/api-client/contract';
import { type Api, type Deps } from '../../platform/http/deps.ts';

import { route } from '../../platform/http/route.ts';
import * as content from './content.service.ts';

export function contentRoutes(app: Api, deps: Deps) {
  route(app, listAnnouncements, ({ query }) => content.listAnnouncements(deps.db, query, deps.now()));
  route(app, listLecturers, ({ query }) => content.listLecturers(deps.db, query));
  route(app, listCategories, ({ query }) => content.listCategories(deps.db, query));

  // The exam's clock is the server's (product §2 Exam, §3 "Server time response").
  route(app, getCurrentTime, async () => ({ current: deps.now().toISOString() }));
}
