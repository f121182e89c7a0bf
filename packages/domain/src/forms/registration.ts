import * as z from 'zod/mini';
import { CIVIL_STATUSES, COURSES, SPECIALIZATIONS } from '../constants.ts';
import type { Course } from '../constants.ts';
import {
  alwaysCheck,
  asRecord,
  birthdateField,
  checkField,
  emailField,
  firstFailing,
  imageFileField,
  mobileField,
  notAfterTomorrowField,
  passwordField,
  requiredText,
} from './fields.ts';
import { choiceNameSchema } from '../schemas/common.ts';
import { fieldMessages as m } from './messages.ts';
import { confirmationCheck, packagePasswordField } from './password.ts';
import { YES_NO } from './yes-no.ts';

export { firstTimerToBoolean, YES_NO } from './yes-no.ts';
export type { YesNo } from './yes-no.ts';

export interface DateRuleOptions {
  /** Today's calendar date, YYYY-MM-DD (see calendarDateOf): dates are judged against it. */
  today: string;
}
export interface ScheduleOptions {
  /** The offering has multipleSchedule: a schedule must then be chosen (product §5). */
  multipleSchedule?: boolean | undefined;
  /** The branches the offering is given in (`offeredChoices`); omitted: any name is accepted. */
  branches?: readonly string[] | undefined;
  /** The offering's schedules (`offeredChoices`); omitted: any name is accepted. */
  schedules?: readonly string[] | undefined;
}

/** The profile fields of the account step (product §3 User, §5), each with its own rule. */
const profileFields = (today: string) => ({
  firstName: requiredText(m.firstNameRequired),
  middleName: requiredText(m.middleNameRequired),
  lastName: requiredText(m.lastNameRequired),
  mobile: mobileField('exact'),
  civilStatus: z.enum(CIVIL_STATUSES, m.civilStatusInvalid),
  birthdate: birthdateField(today),
  birthPlace: requiredText(m.birthPlaceRequired),
  idName: requiredText(m.idNameRequired),
  idAttachment: imageFileField(m.idAttachmentRequired),
  street: requiredText(m.streetRequired),
  city: requiredText(m.cityRequired),
  province: requiredText(m.provinceRequired),
  zipCode: requiredText(m.zipCodeRequired),
  course: z.enum(COURSES, m.courseInvalid),
  firstTimer: z.enum(YES_NO, m.firstTimerInvalid),
  college: requiredText(m.collegeRequired),
  collegeAddress: requiredText(m.collegeAddressRequired),
  // Asked only sometimes: judged by the conditional rules below, kept as typed.
  specialization: z.optional(z.string()),
  lastTakeDate: z.optional(z.string()),
});
export type ProfileField = keyof ReturnType<typeof profileFields>;
export const PROFILE_FIELDS = Object.keys(profileFields('2000-01-01')) as ProfileField[];

const specializationField = firstFailing(
  z.string(m.specializationRequired),
  [(text) => text !== '', m.specializationRequired],
  [(text) => (SPECIALIZATIONS as readonly string[]).includes(text), m.specializationInvalid],
);

/** A branch or schedule: a name from the administrator's list (decision 0054), with its required message. */
const CHOICE_RULES = {
  branch: { field: choiceNameSchema(m.branchRequired), notOffered: m.branchNotOffered },
  schedule: { field: choiceNameSchema(m.scheduleRequired), notOffered: m.scheduleNotOffered },
} as const;

/**
 * A branch or schedule: a name, and, when the offering's list is given, one of it (the server
 * checks the same when enrolling).
 */
function checkChoice(
  ctx: z.core.$RefinementCtx,
  key: 'branch' | 'schedule',
  value: unknown,
  offered: readonly string[] | undefined,
): void {
  const { field, notOffered } = CHOICE_RULES[key];
  const result = field.safeParse(value);
  if (!result.success) return checkField(ctx, key, field, value);
  if (offered && !offered.includes(result.data))
    ctx.addIssue({ code: 'custom', message: notOffered(result.data), path: [key] });
}

/** Product §5: specialization is required unless the course is BEED. */
const unlessBeed = (course: unknown): boolean => course !== 'BEED';
/** Product §5 package enrollment: required for BSED and UNITS/CPE (so not while no course is chosen). */
const forBsedOrUnits = (course: unknown): boolean => course === 'BSED' || course === 'UNITS/CPE';

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

