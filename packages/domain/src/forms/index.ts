/**
 * The schemas of the forms (login, password, support; registration, the enrollment wizards'
 * account and payment steps and the payment proof since decision 0044), as a subpath export
 * (`@review-center/domain/forms`) the browser loads once the form is on screen rather than with
 * it: zod and the rules are not needed before the first check, on blur or on submit (decision
 * 0033). The package index exports the same schemas for the server.
 */
export { loginSchema } from './login.ts';
export { forgotPasswordSchema, newPasswordSchema } from './password.ts';
export { supportSchema } from './support.ts';
export { discussionFormSchema, opinionFormSchema } from './discussion.ts';
export {
  accountStepSchema,
  newUserEnrollmentSchema,
  packageEnrollmentSchema,
  registerFormSchema,
} from './registration.ts';
export { paymentProofSchema, paymentStepSchema } from './payment.ts';
