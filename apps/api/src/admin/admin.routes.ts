import { approveEnrollment, listReviewEnrollments, rejectEnrollment } from '@review-center/api-client/contract';
import type { Api, Deps } from '../http/deps.ts';
import { route } from '../http/route.ts';
import * as admin from './admin.service.ts';

/** Administrator calls; guardContract has already required the administrator role. */
export function adminRoutes(app: Api, deps: Deps) {
  route(app, listReviewEnrollments, () => admin.listReview(deps.db));
  route(app, approveEnrollment, ({ params }) => admin.approve(deps, params.id));
  route(app, rejectEnrollment, ({ params, body }) => admin.reject(deps, params.id, body.reason));
}
