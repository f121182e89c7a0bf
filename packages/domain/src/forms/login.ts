import { z } from 'zod';
import { LIMITS } from '../constants.ts';

/**
 * Field messages. The spec quotes some messages verbatim (those live beside their rule);
 * where it names only the rule, these say what is wrong with which field.
 */
export const fieldMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordMin: (min: number) => `Password must be at least ${min} characters`,
} as const;

export const emailField = z
  .string()
  .trim()
  .min(1, fieldMessages.emailRequired)
  .pipe(z.email(fieldMessages.emailInvalid));

/** Login (spec §5): e-mail required and valid; password required, minimum 8. */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, fieldMessages.passwordRequired)
    .min(LIMITS.loginPasswordMin, fieldMessages.passwordMin(LIMITS.loginPasswordMin)),
});
export type LoginValues = z.infer<typeof loginSchema>;
