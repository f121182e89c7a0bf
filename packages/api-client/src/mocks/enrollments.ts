import { ENROLLMENT_STATUS, type Enrollment, type EnrollmentChoices } from '@review-center/domain';
import { byDateDesc, fail, nextId, nextSequence, page, Reply, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

export const findEnrollment = (state: MockState, id: string) => state.enrollments.find((e) => e._id === id);

export const offeringId = (enrollment: Enrollment) =>
  typeof enrollment.offering === 'string' ? enrollment.offering : enrollment.offering._id;

/** A new enrollment of `user` in Processing, first in the list; 404 for an unknown offering. */
export function newEnrollment(
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
} satisfies Resolvers<'createEnrollment' | 'listEnrollments' | 'getEnrollment' | 'updateEnrollment'>;
