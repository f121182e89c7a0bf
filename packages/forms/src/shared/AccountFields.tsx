import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormEmailField, FormPasswordField } from './fields.tsx';
import { formPart } from './formPart.ts';
import { Section } from './layout.tsx';
import type { AccountFormValues } from './values.ts';

export interface AccountFieldsProps<T extends AccountFormValues, O> {
  /** The form the fields belong to: its values must hold the e-mail and the password. */
  form: UseFormReturn<T, unknown, O>;
  /** @default '8 to 16 characters.' */
  passwordDescription?: string;
  /** Fields after the password, e.g. its confirmation. */
  children?: ReactNode;
}

/** E-mail and password of a new account (product §5: password 8 to 16 characters). */
export function AccountFields<T extends AccountFormValues, O>({
  form,
  passwordDescription = '8 to 16 characters.',
  children,
}: AccountFieldsProps<T, O>) {
  const { control } = formPart<AccountFormValues, T, O>(form);
  return (
    <Section>
      <legend>Account</legend>
      <FormEmailField control={control} name="email" />
      <FormPasswordField control={control} name="password" label="Password" description={passwordDescription} />
      {children}
    </Section>
  );
}
