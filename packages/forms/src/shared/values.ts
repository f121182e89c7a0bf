import type { ProfileField, newUserEnrollmentSchema, registerFormSchema } from '@review-center/domain';
import type * as z from 'zod/mini';

/** What the registration form holds before its rules run (the domain schema's input). */
type RegistrationInput = z.input<ReturnType<typeof registerFormSchema>>;

/**
 * The profile fields as a form holds them, with the types the domain rules read. Each may be
 * unset: a signed-in user's form holds only the fields the profile lacks (product §2).
 */
export type ProfileFormValues = {
  [K in keyof Pick<RegistrationInput, ProfileField>]: RegistrationInput[K] | undefined;
};

/** E-mail and password of a new account. */
export type AccountFormValues = Pick<RegistrationInput, 'email' | 'password'>;

/** Branch and schedule of an enrollment's account step. */
export type EnrollmentChoiceValues = Pick<z.input<ReturnType<typeof newUserEnrollmentSchema>>, 'branch' | 'schedule'>;

export const emptyAccount = { email: '', password: '' } satisfies AccountFormValues;

/** Text fields start empty (controlled inputs); choices start unset. */
export const emptyProfile = {
  firstName: '',
  middleName: '',
  lastName: '',
  mobile: '',
  birthdate: '',
  birthPlace: '',
  idName: '',
  street: '',
  city: '',
  province: '',
  zipCode: '',
  college: '',
  collegeAddress: '',
} satisfies Partial<ProfileFormValues>;
