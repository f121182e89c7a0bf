import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, renderForm } from '../testing/render.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

const submitWith = async (password: string, confirmation: string) => {
  const onSubmit = vi.fn();
  const { user } = renderForm(<NewPasswordForm onSubmit={onSubmit} />);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return onSubmit;
};

describe('NewPasswordForm', () => {
  it.each([
    ['1234567', 'Password must be at least 8 characters'],
    ['12345678', null],
    ['1234567890123456', null],
    ['12345678901234567', 'Password must be at most 16 characters'],
  ])('should judge a %j password (8 to 16 characters)', async (password, message) => {
    const onSubmit = await submitWith(password, password);
    expect(errorOf('New password')).toBe(message);
    expect(onSubmit).toHaveBeenCalledTimes(message ? 0 : 1);
  });

  it.each([
    ['', '', 'Password is required', 'Please confirm your password'],
    ['secret123', '', null, 'Please confirm your password'],
    ['secret123', 'secret124', null, 'Passwords do not match'],
  ])('should require %j confirmed equally (given %j)', async (password, confirmation, passwordError, confirmError) => {
    const onSubmit = await submitWith(password, confirmation);
    expect(errorOf('New password')).toBe(passwordError);
    expect(errorOf('Confirm new password')).toBe(confirmError);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should send the password and its confirmation', async () => {
    const onSubmit = await submitWith('secret123', 'secret123');
    expect(onSubmit).toHaveBeenCalledWith({ password: 'secret123', confirmPassword: 'secret123' });
  });
});
