import { Button } from '@review-center/design-system';
import { LOCATIONS, SCHEDULES } from '@review-center/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { filledProfile } from '../testing/fixtures.ts';
import { attachIdIn, errorIn, never } from '../testing/story.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { PackageAccountStep } from './EnrollmentAccountStep.tsx';

const meta = {
  title: 'Forms/Enrollment/PackageAccountStep',
  component: PackageAccountStep,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: { onSubmit: fn(), today: '2024-05-10', branches: LOCATIONS, schedules: SCHEDULES },
} satisfies Meta<typeof PackageAccountStep>;

export default meta;
type Story = StoryObj<typeof meta>;

// Longer than the registration's 16: package enrollment sets only a minimum (product §5).
const password = 'a-long-passphrase-2024';
const filled = {
  email: 'juan@example.ph',
  password,
  confirmPassword: password,
  ...filledProfile,
  branch: 'Cebu',
};

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(filled)));
  },
};

export const Invalid: Story = {
  args: { defaultValues: { ...filled, password: '1234567', confirmPassword: '7654321', specialization: undefined } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(errorIn(canvas, 'Password')).toBe('Password must be at least 8 characters'));
    await expect(errorIn(canvas, 'Confirm password')).toBe('Passwords do not match');
    await expect(errorIn(canvas, /Specialization/)).toBe('Specialization is required');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
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
    onSubmit: fn(() => Promise.reject(new Error('Error - Email already enrolled, Please login to continue'))),
    defaultValues: filled,
  },
  play: async ({ canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Error - Email already enrolled, Please login to continue')).toBeVisible();
  },
};

/**
 * On /enroll the reviewee may come to another offering with the form filled in: its branches are
 * offered, a branch it lacks shows none chosen and is refused on Next, naming it, and nothing else typed is lost.
 */
export const OfferingChanged: Story = {
  args: { defaultValues: filled },
  render: function OfferingChanged(args) {
    const [branches, setBranches] = useState(args.branches);
    return (
      <>
        <Button variant="secondary" onPress={() => setBranches(['Manila', 'Davao'])}>
          Choose the Manila and Davao offering
        </Button>
        <PackageAccountStep {...args} branches={branches} />
      </>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose the Manila and Davao offering' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(errorIn(canvas, /Branch\/Location/)).toBe(
        'This offering is not given in Cebu: choose another Branch/Location',
      ),
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('juan@example.ph');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Branch\/Location$/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect((await page.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Manila', 'Davao']);
    await userEvent.click(page.getByRole('option', { name: 'Davao' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ...filled, branch: 'Davao' })),
    );
  },
};
