import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { filledProfile } from '../testing/fixtures.ts';
import { attachIdIn, errorIn, never, uploaderMessageIn } from '../testing/story.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { RegistrationForm } from './RegistrationForm.tsx';

const meta = {
  title: 'Forms/RegistrationForm',
  component: RegistrationForm,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: { onSubmit: fn(), today: '2024-05-10', loginLink: <a href="#login">I already have an account</a> },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { email: 'juan@example.ph', password: 'secret123', ...filledProfile };

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(filled)));
  },
};

export const Invalid: Story = {
  args: {
    defaultValues: {
      ...filled,
      password: '1234567',
      mobile: '0917123456',
      birthdate: '2006-05-11',
      lastTakeDate: '2024-05-12',
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Middle name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(errorIn(canvas, 'Password')).toBe('Password must be at least 8 characters'));
    await expect(errorIn(canvas, 'Middle name')).toBe('Middle name is required');
    await expect(errorIn(canvas, 'Mobile')).toBe('Mobile number must be exactly 11 digits');
    await expect(errorIn(canvas, 'Birthdate')).toBe('You need to be at least 18 years old');
    await expect(uploaderMessageIn(canvas, 'ID attachment')).toBe('ID attachment is required');
    await expect(errorIn(canvas, 'Last take date')).toBe('Date is invalid');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never), defaultValues: filled },
  play: async ({ canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new Error(
          'Error - Email already taken, if you are already registered on mobile app please use that email to login',
        ),
      ),
    ),
    defaultValues: filled,
  },
  play: async ({ canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(
      await canvas.findByText(
        'Error - Email already taken, if you are already registered on mobile app please use that email to login',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('juan@example.ph');
  },
};

/** The ID picture on its way (the app sends it): its progress with the percent, and a Cancel upload button. */
export const Uploading: Story = {
  args: { defaultValues: filled, upload: { label: 'Uploading your ID picture', value: 60, onCancel: fn() } },
  play: async ({ canvas, args }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading your ID picture' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveTextContent('60%');
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(args.upload?.onCancel).toHaveBeenCalledTimes(1);
  },
};
