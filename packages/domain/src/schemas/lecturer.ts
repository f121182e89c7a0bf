import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { idSchema } from './common.ts';

/**
 * Lecturer (product §3). `_id` is ours (the spec lists none) so lists have a stable key.
 * `photoSmall` is ours too (decision 0047): the photo resized for a phone's 1x screen, `photo`
 * being the large size, so a card can offer both as a `srcset`.
 */
export const lecturerSchema = z.object({
  _id: idSchema,
  photo: z.string(),
  photoSmall: z.optional(z.string()),
  firstName: z.string(),
  nickname: z.nullish(z.string()),
  lastName: z.string(),
  profession: z.string(),
  credentials: z._default(z.array(z.string()), []),
});
export type Lecturer = z.infer<typeof lecturerSchema>;

const required = (label: string) =>
  z
    .string(`${label} is required`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(LIMITS.textMax, `${label} must be at most ${LIMITS.textMax} characters`),
    );

/** At most this many credentials on a card. */
export const LECTURER_CREDENTIALS_MAX = 10;

/**
 * A lecturer as staff write one (decision 0047): one schema for the console's form and the
 * server. `photoUpload` is an upload (POST /uploads) to become the new photo; empty keeps the
 * photo the lecturer has.
 */
export const lecturerInputSchema = z.object({
  firstName: required('First name'),
  nickname: z
    .string()
    .check(z.trim(), z.maxLength(LIMITS.textMax, `Nickname must be at most ${LIMITS.textMax} characters`)),
  lastName: required('Last name'),
  profession: required('Profession'),
  credentials: z
    .array(required('Credential'))
    .check(z.maxLength(LECTURER_CREDENTIALS_MAX, `At most ${LECTURER_CREDENTIALS_MAX} credentials`)),
  hidden: z.boolean(),
  photoUpload: z.string().check(z.maxLength(LIMITS.idMax, 'Photo is not a valid upload')),
});
export type LecturerInput = z.infer<typeof lecturerInputSchema>;
