import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { filledProfile } from '../testing/fixtures.ts';
import { attachIdIn, errorIn, never } from '../testing/story.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { NewUserAccountStep } from './EnrollmentAccountStep.tsx';

const meta = {
  title: 'Forms/Enrollment/NewUserAccountStep',
  component: NewUserAccountStep,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: { onSubmit: fn(), today: '2024-05-10', multipleSchedule: true },
} satisfies Meta<typeof NewUserAccountStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  email: 'juan@example.ph',
  password: 'secret123',
  ...filledProfile,
  branch: 'Borongan' as const,
  schedule: 'Every Sunday' as const,
};

export const Empty: Story = {};

export const SingleSchedule: Story = { args: { multipleSchedule: false } };

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(filled)));
  },
};

export const Invalid: Story = {
  args: { defaultValues: { ...filled, branch: undefined, schedule: undefined } },
  play: async ({ args, canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(errorIn(canvas, /Branch\/Location/)).toBe("Branch/Location can't be blank"));
    await expect(errorIn(canvas, /Schedule/)).toBe('Schedule is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never), defaultValues: filled },
  play: async ({ canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Error - Unable to create or fetch account, please try again'))),
    defaultValues: filled,
  },
  play: async ({ canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Error - Unable to create or fetch account, please try again')).toBeVisible();
  },
};
