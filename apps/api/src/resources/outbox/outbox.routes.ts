import { listOutbox, retryOutboxMessage } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as outbox from './outbox.service.ts';

/** The e-mail outbox (decision 0031); guardContract has already required the administrator role. */
export function outboxRoutes(app: Api, deps: Deps) {
  route(app, listOutbox, ({ query }) => outbox.listOutbox(deps.db, query));
  route(app, retryOutboxMessage, ({ params }, c) => outbox.retryMessage(deps, signedInUser(c), params.id));
}
