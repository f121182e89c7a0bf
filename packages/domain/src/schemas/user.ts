import { z } from 'zod';
import { CIVIL_STATUSES, COURSES, LIMITS, SPECIALIZATIONS } from '../constants.ts';
import { idSchema, isoDateSchema } from './common.ts';
import { uploadResultSchema } from './upload.ts';

/** Our choice (spec §6 does not show administrator roles): an administrator closes the payment loop. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * User as the API returns it (spec §3). Never carries the password. Profile fields may be
 * missing for accounts created on the mobile app: the signed-in enrollment variant asks only
 * for what is missing (spec §2, §5), so they are nullish here.
 */
export const userSchema = z.object({
  _id: idSchema,
  email: z.email(),
  firstName: z.string(),
  middleName: z.string().nullish(),
  lastName: z.string(),
  fullName: z.string().nullish(),
  mobile: z.string().nullish(),
  civilStatus: z.enum(CIVIL_STATUSES).nullish(),
  birthdate: isoDateSchema.nullish(),
  birthPlace: z.string().nullish(),
  idName: z.string().nullish(),
  idAttachment: uploadResultSchema.nullish(),
  street: z.string().nullish(),
  city: z.string().nullish(),
  province: z.string().nullish(),
  zipCode: z.string().nullish(),
  /** street, city, province and zip combined (spec §3). */
  address: z.string().nullish(),
  course: z.enum(COURSES).nullish(),
  specialization: z.enum(SPECIALIZATIONS).nullish(),
  firstTimer: z.boolean().nullish(),
  lastTakeDate: isoDateSchema.nullish(),
  college: z.string().nullish(),
  collegeAddress: z.string().nullish(),
  verified: z.boolean().default(false),
  role: z.enum(USER_ROLES).default('user'),
});
export type User = z.infer<typeof userSchema>;

/** GET /users/me: the user with a refreshed session token (spec §2 "On application start", §7). */
export const currentUserSchema = userSchema.extend({ token: z.string().min(1) });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What sign-in and register return (spec §7: "returns a token"); `_id` lets the site call /users/{id}/... */
export const sessionSchema = z.object({ token: z.string().min(1), _id: idSchema });
export type Session = z.infer<typeof sessionSchema>;

/**
 * The profile fields a reviewee fills in (spec §3, §5), as they travel on the wire. The form
 * rules with their messages live in `forms/`; this is the structural shape the server checks.
 */
export const profileFieldsSchema = z.object({
  firstName: z.string().trim().min(1),
  middleName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  mobile: z.string().regex(/^\d{11}$/),
  civilStatus: z.enum(CIVIL_STATUSES),
  birthdate: isoDateSchema,
  birthPlace: z.string().trim().min(1),
  idName: z.string().trim().min(1),
  /** Uploaded first through POST /uploads (our choice: the spec shows an image, not how it travels). */
  idAttachment: uploadResultSchema,
  street: z.string().trim().min(1),
  city: z.string().trim().min(1),
  province: z.string().trim().min(1),
  zipCode: z.string().trim().min(1),
  course: z.enum(COURSES),
  /** Required unless the course is BEED (spec §5); the form enforces it. */
  specialization: z.enum(SPECIALIZATIONS).nullish(),
  /** "No is sent as false" (spec §5). */
  firstTimer: z.boolean(),
  /** Only when not a first timer (spec §5). */
  lastTakeDate: isoDateSchema.nullish(),
  college: z.string().trim().min(1),
  collegeAddress: z.string().trim().min(1),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const passwordSchema = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);

/** POST /users/register: e-mail, password and the full profile (spec §2 Register, §5). */
export const registrationSchema = profileFieldsSchema.extend({
  email: z.email(),
  password: passwordSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

/** PUT /users/{id}: any profile field; the e-mail is read-only for a signed-in user (spec §2). */
export const profileUpdateSchema = profileFieldsSchema.partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