interface ConditionalOptions {
  today: string;
  specializationRequiredFor: (course: unknown) => boolean;
  /** Values the signed-in user's profile already holds: their fields are not checked (product §5). */
  known?: Readonly<Record<string, unknown>>;
  enrollment?: ScheduleOptions;
}

/** The rules that depend on another field or on the offering (product §5). */
const conditionalRules =
  ({ today, specializationRequiredFor, known = {}, enrollment }: ConditionalOptions) =>
  (value: unknown, ctx: z.core.$RefinementCtx): void => {
    const values = asRecord(value);
    const course = hasValue(values.course) ? values.course : known.course;
    if (!hasValue(known.specialization) && specializationRequiredFor(course)) {
      checkField(ctx, 'specialization', specializationField, values.specialization);
    }
    const firstTimer = hasValue(values.firstTimer) ? values.firstTimer : known.firstTimer;
    if (!hasValue(known.lastTakeDate) && (firstTimer === 'No' || firstTimer === false)) {
      checkField(ctx, 'lastTakeDate', notAfterTomorrowField(today, m.lastTakeDateRequired), values.lastTakeDate);
    }
    if (enrollment) {
      // Branch is asked of everyone, signed in or not (product §5).
      checkChoice(ctx, 'branch', values.branch, enrollment.branches);
      if (enrollment.multipleSchedule) checkChoice(ctx, 'schedule', values.schedule, enrollment.schedules);
    }
  };

const enrollmentShape = {
  branch: z.optional(z.string()),
  schedule: z.optional(z.string()),
};

/** Register page (product §2, §5): account, basic, address and education information. */
export const registerFormSchema = ({ today }: DateRuleOptions) =>
  z
    .object({ email: emailField, password: passwordField, ...profileFields(today) })
    .check(z.superRefine(conditionalRules({ today, specializationRequiredFor: unlessBeed }), alwaysCheck));
export type RegisterFormValues = z.infer<ReturnType<typeof registerFormSchema>>;

/** Account step of the enrollment wizard for a new user: registration plus branch and schedule. */
export const newUserEnrollmentSchema = ({ today, ...enrollment }: DateRuleOptions & ScheduleOptions) =>
  z
    .object({ email: emailField, password: passwordField, ...profileFields(today), ...enrollmentShape })
    .check(z.superRefine(conditionalRules({ today, specializationRequiredFor: unlessBeed, enrollment }), alwaysCheck));
export type NewUserEnrollmentValues = z.infer<ReturnType<typeof newUserEnrollmentSchema>>;

/**
 * Package enrollment's account step (product §2 "/enroll", §5): password minimum 8 with a
 * confirmation, specialization required for BSED and UNITS/CPE; the other rules as registration.
 */
export const packageEnrollmentSchema = ({ today, ...enrollment }: DateRuleOptions & ScheduleOptions) =>
  z
    .object({
      email: emailField,
      password: packagePasswordField,
      confirmPassword: z.optional(z.string()),
      ...profileFields(today),
      ...enrollmentShape,
    })
    .check(
      z.superRefine((value, ctx) => {
        confirmationCheck(value, ctx);
        conditionalRules({ today, specializationRequiredFor: forBsedOrUnits, enrollment })(value, ctx);
      }, alwaysCheck),
    );
export type PackageEnrollmentValues = z.infer<ReturnType<typeof packageEnrollmentSchema>>;

/** What the signed-in variant submits: only the missing profile fields, plus branch and schedule. */
export type AccountStepValues = Partial<Omit<RegisterFormValues, 'email' | 'password'>> & {
  branch: string;
  schedule?: string | undefined;
  course?: Course | undefined;
};

/**
 * Account step for a signed-in user (product §2, §5): each field is checked only when the profile
 * has no value yet (the form shows known ones read-only); branch is always required. Rules that
 * depend on another field read it from the form first, then from the profile.
 */
export function accountStepSchema({
  profile,
  today,
  ...enrollment
}: DateRuleOptions &
  ScheduleOptions & { profile: Readonly<Record<string, unknown>> }): z.ZodMiniType<AccountStepValues> {
  const fields = profileFields(today);
  const shape: Record<string, z.ZodMiniType> = { ...enrollmentShape };
  for (const key of PROFILE_FIELDS) shape[key] = hasValue(profile[key]) ? z.optional(z.any()) : fields[key];
  return z.object(shape).check(
    z.superRefine(
      conditionalRules({
        today,
        specializationRequiredFor: unlessBeed,
        known: profile,
        enrollment,
      }),
      alwaysCheck,
    ),
  ) as unknown as z.ZodMiniType<AccountStepValues>;
}
