import { ENROLLMENT_STATUS, nextDueInstallment } from '@review-center/domain';
import { findEnrollment } from './enrollments.ts';
import { fail, page, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

/** Closes a payment review: Approved makes the enrollment Active and pays the next installment. */
function review(state: MockState, id: string, outcome: 'Approved' | 'Rejected') {
  const enrollment = findEnrollment(state, id);
  if (!enrollment) return fail(404, 'Enrollment not found');
  if (enrollment.status !== ENROLLMENT_STATUS.paymentReview) return fail(409, 'Enrollment is not in Payment Review');
  for (const payment of state.payments)
    if (payment.enrollment === enrollment._id && payment.status === 'Payment Review') payment.status = outcome;
  enrollment.status = outcome === 'Approved' ? ENROLLMENT_STATUS.active : ENROLLMENT_STATUS.processing;
  if (outcome === 'Approved') {
    const next = nextDueInstallment(enrollment.installments);
    if (next) next.paid = true;
  }
  return enrollment;
}

export const adminResolvers = {
  // An administrator call: the handler has answered 401 already when there is no user. An
  // enrollment's offering is one of the state's (newEnrollment refuses any other).
  listReviewEnrollments: ({ state }) => {
    const docs = state.enrollments
      .filter((e) => e.status === ENROLLMENT_STATUS.paymentReview)
      .map((e) => ({
        ...e,
        user: state.users.find((u) => u._id === e.user) ?? state.me!,
        offering: typeof e.offering === 'string' ? state.offerings.find((o) => o._id === e.offering)! : e.offering,
        payments: state.payments.filter((p) => p.enrollment === e._id),
      }));
    return page(docs, {});
  },
  approveEnrollment: ({ state, params }) => review(state, params.id, 'Approved'),
  rejectEnrollment: ({ state, params }) => review(state, params.id, 'Rejected'),
} satisfies Resolvers<'listReviewEnrollments' | 'approveEnrollment' | 'rejectEnrollment'>;
