import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { never } from '../testing/story.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { PaymentTermStep } from './PaymentTermStep.tsx';

const meta = {
  title: 'Forms/Enrollment/PaymentTermStep',
  component: PaymentTermStep,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: {
    onSubmit: fn(),
    paymentTypes: ['Full', 'Installment'],
    amounts: {
      full: 8550,
      downpayment: 3500,
      installment: 1833.33,
      installmentTerms: 3,
      installmentFrequency: 'Monthly',
    },
  },
} satisfies Meta<typeof PaymentTermStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FullOnly: Story = { args: { paymentTypes: ['Full'] } };

export const Filled: Story = {
  args: { defaultValues: { paymentType: 'Installment' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ paymentType: 'Installment' }));
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Payment type is required')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Full/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never), defaultValues: { paymentType: 'Full' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Error - Enrollment Failed, please try again'))),
    defaultValues: { paymentType: 'Full' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Error - Enrollment Failed, please try again')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Full/ })).toBeChecked();
  },
};
