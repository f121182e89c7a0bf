import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCATIONS, SCHEDULES } from '@review-center/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { filledProfile } from '../testing/fixtures.ts';
import { attachIdIn, errorIn, never } from '../testing/story.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { NewUserAccountStep } from './EnrollmentAccountStep.tsx';

const meta = {
  title: 'Forms/Enrollment/NewUserAccountStep',
  component: NewUserAccountStep,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  // An offering with no lists of its own offers product §9's (decision 0054).
  args: { onSubmit: fn(), today: '2024-05-10', multipleSchedule: true, branches: LOCATIONS, schedules: SCHEDULES },
} satisfies Meta<typeof NewUserAccountStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  email: 'juan@example.ph',
  password: 'secret123',
  ...filledProfile,
  branch: 'Borongan',
  schedule: 'Every Sunday',
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

/** An offering given in two branches, one the administrator added, on one schedule of its own. */
export const OfferingBranches: Story = {
  args: { branches: ['Cebu', 'Davao'], schedules: ['Every Wednesday'] },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Branch\/Location$/ }));
    const branches = await page.findAllByRole('option');
    await expect(branches.map((option) => option.textContent)).toEqual(['Cebu', 'Davao']);
    await userEvent.click(page.getByRole('option', { name: 'Davao' }));
    await userEvent.click(canvas.getByRole('button', { name: /Schedule$/ }));
    // The schedule's own list: the branch list may still be fading out beside it.
    const schedules = within(await page.findByRole('listbox', { name: /Schedule/ })).getAllByRole('option');
    await expect(schedules.map((option) => option.textContent)).toEqual(['Every Wednesday']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: /Branch\/Location$/ })).toHaveTextContent('Davao');
  },
};

/** A draft's branch and schedule the offering no longer gives: refused on Next, naming them; the rest kept. */
export const ChoiceNotOffered: Story = {
  args: { branches: ['Cebu', 'Davao'], schedules: ['Every Wednesday'], defaultValues: filled },
  play: async ({ args, canvas }) => {
    await attachIdIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(errorIn(canvas, /Branch\/Location/)).toBe(
        'This offering is not given in Borongan: choose another Branch/Location',
      ),
    );
    await expect(errorIn(canvas, /Schedule/)).toBe(
      'This offering has no Every Sunday schedule: choose another Schedule',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('juan@example.ph');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
