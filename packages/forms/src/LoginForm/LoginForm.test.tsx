import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, errorOf, renderForm } from '../testing/render.tsx';
import { LoginForm } from './LoginForm.tsx';

const setup = (onSubmit = vi.fn()) => ({ onSubmit, ...renderForm(<LoginForm onSubmit={onSubmit} />) });

describe('LoginForm', () => {
  it('should show each error under its field, focus the first and send nothing', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Email'), 'juan');
    await user.type(screen.getByLabelText('Password'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(errorOf('Email')).toBe('Email is invalid');
    expect(errorOf('Password')).toBe('Password must be at least 8 characters');
    expect(screen.getByLabelText('Email')).toHaveValue('juan');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByTestId('form-error-summary')).toHaveTextContent('Please correct the 2 errors below.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'Password is required'],
    ['1234567', 'Password must be at least 8 characters'],
    ['12345678', null],
  ])('should judge the password %j at the minimum of 8', async (password, message) => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(errorOf('Password')).toBe(message));
  });

  it('should require the e-mail', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(errorOf('Email')).toBe('Email is required');
  });

  it('should submit valid credentials and spin while waiting', async () => {
    const pending = deferred();
    const { user, onSubmit } = setup(vi.fn(() => pending.promise));
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'juan@example.ph', password: '12345678' });
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'true');
    pending.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-disabled'));
  });

  it('should keep what was typed and show the server message when the login fails', async () => {
    const { user } = setup(vi.fn().mockRejectedValue(new Error('Error - Invalid Email / Password')));
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Error - Invalid Email / Password')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveValue('juan@example.ph');
    expect(screen.getByLabelText('Password')).toHaveValue('12345678');
  });

  it('should render the links the app passes in', () => {
    renderForm(
      <LoginForm
        onSubmit={vi.fn()}
        forgotPasswordLink={<a href="/account/forgot-password">Forgot password?</a>}
        registerAction={<a href="/register">Register</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/account/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
