import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@review-center/design-system';
import { loginSchema, type LoginValues } from '@review-center/domain';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<void> | void;
  /** The forgot-password link, rendered by the app with its router. */
  forgotPasswordLink?: ReactNode;
  /** The register button, rendered by the app with its router. */
  registerAction?: ReactNode;
  defaultValues?: Partial<LoginValues>;
}

/** Login (spec §2, §5): e-mail and password, validated before anything is sent. */
export function LoginForm({ onSubmit, forgotPasswordLink, registerAction, defaultValues }: LoginFormProps) {
  const { control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', ...defaultValues },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Login">
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {forgotPasswordLink}
      <Button type="submit" isPending={formState.isSubmitting}>
        Login
      </Button>
      {registerAction}
    </form>
  );
}
