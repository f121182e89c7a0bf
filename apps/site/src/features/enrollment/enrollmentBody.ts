import {
  firstTimerToBoolean,
  type Course,
  type EnrollmentChoices,
  type NewUserEnrollmentValues,
  type PaymentTerm,
  type Registration,
  type UploadResult,
  type YesNo,
} from '@review-center/domain';

/** What the payment step and coupon entry chose. */
export interface PaymentChoice {
  paymentType: PaymentTerm;
  coupon?: string | null | undefined;
}

/** The form's account-step values as the wizard keeps them (files are picked again after a reload). */
export type AccountValues = Partial<NewUserEnrollmentValues> & Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Branch and schedule of the account step, with the payment choice (product §7 "the enroll call sends ..."). */
export function enrollmentChoices(
  offeringId: string,
  account: AccountValues,
  payment: PaymentChoice,
): EnrollmentChoices {
  return {
    offering: offeringId,
    paymentType: payment.paymentType,
    branch: account.branch as EnrollmentChoices['branch'],
    schedule: (text(account.schedule) as EnrollmentChoices['schedule']) ?? null,
    coupon: text(payment.coupon) ?? null,
  };
}

/**
 * The profile part of the form, as it travels (product §5): First Timer "No is sent as false", the
 * specialization only when asked (not for BEED) and the last-take date only for repeat takers.
 */
export function profileForWire(values: Record<string, unknown>, idAttachment?: UploadResult) {
  const firstTimer = text(values.firstTimer);
  const course = text(values.course) as Course | undefined;
  const profile: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'idAttachment' || key === 'branch' || key === 'schedule' || key === 'confirmPassword') continue;
    if (text(value) !== undefined) profile[key] = value;
  }
  if (firstTimer) {
    profile.firstTimer = firstTimerToBoolean(firstTimer as YesNo);
    if (firstTimer === 'Yes') delete profile.lastTakeDate;
  }
  if (course === 'BEED') delete profile.specialization;
  if (idAttachment) profile.idAttachment = idAttachment;
  return profile;
}

/** POST /enrollments for a new user: the registration fields and the enrollment choices. */
export function newUserEnrollmentBody(
  offeringId: string,
  account: AccountValues,
  payment: PaymentChoice,
  idAttachment: UploadResult,
): Registration & EnrollmentChoices {
  return {
    ...(profileForWire(account, idAttachment) as unknown as Registration),
    ...enrollmentChoices(offeringId, account, payment),
  };
}
