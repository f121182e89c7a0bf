import {
  approveEnrollment,
  listAuditLog,
  listOutbox,
  rejectEnrollment,
  retryOutboxMessage,
} from '@review-center/api-client/contract';
import { listAudit } from '../../platform/audit/audit.service.ts';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as admin from './admin.service.ts';
import * as outbox from './outbox.service.ts';

/** Administrator calls; guardContract has already required the administrator role. */
export function adminRoutes(app: Api, deps: Deps) {
  route(app, approveEnrollment, ({ params }, c) => admin.approve(deps, signedInUser(c), params.id));
  route(app, rejectEnrollment, ({ params, body }, c) => admin.reject(deps, signedInUser(c), params.id, body.reason));
  route(app, listAuditLog, ({ query }) => listAudit(deps.db, query));
  route(app, listOutbox, ({ query }) => outbox.listOutbox(deps.db, query));
  route(app, retryOutboxMessage, ({ params }, c) => outbox.retryMessage(deps, signedInUser(c), params.id));
}
