/**
 * Whether an offering takes enrollments now (spec §2 "Offering enrollment": a 'not yet started'
 * or 'already ended' message from enrollmentStartDate and enrollmentEndDate). A missing date
 * leaves that side open. The spec gives only the phrases; the sentences around them are ours.
 */
export type EnrollmentWindow = 'open' | 'not-yet-started' | 'already-ended';

export function enrollmentWindow(
  offering: { enrollmentStartDate?: string | undefined; enrollmentEndDate?: string | undefined },
  now: Date,
): EnrollmentWindow {
  const time = now.getTime();
  if (offering.enrollmentStartDate && time < Date.parse(offering.enrollmentStartDate)) return 'not-yet-started';
  if (offering.enrollmentEndDate && time > Date.parse(offering.enrollmentEndDate)) return 'already-ended';
  return 'open';
}

export const ENROLLMENT_WINDOW_MESSAGES = {
  'not-yet-started': 'Enrollment for this offering has not yet started.',
  'already-ended': 'Enrollment for this offering has already ended.',
} as const;
