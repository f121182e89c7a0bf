import * as z from 'zod/mini';
import { CIVIL_STATUSES, COURSES, LIMITS, SPECIALIZATIONS } from '../constants.ts';
import { mobileField } from '../forms/fields.ts';
import { emailSchema, idSchema, isoDateSchema, requiredWireText } from './common.ts';
import { uploadResultSchema } from './upload.ts';

/**
 * The review center's staff roles (product §6 shows none; docs/architecture.md#the-staff-console-and-more-than-one-process):
 * the administrator may do everything; the others each own one kind of work.
 */
export const STAFF_ROLES = ['admin', 'cashier', 'registrar', 'content-editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A reviewee is a `user`; everyone else is staff. */
export const USER_ROLES = ['user', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Whether an account may open the staff console at all. */
export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Whether `role` may make a call open to `roles`: the administrator always may. */
export const roleAllows = (role: string, roles: readonly StaffRole[]): boolean =>
  role === 'admin' || (roles as readonly string[]).includes(role);

/**
 * User as the API returns it (product §3). Never carries the password. Profile fields may be
 * missing for accounts created on the mobile app: the signed-in enrollment variant asks only
 * for what is missing (product §2, §5), so they are nullish here.
 */
export const userSchema = z.object({
  _id: idSchema,
  email: z.email(),
  firstName: z.string(),
  middleName: z.nullish(z.string()),
  lastName: z.string(),
  fullName: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
  civilStatus: z.nullish(z.enum(CIVIL_STATUSES)),
  birthdate: z.nullish(isoDateSchema),
  birthPlace: z.nullish(z.string()),
  idName: z.nullish(z.string()),
  idAttachment: z.nullish(uploadResultSchema),
  street: z.nullish(z.string()),
  city: z.nullish(z.string()),
  province: z.nullish(z.string()),
  zipCode: z.nullish(z.string()),
  /** street, city, province and zip combined (product §3). */
  address: z.nullish(z.string()),
  course: z.nullish(z.enum(COURSES)),
  specialization: z.nullish(z.enum(SPECIALIZATIONS)),
  firstTimer: z.nullish(z.boolean()),
  lastTakeDate: z.nullish(isoDateSchema),
  college: z.nullish(z.string()),
  collegeAddress: z.nullish(z.string()),
  verified: z._default(z.boolean(), false),
  role: z._default(z.enum(USER_ROLES), 'user'),
});
export type User = z.infer<typeof userSchema>;

/** GET /users/me: the user with a refreshed session token (product §2 "On application start", §7). */
export const currentUserSchema = z.extend(userSchema, { token: z.string().check(z.minLength(1)) });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What sign-in and register return (product §7: "returns a token"); `_id` lets the site call /users/{id}/... */
export const sessionSchema = z.object({ token: z.string().check(z.minLength(1)), _id: idSchema });
export type Session = z.infer<typeof sessionSchema>;

/**
 * The profile fields a reviewee fills in (product §3, §5), as they travel on the wire. The form
 * rules with their messages live in `forms/`; this is the structural shape the server checks.
 */
export const profileFieldsSchema = z.object({
  firstName: requiredWireText(),
  middleName: requiredWireText(),
  lastName: requiredWireText(),
  /** The form's own rule and messages (product §5), so the server refuses what the form would. */
  mobile: mobileField('exact'),
  civilStatus: z.enum(CIVIL_STATUSES),
  /** At least 18 today (product §5): the server checks it against its own today. */
  birthdate: isoDateSchema,
  birthPlace: requiredWireText(),
  idName: requiredWireText(),
  /** Uploaded first through POST /uploads (our choice: the spec shows an image, not how it travels). */
  idAttachment: uploadResultSchema,
  street: requiredWireText(),
  city: requiredWireText(),
  province: requiredWireText(),
  zipCode: requiredWireText(),
  course: z.enum(COURSES),
  /** Required unless the course is BEED (product §5); the form enforces it. */
  specialization: z.nullish(z.enum(SPECIALIZATIONS)),
  /** "No is sent as false" (product §5). */
  firstTimer: z.boolean(),
  /** Only when not a first timer (product §5). */
  lastTakeDate: z.nullish(isoDateSchema),
  college: requiredWireText(),
  collegeAddress: requiredWireText(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const passwordSchema = z.string().check(z.minLength(LIMITS.passwordMin), z.maxLength(LIMITS.passwordMax));

/** POST /users/register: e-mail, password and the full profile (product §2 Register, §5). */
export const registrationSchema = z.extend(profileFieldsSchema, {
  email: emailSchema,
  password: passwordSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

/** PUT /users/{id}: any profile field; the e-mail is read-only for a signed-in user (product §2). */
export const profileUpdateSchema = z.partial(profileFieldsSchema);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
