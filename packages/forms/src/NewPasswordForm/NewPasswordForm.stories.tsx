import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fieldErrorOf } from '../testing/fieldError.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

const meta = {
  title: 'Forms/NewPasswordForm',
  component: NewPasswordForm,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: { onSubmit: fn() },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { password: 'secret123', confirmPassword: 'secret123' };

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText('New password');
    const confirmation = canvas.getByLabelText('Confirm new password');
    await userEvent.type(password, '12345678901234567');
    await userEvent.type(confirmation, '1234567890123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldErrorOf(password)).toBe('Password must be at most 16 characters'));
    await expect(fieldErrorOf(confirmation)).toBe('Passwords do not match');
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), defaultValues: filled },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Error - Token / Email was not found'))), defaultValues: filled },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Error - Token / Email was not found')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveValue('secret123');
  },
};
