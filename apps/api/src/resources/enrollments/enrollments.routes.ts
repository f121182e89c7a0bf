import {
  createEnrollment,
  enrollUser,
  getEnrollment,
  listEnrollments,
  listUserEnrollments,
  listUserPayments,
  submitPayment,
  updateEnrollment,
} from '@review-center/api-client/contract';
import { rateLimit, type Api, type Deps } from '../../platform/http/deps.ts';
import { signedInUser, userOf } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as enrollments from './enrollments.service.ts';

export function enrollmentRoutes(app: Api, deps: Deps) {
  route(app, createEnrollment, async ({ body }, c) => {
    await rateLimit(deps, c, 'register', 'auth', body.email);
    return enrollments.registerAndEnroll(deps, body);
  });
  route(app, enrollUser, ({ params, body }) => enrollments.enrollUser(deps, params.id, body));
  route(app, listEnrollments, ({ query }, c) => enrollments.listEnrollmentsFor(deps.db, signedInUser(c), query));
  route(app, listUserEnrollments, ({ params, query }) =>
    enrollments.listEnrollments(deps.db, params.id, { ...query, populate: 'offering' }),
  );
  route(app, getEnrollment, ({ params }, c) => enrollments.getEnrollment(deps.db, params.id, userOf(c)));
  route(app, updateEnrollment, ({ params, body }, c) =>
    enrollments.submitEnrollmentProof(deps, params.id, userOf(c), body),
  );
  route(app, submitPayment, ({ params, body }, c) =>
    enrollments.submitPayment(deps, params.id, params.enrollmentId, userOf(c), body),
  );
  route(app, listUserPayments, ({ params, query }) => enrollments.listPayments(deps.db, params.id, query.limit));
}
