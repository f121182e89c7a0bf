import {
  createDiscussion,
  createOpinion,
  getDiscussion,
  hideDiscussion,
  hideOpinion,
  listDiscussions,
  listModerationThreads,
  updateDiscussion,
  updateOpinion,
} from '@review-center/api-client/contract';
import { rateLimit, type Api, type Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as discussions from './discussions.service.ts';

export function discussionRoutes(app: Api, deps: Deps) {
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
