import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fieldErrorOf } from '../testing/fieldError.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { LoginForm } from './LoginForm.tsx';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: {
    onSubmit: fn(),
    forgotPasswordLink: <a href="#forgot-password">Forgot password?</a>,
    registerAction: <a href="#register">Register</a>,
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: { email: 'juan@example.ph', password: 'secret123' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'juan@example.ph', password: 'secret123' });
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'juan');
    await userEvent.type(canvas.getByLabelText('Password'), '1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(fieldErrorOf(canvas.getByLabelText('Email'))).toBe('Email is invalid'));
    await expect(fieldErrorOf(canvas.getByLabelText('Password'))).toBe('Password must be at least 8 characters');
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>(() => {})),
    defaultValues: { email: 'juan@example.ph', password: 'secret123' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Error - Invalid Email / Password'))),
    defaultValues: { email: 'juan@example.ph', password: 'secret123' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Error - Invalid Email / Password')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('juan@example.ph');
  },
};
