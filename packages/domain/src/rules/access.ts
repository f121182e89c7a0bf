import { ENROLLMENT_STATUS, TERMS_OF_USE } from '../constants.ts';
import { accessEndsAt } from './enrollment.ts';

/**
 * What an enrollment gives its reviewee now (product §1 terms of use: "access is valid for six
 * months"; decision 0048): its offering's courseware and exams while it is Active and within six
 * months of activation; after that, a message saying when access ended, instead of the content.
 * The API refuses the content by it, and the site says the same.
 */
export type OfferingAccess =
  { state: 'valid'; endsAt: Date } | { state: 'expired'; endedAt: Date } | { state: 'not-active' };

export interface AccessEnrollmentLike {
  status: string;
  /** When it became Active; before activation was kept, its creation stands in. */
  activatedAt: Date | string | null | undefined;
  createdAt: Date | string;
}

export function offeringAccess(enrollment: AccessEnrollmentLike, now: Date): OfferingAccess {
  if (enrollment.status !== ENROLLMENT_STATUS.active) return { state: 'not-active' };
  const end = accessEndsAt(new Date(enrollment.activatedAt ?? enrollment.createdAt));
  return end.getTime() > now.getTime() ? { state: 'valid', endsAt: end } : { state: 'expired', endedAt: end };
}

/**
 * The best access among a reviewee's enrollments in one offering (a second enrollment after the
 * first ran out counts): valid if any is, else expired with the latest end, else not active.
 */
export function bestOfferingAccess(enrollments: readonly AccessEnrollmentLike[], now: Date): OfferingAccess {
  const accesses = enrollments.map((enrollment) => offeringAccess(enrollment, now));
  const valid = accesses.filter((a) => a.state === 'valid');
  if (valid.length > 0) return valid.reduce((a, b) => (a.endsAt >= b.endsAt ? a : b));
  const expired = accesses.filter((a) => a.state === 'expired');
  if (expired.length > 0) return expired.reduce((a, b) => (a.endedAt >= b.endedAt ? a : b));
  return { state: 'not-active' };
}

/** The date as the center writes it, in the Philippines: "May 26, 2026". */
const manilaDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Manila' });

/**
 * What the courseware, the offering's exams and its discussions say once access has ended. The
 * exams and discussions call it with their own noun: `accessEndedMessage(endedAt, 'exams')`.
 */
export function accessEndedMessage(
  endedAt: Date,
  what: 'courseware' | 'exams' | 'discussions' | 'practice' = 'courseware',
): string {
  return `Your access to this offering’s ${what} ended on ${manilaDate(endedAt)}: access is valid for ${TERMS_OF_USE.accessValidityMonths} months from activation.`;
}
