import {
  createDiscussion,
  createOpinion,
  getCourseware,
  getProgress,
  listSubscriptions,
  updateDiscussion,
  updateOpinion,
} from '@review-center/api-client/contract';
import { progressOf } from '../exams/progress.service.ts';
import { rateLimit, type Api, type Deps } from '../http/deps.ts';
import { route } from '../http/route.ts';
import * as account from './account.service.ts';

export function accountRoutes(app: Api, deps: Deps) {
  route(app, listSubscriptions, ({ params }) => account.listSubscriptions(deps.db, params.id));
  route(app, getCourseware, ({ params }) => account.getCourseware(deps.db, params.id));
  route(app, getProgress, ({ params, query }) => progressOf(deps.db, params.id, query.category));
  route(app, createDiscussion, ({ params, body }, c) => {
    rateLimit(deps, c, 'post', 'bulk', params.id);
    return account.createDiscussion(deps.db, params.id, body);
  });
  route(app, updateDiscussion, ({ params, body }) =>
    account.updateDiscussion(deps.db, params.id, params.discussionId, body, deps.now()),
  );
  route(app, createOpinion, ({ params, body }, c) => {
    rateLimit(deps, c, 'post', 'bulk', params.id);
    return account.createOpinion(deps.db, params.id, params.discussionId, body);
  });
  route(app, updateOpinion, ({ params, body }) =>
    account.updateOpinion(deps.db, params.id, params.discussionId, params.opinionId, body, deps.now()),
  );
}
