export { LoginForm } from './LoginForm/LoginForm.tsx';
export type { LoginFormProps } from './LoginForm/LoginForm.tsx';
export { ForgotPasswordForm } from './ForgotPasswordForm/ForgotPasswordForm.tsx';
export type { ForgotPasswordFormProps } from './ForgotPasswordForm/ForgotPasswordForm.tsx';
export { NewPasswordForm } from './NewPasswordForm/NewPasswordForm.tsx';
export type { NewPasswordFormProps } from './NewPasswordForm/NewPasswordForm.tsx';
export { SupportForm } from './SupportForm/SupportForm.tsx';
export type { SupportFormProps } from './SupportForm/SupportForm.tsx';
export { PaymentProofForm } from './PaymentProofForm/PaymentProofForm.tsx';
export type { EnrollmentPaymentType, PaymentProofFormProps } from './PaymentProofForm/PaymentProofForm.tsx';
export { RegistrationForm } from './RegistrationForm/RegistrationForm.tsx';
export type { RegistrationFormProps } from './RegistrationForm/RegistrationForm.tsx';
export {
  NewUserAccountStep,
  PackageAccountStep,
  SignedInAccountStep,
} from './EnrollmentAccountStep/EnrollmentAccountStep.tsx';
export type {
  NewUserAccountStepProps,
  PackageAccountStepProps,
  SignedInAccountStepProps,
} from './EnrollmentAccountStep/EnrollmentAccountStep.tsx';
export { PaymentTermStep } from './PaymentTermStep/PaymentTermStep.tsx';
export type { PaymentTermAmounts, PaymentTermStepProps } from './PaymentTermStep/PaymentTermStep.tsx';
export { failureKindOf, failureOf, type FormFailure } from './shared/formMessages.ts';
export { FormFailureAlert, type FormFailureAlertProps } from './FormFailureAlert/FormFailureAlert.tsx';
export { useErrorSummary } from './shared/useErrorSummary.tsx';
export { preloadFormRules } from './shared/useDomainForm.ts';
export { preloadFormParts } from './shared/lazyPart.tsx';
export { sniffFileType } from './shared/sniffFileType.ts';
export type { SniffedFile, SniffType } from './shared/sniffFileType.ts';
export type { KnownProfile } from './shared/known.ts';
