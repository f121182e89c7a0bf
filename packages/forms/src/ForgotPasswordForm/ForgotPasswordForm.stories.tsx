import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fieldErrorOf } from '../testing/fieldError.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: { onSubmit: fn(), backLink: <a href="#login">Back to login</a> },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: { email: 'juan@example.ph' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'juan@example.ph' });
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByLabelText('Email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(fieldErrorOf(email)).toBe('Email is required'));
    await userEvent.type(email, 'juan@');
    await waitFor(() => expect(fieldErrorOf(email)).toBe('Email is invalid'));
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), defaultValues: { email: 'juan@example.ph' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send reset link' })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Error - Email not registered, please check and try again'))),
    defaultValues: { email: 'juan@example.ph' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Error - Email not registered, please check and try again')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('juan@example.ph');
  },
};
