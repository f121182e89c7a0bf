import { ENROLLMENT_STATUS, type Enrollment, type User } from '@review-center/domain';
import { findEnrollment } from './enrollments.ts';
import { fail, page, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

/** An enrollment as the staff calls show it: its user, offering summary and payments. */
function reviewed(state: MockState, e: Enrollment) {
  const offering = typeof e.offering === 'string' ? state.offerings.find((o) => o._id === e.offering)! : e.offering;
  return {
    ...e,
    user: (state.users.find((u) => u._id === e.user) ?? state.me!) as User,
    offering: { _id: offering._id, title: offering.title, price: offering.price },
    payments: state.payments.filter((p) => p.enrollment === e._id),
  };
}

const amountPaid = (e: Enrollment) =>
  (e.installments ?? []).filter((i) => i.paid).reduce((sum, i) => sum + i.amount, 0);
const nextDue = (e: Enrollment) => (e.installments ?? []).find((i) => !i.paid)?.dueDate ?? null;

function detail(state: MockState, e: Enrollment) {
  return {
    ...reviewed(state, e),
    amountPaid: amountPaid(e),
    nextDueDate: nextDue(e),
    cancellationReason: null,
    rejectionReason: null,
    history: [],
  };
}

/** The staff console's calls over the mock state: no warnings, no audit log (decision 0028). */
export const staffEnrollmentResolvers = {
  listReviewEnrollments: ({ state, query }) =>
    page(
      state.enrollments
        .filter((e) => e.status === ENROLLMENT_STATUS.paymentReview)
        .map((e) => ({ ...reviewed(state, e), warnings: [] })),
      query,
    ),
  getReviewEnrollment: ({ state, params }) => {
    const e = findEnrollment(state, params.id);
    if (!e || e.status !== ENROLLMENT_STATUS.paymentReview) return fail(404, 'This payment is not waiting for review');
    return { ...reviewed(state, e), warnings: [] };
  },
  listStaffEnrollments: ({ state, query }) =>
    page(
      state.enrollments.map((e) => {
        const { user, offering } = reviewed(state, e);
        return {
          _id: e._id,
          reference: e.reference,
          status: e.status,
          createdDate: e.createdDate,
          offering: { _id: offering._id, title: offering.title },
          user: { _id: user._id, email: user.email, name: `${user.firstName} ${user.lastName}` },
          course: user.course ?? null,
          branch: e.branch,
          schedule: e.schedule ?? null,
          paymentType: e.paymentType,
          price: e.price,
          amountPaid: amountPaid(e),
          nextDueDate: nextDue(e),
        };
      }),
      query,
    ),
  exportStaffEnrollments: ({ state }) =>
    new Blob([['Reference', ...state.enrollments.map((e) => e.reference)].join('\r\n')], { type: 'text/csv' }),
  getStaffEnrollment: ({ state, params }) => {
    const e = findEnrollment(state, params.id);
    return e ? detail(state, e) : fail(404, 'Enrollment not found');
  },
  markInstallmentPaid: ({ state, params }) => {
    const e = findEnrollment(state, params.id);
    const installment = e?.installments?.[params.index];
    if (!e || !installment) return fail(404, 'Enrollment not found');
    if (installment.paid) return fail(409, 'Already paid');
    installment.paid = true;
    if (e.status === ENROLLMENT_STATUS.processing) e.status = ENROLLMENT_STATUS.active;
    return detail(state, e);
  },
  cancelEnrollment: ({ state, params }) => {
    const e = findEnrollment(state, params.id);
    if (!e) return fail(404, 'Enrollment not found');
    if (e.status === ENROLLMENT_STATUS.cancelled) return fail(409, 'This enrollment is already cancelled');
    e.status = ENROLLMENT_STATUS.cancelled;
    return detail(state, e);
  },
  getDashboard: ({ state }) => ({
    paymentsWaiting: state.enrollments.filter((e) => e.status === ENROLLMENT_STATUS.paymentReview).length,
    newTickets: 0,
    approvalsToday: 0,
    enrollments: [],
  }),
} satisfies Resolvers<
  | 'listReviewEnrollments'
  | 'getReviewEnrollment'
  | 'listStaffEnrollments'
  | 'exportStaffEnrollments'
  | 'getStaffEnrollment'
  | 'markInstallmentPaid'
  | 'cancelEnrollment'
  | 'getDashboard'
>;
