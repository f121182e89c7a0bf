import { listAuditLog } from '@review-center/api-client/contract';
import { listAudit } from '../../platform/audit/audit.service.ts';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';

/** The audit log (decision 0027); guardContract has already required the administrator role. */
export function auditRoutes(app: Api, deps: Deps) {
  route(app, listAuditLog, ({ query }) => listAudit(deps.db, query));
}
