import { ENROLLMENT_STATUS, nextDueInstallment } from '@review-center/domain';
import { findEnrollment } from './enrollments.ts';
import { fail, type Resolvers } from './resolver.ts';
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
  approveEnrollment: ({ state, params }) => review(state, params.id, 'Approved'),
  rejectEnrollment: ({ state, params }) => review(state, params.id, 'Rejected'),
  // The mock keeps no audit log and sends no e-mail: the outbox is empty.
  listAuditLog: () => ({ docs: [], totalDocs: 0 }),
  listOutbox: () => ({ docs: [], totalDocs: 0 }),
  retryOutboxMessage: () => fail(404, 'Message not found'),
} satisfies Resolvers<'approveEnrollment' | 'rejectEnrollment' | 'listAuditLog' | 'listOutbox' | 'retryOutboxMessage'>;
