import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pngFile } from '../testing/files.ts';
import { errorIn, fileInputIn, never, uploaderMessageIn } from '../testing/story.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { SupportForm } from './SupportForm.tsx';

const meta = {
  title: 'Forms/SupportForm',
  component: SupportForm,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SupportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  firstName: 'Juan',
  lastName: 'Dela Cruz',
  email: 'juan@example.ph',
  mobile: '09171234567',
  category: 'MOBILE APP' as const,
  content: 'I cannot log in on the app after changing phones.',
};

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    await userEvent.upload(fileInputIn(canvas, 'Attachments (optional)'), pngFile('screenshot.png'));
    await expect(await canvas.findByText('screenshot.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(filled)));
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Mobile (optional)'), '0917123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorIn(canvas, 'First name')).toBe('First name is required'));
    await expect(errorIn(canvas, 'Last name')).toBe('Last name is required');
    await expect(errorIn(canvas, 'Email')).toBe('Email is required');
    await expect(errorIn(canvas, 'Mobile (optional)')).toBe('Mobile number must be at least 11 digits');
    await expect(errorIn(canvas, /Category/)).toBe('Category must be ENROLLMENT, WEBSITE, MOBILE APP or OTHERS');
    await expect(errorIn(canvas, 'Message')).toBe('Message is required');
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooManyAttachments: Story = {
  play: async ({ canvas }) => {
    const files = ['a', 'b', 'c', 'd'].map((name) => pngFile(`${name}.png`));
    await userEvent.upload(fileInputIn(canvas, 'Attachments (optional)'), files);
    await waitFor(() => expect(uploaderMessageIn(canvas, 'Attachments (optional)')).toBe('Maximum files exceeds (3)'));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never), defaultValues: filled },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Error - Something went wrong, please try again'))),
    defaultValues: filled,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Error - Something went wrong, please try again')).toBeVisible();
    await expect(canvas.getByLabelText('Message')).toHaveValue(filled.content);
  },
};

/** The attachments on their way (the app sends it): its progress with the percent, and a Cancel upload button. */
export const Uploading: Story = {
  args: { defaultValues: filled, upload: { label: 'Uploading 1 file', value: 25, onCancel: fn() } },
  play: async ({ canvas, args }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading 1 file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(bar).toHaveTextContent('25%');
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(args.upload?.onCancel).toHaveBeenCalledTimes(1);
  },
};
