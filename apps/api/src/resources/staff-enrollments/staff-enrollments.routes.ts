import {
  cancelEnrollment,
  exportStaffEnrollments,
  getDashboard,
  getReviewEnrollment,
  getStaffEnrollment,
  listReviewEnrollments,
  listStaffEnrollments,
  markInstallmentPaid,
} from '@review-center/api-client/contract';
import { calendarDateOf } from '@review-center/domain';
import { InvalidInput } from '../../platform/errors.ts';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { refuseUnsafeInput } from '../../platform/http/hygiene.ts';
import { route } from '../../platform/http/route.ts';
import * as staff from './staff-enrollments.service.ts';

/** The cashier's and the registrar's calls (decision 0028); guardContract has checked the role. */
export function staffEnrollmentRoutes(app: Api, deps: Deps) {
  route(app, listReviewEnrollments, ({ query }) => staff.reviewQueue(deps, query));
  route(app, getReviewEnrollment, ({ params }) => staff.reviewItem(deps, params.id));
  route(app, listStaffEnrollments, ({ query }) => staff.listEnrollmentTable(deps.db, query));
  route(app, getStaffEnrollment, ({ params }) => staff.enrollmentDetail(deps.db, params.id));
  route(app, markInstallmentPaid, ({ params, body }, c) =>
    staff.markInstallmentPaid(deps, signedInUser(c), params.id, params.index, body.note),
  );
  route(app, cancelEnrollment, ({ params, body }, c) =>
    staff.cancelEnrollment(deps, signedInUser(c), params.id, body.reason),
  );
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
}
