import { getCourseware } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import * as courseware from './courseware.service.ts';

export function coursewareRoutes(app: Api, deps: Deps) {
  route(app, getCourseware, ({ params }) => courseware.getCourseware(deps.db, params.id, deps.now()));
}
