/**
 * Type-level test, checked by `pnpm typecheck` and never run: a form part bound to a name its
 * form does not have is a type error. Each refused use stands beside the accepted one, so the
 * expectations cannot hold only because nothing type-checks.
 */
import type {
  forgotPasswordSchema,
  loginSchema,
  packageEnrollmentSchema,
  registerFormSchema,
} from '@review-center/domain';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AccountFields } from './AccountFields.tsx';
import { FormFileField } from './FormFileField.tsx';
import { FormDatePicker } from './FormDatePicker.tsx';
import { FormSelect } from './FormSelect.tsx';
import { FormTextField } from './fields.tsx';
import { ProfileFields } from './ProfileFields.tsx';

/** What useDomainForm returns for a schema. */
type FormOf<S extends z.ZodMiniType<unknown, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

declare const login: FormOf<typeof loginSchema>;
declare const forgotPassword: FormOf<typeof forgotPasswordSchema>;
declare const registration: FormOf<ReturnType<typeof registerFormSchema>>;
declare const packageEnrollment: FormOf<ReturnType<typeof packageEnrollmentSchema>>;

export const fields = (
  <>
    <FormTextField control={login.control} name="email" label="Email" />
    <FormTextField
      control={login.control}
      // @ts-expect-error the login form has no field "emial"
      name="emial"
      label="Email"
    />
    <FormSelect control={registration.control} name="course" label="Course" options={[]} />
    <FormSelect
      control={registration.control}
      // @ts-expect-error the registration form has no field "courses"
      name="courses"
      label="Course"
      options={[]}
    />
    <FormDatePicker control={registration.control} name="birthdate" label="Birthdate" />
    <FormDatePicker
      control={login.control}
      // @ts-expect-error the login form has no birthdate
      name="birthdate"
      label="Birthdate"
    />
    <FormFileField control={registration.control} name="idAttachment" label="ID" single />
    <FormFileField
      control={registration.control}
      // @ts-expect-error the registration form has no field "attachments"
      name="attachments"
      label="ID"
    />
  </>
);

export const parts = (
  <>
    <ProfileFields form={registration} specializationRule="unless-beed" />
    <ProfileFields
      // @ts-expect-error the login form lacks the profile fields ProfileFields names
      form={login}
      specializationRule="unless-beed"
    />
    <AccountFields form={packageEnrollment} />
    <AccountFields
      // @ts-expect-error the forgot-password form has an e-mail but no password
      form={forgotPassword}
    />
  </>
);
