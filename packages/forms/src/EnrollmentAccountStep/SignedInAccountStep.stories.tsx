import { LOCATIONS, SCHEDULES } from '@review-center/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { errorIn, never } from '../testing/story.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { SignedInAccountStep } from './EnrollmentAccountStep.tsx';

/** A profile created on the mobile app: names, mobile and course known, the rest missing. */
const profile = {
  firstName: 'Juan',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  mobile: '09171234567',
  civilStatus: 'Single',
  birthdate: '1998-01-15',
  idName: 'UMID',
  idAttachment: { url: '/uploads/umid.png' },
  course: 'BSED',
  firstTimer: true,
};

const missing = {
  birthPlace: 'Tacloban',
  street: '12 Rizal St.',
  province: 'Eastern Samar',
  city: 'Borongan City',
  zipCode: '6800',
  specialization: 'Mathematics' as const,
  college: 'Eastern Samar State University',
  collegeAddress: 'Borongan, Eastern Samar',
  branch: 'Borongan',
};

const meta = {
  title: 'Forms/Enrollment/SignedInAccountStep',
  component: SignedInAccountStep,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: {
    onSubmit: fn(),
    today: '2024-05-10',
    email: 'juan@example.ph',
    profile,
    branches: LOCATIONS,
    schedules: SCHEDULES,
  },
} satisfies Meta<typeof SignedInAccountStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('readonly');
    await expect(canvas.queryByLabelText('Password')).toBeNull();
  },
};

export const Filled: Story = {
  args: { defaultValues: missing },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(missing));
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(errorIn(canvas, 'Birth place')).toBe('Birth place is required'));
    await expect(errorIn(canvas, 'Street')).toBe('Street is required');
    await expect(errorIn(canvas, 'Province')).toBe('Province is required');
    await expect(errorIn(canvas, /Specialization/)).toBe('Specialization is required');
    await expect(errorIn(canvas, /Branch\/Location/)).toBe("Branch/Location can't be blank");
    await expect(canvas.getByLabelText('Birth place')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never), defaultValues: missing },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Error - Account already enrolled'))),
    defaultValues: missing,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Error - Account already enrolled')).toBeVisible();
  },
};
