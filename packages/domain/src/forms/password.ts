import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { alwaysCheck, asRecord, emailField, firstFailing, passwordField } from './fields.ts';
import { fieldMessages as m } from './messages.ts';

/** Forgot password (product §5): e-mail required and valid. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** Adds "confirmation required and equal" (product §5) to a schema with password and confirmPassword. */
export const confirmationCheck = (value: unknown, ctx: z.core.$RefinementCtx): void => {
  const { password, confirmPassword } = asRecord(value);
  if (typeof confirmPassword !== 'string' || confirmPassword === '') {
    ctx.addIssue({ code: 'custom', message: m.confirmPasswordRequired, path: ['confirmPassword'] });
  } else if (confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', message: m.passwordMismatch, path: ['confirmPassword'] });
  }
};

/** New password (product §5): required, 8 to 16 characters; confirmation required and equal. */
export const newPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.optional(z.string()) })
  .check(z.superRefine(confirmationCheck, alwaysCheck));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** The package enrollment's password (product §5): minimum 8, no maximum named. */
export const packagePasswordField = firstFailing(
  z.string(m.passwordRequired),
  [(p) => p !== '', m.passwordRequired],
  [(p) => p.length >= LIMITS.passwordMin, m.passwordMin(LIMITS.passwordMin)],
);
