import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { emailField } from './fields.ts';
import { fieldMessages } from './messages.ts';

// Kept here too: the package index has exported them from this module since the foundation.
export { emailField } from './fields.ts';
export { fieldMessages } from './messages.ts';

/** Login (product §5): e-mail required and valid; password required, minimum 8. */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string(fieldMessages.passwordRequired)
    .check(
      z.minLength(1, fieldMessages.passwordRequired),
      z.minLength(LIMITS.loginPasswordMin, fieldMessages.passwordMin(LIMITS.loginPasswordMin)),
    ),
});
export type LoginValues = z.infer<typeof loginSchema>;
