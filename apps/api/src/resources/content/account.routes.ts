import {
  createDiscussion,
  createOpinion,
  getCourseware,
  getDiscussion,
  getProgress,
  hideDiscussion,
  hideOpinion,
  listDiscussions,
  listModerationThreads,
  listSubscriptions,
  updateDiscussion,
  updateOpinion,
} from '@review-center/api-client/contract';
import { progressOf } from '../exams/progress.service.ts';
import { rateLimit, type Api, type Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as account from './account.service.ts';
import * as discussions from './discussions.service.ts';

export function accountRoutes(app: Api, deps: Deps) {
  route(app, listSubscriptions, ({ params }) => account.listSubscriptions(deps.db, params.id));
  route(app, getCourseware, ({ params }) => account.getCourseware(deps.db, params.id, deps.now()));
  route(app, getProgress, ({ params, query }) => progressOf(deps.db, params.id, query.category));

  // The guard let only user {id} through (docs/architecture.md#authorization); the service checks the offering.
  route(app, listDiscussions, ({ query }, c) =>
    discussions.listDiscussions(deps.db, signedInUser(c), query, deps.now()),
  );
  route(app, getDiscussion, ({ params }, c) =>
    discussions.getDiscussion(deps.db, signedInUser(c), params.discussionId, deps.now()),
  );
  route(app, createDiscussion, async ({ params, body }, c) => {
    await rateLimit(deps, c, 'post', 'bulk', params.id);
    return discussions.createDiscussion(deps.db, signedInUser(c), body, deps.now());
  });
  route(app, updateDiscussion, ({ params, body }, c) =>
    discussions.updateDiscussion(deps.db, signedInUser(c), params.discussionId, body, deps.now()),
  );
  route(app, createOpinion, async ({ params, body }, c) => {
    await rateLimit(deps, c, 'post', 'bulk', params.id);
    return discussions.createOpinion(deps.db, signedInUser(c), params.discussionId, body, deps.now());
  });
  route(app, updateOpinion, ({ params, body }, c) =>
    discussions.updateOpinion(deps.db, signedInUser(c), params.discussionId, params.opinionId, body, deps.now()),
  );

  // Moderation: the contract names the roles, guardContract checked them (decision 0038).
  route(app, listModerationThreads, ({ query }) => discussions.listModerationThreads(deps.db, query));
  route(app, hideDiscussion, ({ params }, c) => discussions.hideDiscussion(deps, signedInUser(c), params.id));
  route(app, hideOpinion, ({ params }, c) =>
    discussions.hideOpinion(deps, signedInUser(c), params.id, params.opinionId),
  );
}
