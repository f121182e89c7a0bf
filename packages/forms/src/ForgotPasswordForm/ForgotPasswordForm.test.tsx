import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, renderForm } from '../testing/render.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

describe('ForgotPasswordForm', () => {
  it.each([
    ['', 'Email is required'],
    ['juan@', 'Email is invalid'],
  ])('should refuse the e-mail %j', async (email, message) => {
    const onSubmit = vi.fn();
    const { user } = renderForm(<ForgotPasswordForm onSubmit={onSubmit} />);
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(errorOf('Email')).toBe(message);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should send a valid e-mail, trimmed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(<ForgotPasswordForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), ' juan@example.ph ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'juan@example.ph' });
  });

  it('should show the server message and keep the e-mail', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('Error - Email not registered, please check and try again'));
    const { user } = renderForm(
      <ForgotPasswordForm onSubmit={onSubmit} defaultValues={{ email: 'juan@example.ph' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('form-server-error')).toHaveTextContent(
      'Error - Email not registered, please check and try again',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('juan@example.ph');
  });

  it('should show the generic message of product §8 when the failure has none', async () => {
    const onSubmit = vi.fn().mockRejectedValue('offline');
    const { user } = renderForm(
      <ForgotPasswordForm onSubmit={onSubmit} defaultValues={{ email: 'juan@example.ph' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Error - Something went wrong, please try again')).toBeVisible();
  });
});
