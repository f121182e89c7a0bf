import {
  getCourseware,
  getCoursewarePage,
  listCoursewarePages,
  saveCoursewarePage,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as courseware from './courseware.service.ts';

/** The reviewee's courseware, and the content editor's pages (decision 0048); guardContract checked each role. */
export function coursewareRoutes(app: Api, deps: Deps) {
  route(app, getCourseware, ({ params }) => courseware.getCourseware(deps.db, params.id, deps.now()));

  route(app, listCoursewarePages, () => courseware.listCoursewarePages(deps.db));
  route(app, getCoursewarePage, ({ params }) => courseware.getCoursewarePage(deps.db, params.id));
  route(app, saveCoursewarePage, ({ params, body }, c) =>
    courseware.saveCoursewarePage(deps, signedInUser(c), params.id, body),
  );
}
