import {
  type Enrollment,
  ENROLLMENT_STATUS,
  type EnrollmentChoices,
  nextDueInstallment,
  type User,
} from '@review-center/domain';
import { byDateDesc, fail, nextId, nextSequence, page, Reply, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

const findEnrollment = (state: MockState, id: string) => state.enrollments.find((e) => e._id === id);

const offeringId = (enrollment: Enrollment) =>
  typeof enrollment.offering === 'string' ? enrollment.offering : enrollment.offering._id;

/** A new enrollment of `user` in Processing, first in the list; 404 for an unknown offering. */
function newEnrollment(
  state: MockState,
  input: Pick<EnrollmentChoices, 'offering' | 'paymentType' | 'branch'> & { user: string; now: Date },
): Enrollment | Reply {
  const offering = state.offerings.find((o) => o._id === input.offering);
  if (!offering) return fail(404, 'Offering not found');
  const enrollment: Enrollment = {
    _id: nextId('enr'),
    reference: `RC-${input.now.getFullYear()}-${String(nextSequence()).padStart(6, '0')}`,
    status: ENROLLMENT_STATUS.processing,
    createdDate: input.now.toISOString(),
    offering: { _id: offering._id, title: offering.title, price: offering.price },
    user: input.user,
    price: offering.price,
    paymentType: input.paymentType,
    attachments: [],
    branch: input.branch,
    installments: [],
  };
  state.enrollments.unshift(enrollment);
  return enrollment;
}

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

/** What staff gave back on a cancelled enrollment (decision 0084). */
const amountRefunded = (e: Enrollment) => (e.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);

function detail(state: MockState, e: Enrollment) {
  return {
    ...reviewed(state, e),
    amountPaid: amountPaid(e),
    amountRefunded: amountRefunded(e),
    nextDueDate: nextDue(e),
    cancellationReason: null,
    rejectionReason: null,
    history: [],
  };
}

/** Closes a payment review: Approved makes the enrollment Active and pays the next installment. */
export function review(state: MockState, id: string, outcome: 'Approved' | 'Rejected') {
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

export const enrollmentResolvers = {
  createEnrollment: ({ state, body, now }) => {
    if (state.users.some((u) => u.email === body.email)) return fail(409, 'Email already taken');
    const user = nextId('usr');
    const enrollment = newEnrollment(state, { ...body, user, now });
    if (enrollment instanceof Reply) return enrollment;
    return {
      _id: enrollment._id,
      reference: enrollment.reference,
      status: enrollment.status,
      token: `token-${user}`,
      user,
    };
  },
  listEnrollments: ({ state, query }) => {
    const mine = state.enrollments.filter((e) => !query.user || e.user === query.user);
    return page(byDateDesc(mine, 'createdDate'), query);
  },
  getEnrollment: ({ state, params }) => {
    const enrollment = findEnrollment(state, params.id);
    if (!enrollment) return fail(404, 'Enrollment not found');
    const user = state.users.find((u) => u._id === enrollment.user);
    return user ? { ...enrollment, user } : enrollment;
  },
  updateEnrollment: ({ state, params, body }) => {
    const enrollment = findEnrollment(state, params.id);
    if (!enrollment) return fail(404, 'Enrollment not found');
    if (enrollment.status !== ENROLLMENT_STATUS.processing) return fail(409, 'Enrollment is not awaiting payment');
    Object.assign(enrollment, body);
    return enrollment;
  },
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
  listSubscriptions: ({ state }) => page(state.subscriptions, {}),
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
  cancelEnrollment: ({ state, params, body }) => {
    const e = findEnrollment(state, params.id);
    if (!e) return fail(404, 'Enrollment not found');
    if (e.status === ENROLLMENT_STATUS.cancelled) return fail(409, 'This enrollment is already cancelled');
    e.status = ENROLLMENT_STATUS.cancelled;
    if (body.refund) {
      e.refunds = [
        ...(e.refunds ?? []),
        { _id: `refund-${e._id}-${e.refunds?.length ?? 0}`, ...body.refund, createdDate: new Date().toISOString() },
      ];
    }
    return detail(state, e);
  },
  getDashboard: ({ state }) => {
    const received = state.enrollments.reduce((sum, e) => sum + amountPaid(e), 0);
    const refunded = state.enrollments.reduce((sum, e) => sum + amountRefunded(e), 0);
    return {
      paymentsWaiting: state.enrollments.filter((e) => e.status === ENROLLMENT_STATUS.paymentReview).length,
      newTickets: 0,
      approvalsToday: 0,
      money: { received, refunded, net: received - refunded },
      enrollments: [],
    };
  },
  approveEnrollment: ({ state, params }) => review(state, params.id, 'Approved'),
  rejectEnrollment: ({ state, params }) => review(state, params.id, 'Rejected'),
} satisfies Resolvers<
  | 'createEnrollment'
  | 'listEnrollments'
  | 'getEnrollment'
  | 'updateEnrollment'
  | 'enrollUser'
  | 'listUserEnrollments'
  | 'submitPayment'
  | 'listUserPayments'
  | 'listSubscriptions'
  | 'listReviewEnrollments'
  | 'getReviewEnrollment'
  | 'listStaffEnrollments'
  | 'exportStaffEnrollments'
  | 'getStaffEnrollment'
  | 'markInstallmentPaid'
  | 'cancelEnrollment'
  | 'getDashboard'
  | 'approveEnrollment'
  | 'rejectEnrollment'
>;
