import { ENROLLMENT_STATUS } from '@review-center/domain';
import { findEnrollment, newEnrollment, offeringId } from './enrollments.ts';
import { byDateDesc, fail, nextId, page, Reply, type Resolvers } from './resolver.ts';

export const userEnrollmentResolvers = {
  enrollUser: ({ state, params, body, now }) => {
    if (state.enrollments.some((e) => e.user === params.id && offeringId(e) === body.offering))
      return fail(409, 'Account already enrolled');
    const enrollment = newEnrollment(state, { ...body, user: params.id, now });
    if (enrollment instanceof Reply) return enrollment;
    return { _id: enrollment._id, reference: enrollment.reference, status: enrollment.status };
  },
  listUserEnrollments: ({ state, params, query }) =>
    page(
      byDateDesc(
        state.enrollments.filter((e) => e.user === params.id),
        'createdDate',
      ),
      query,
    ),
  submitPayment: ({ state, params, body, now }) => {
    const enrollment = findEnrollment(state, params.enrollmentId);
    if (!enrollment) return fail(404, 'Enrollment not found');
    const payment = {
      ...body,
      _id: nextId('pay'),
      createdDate: now.toISOString(),
      status: 'Payment Review' as const,
      enrollment: enrollment._id,
    };
    state.payments.unshift(payment);
    if (enrollment.status === ENROLLMENT_STATUS.processing) enrollment.status = ENROLLMENT_STATUS.paymentReview;
    return payment;
  },
  listUserPayments: ({ state, params, query }) => {
    const mine = new Set(state.enrollments.filter((e) => e.user === params.id).map((e) => e._id));
    return page(
      byDateDesc(
        state.payments.filter((p) => p.enrollment && mine.has(p.enrollment)),
        'createdDate',
      ),
      query,
    );
  },
} satisfies Resolvers<'enrollUser' | 'listUserEnrollments' | 'submitPayment' | 'listUserPayments'>;
