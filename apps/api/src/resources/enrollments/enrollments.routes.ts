import {
  approveEnrollment,
  cancelEnrollment,
  createEnrollment,
  enrollUser,
  exportStaffEnrollments,
  getDashboard,
  getEnrollment,
  getReviewEnrollment,
  getStaffEnrollment,
  listEnrollments,
  listReviewEnrollments,
  listStaffEnrollments,
  listSubscriptions,
  listUserEnrollments,
  listUserPayments,
  markInstallmentPaid,
  rejectEnrollment,
  submitPayment,
  updateEnrollment,
} from '@review-center/api-client/contract';
import { calendarDateOf } from '@review-center/domain';
import { InvalidInput } from '../../platform/errors.ts';
import { rateLimit, type Api, type Deps } from '../../platform/http/deps.ts';
import { signedInUser, userOf } from '../../platform/http/guards.ts';
import { refuseUnsafeInput } from '../../platform/http/hygiene.ts';
import { route } from '../../platform/http/route.ts';
import * as approval from './approval.service.ts';
import * as enrollments from './enrollments.service.ts';
import * as staff from './staff.service.ts';
import * as subscriptions from './subscriptions.service.ts';

/**
 * A reviewee's enrollments and payments, and the staff's: the cashier's and the registrar's calls
 * (decision 0028) and the administrator's approval; guardContract has checked each role.
 */
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
  route(app, listSubscriptions, ({ params }) => subscriptions.listSubscriptions(deps.db, params.id));
  route(app, listUserPayments, ({ params, query }) => enrollments.listPayments(deps.db, params.id, query.limit));

  // The cashier's and the registrar's calls (decision 0028).
  route(app, listReviewEnrollments, ({ query }) => staff.reviewQueue(deps, query));
  route(app, getReviewEnrollment, ({ params }) => staff.reviewItem(deps, params.id));
  route(app, listStaffEnrollments, ({ query }) => staff.listEnrollmentTable(deps.db, query));
  route(app, getStaffEnrollment, ({ params }) => staff.enrollmentDetail(deps.db, params.id));
  route(app, markInstallmentPaid, ({ params, body }, c) =>
    staff.markInstallmentPaid(deps, signedInUser(c), params.id, params.index, body.note),
  );
  route(app, cancelEnrollment, ({ params, body }, c) => staff.cancelEnrollment(deps, signedInUser(c), params.id, body));
  route(app, getDashboard, () => staff.dashboard(deps));

  // CSV is no JSON: the query is checked as route() does, the answer is the file.
  app.get(exportStaffEnrollments.path, async (c) => {
    const raw = c.req.query();
    refuseUnsafeInput(raw, 'query');
    const parsed = exportStaffEnrollments.query.safeParse(raw);
    if (!parsed.success) {
      throw new InvalidInput(
        parsed.error.issues.map((issue) => ({ field: ['query', ...issue.path].join('.'), problem: issue.message })),
      );
    }
    const csv = await staff.exportEnrollmentTable(deps.db, parsed.data);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enrollments-${calendarDateOf(deps.now())}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });

  // Administrator calls; guardContract has already required the administrator role.
  route(app, approveEnrollment, ({ params }, c) => approval.approve(deps, signedInUser(c), params.id));
  route(app, rejectEnrollment, ({ params, body }, c) => approval.reject(deps, signedInUser(c), params.id, body.reason));
}
