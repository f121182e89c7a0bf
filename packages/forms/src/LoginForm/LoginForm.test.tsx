import { DesignSystemProvider } from '@review-center/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm.tsx';

const setup = () => {
  const onSubmit = vi.fn();
  render(
    <DesignSystemProvider>
      <LoginForm onSubmit={onSubmit} />
    </DesignSystemProvider>,
  );
  return { onSubmit };
};

describe('LoginForm', () => {
  it('should show each error under its field and send nothing', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText('Email'), 'juan');
    await userEvent.type(screen.getByLabelText('Password'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is invalid')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('juan');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should submit valid credentials', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await userEvent.type(screen.getByLabelText('Password'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'juan@example.ph', password: '12345678' }, expect.anything());
  });
});
