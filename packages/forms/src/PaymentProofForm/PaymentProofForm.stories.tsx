import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pdfRenamedPng, pngFile } from '../testing/files.ts';
import { errorIn, fileInputIn, never, uploaderMessageIn } from '../testing/story.ts';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { PaymentProofForm } from './PaymentProofForm.tsx';

const PROOF = 'Attachments';

const meta = {
  title: 'Forms/PaymentProofForm',
  component: PaymentProofForm,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: {
    onSubmit: fn(),
    reference: 'RC-2024-0001',
    enrollmentPaymentType: 'INSTALLMENT',
    today: '2024-05-10',
  },
} satisfies Meta<typeof PaymentProofForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  paymentType: 'Downpayment' as const,
  paymentOption: 'GCash' as const,
  price: '3500',
  receiptId: 'GC-0001',
  paymentDate: '2024-05-10',
};

export const Empty: Story = {};

export const FullPayment: Story = {
  args: { enrollmentPaymentType: 'FULL' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Payment type/ }));
    // The list opens in a popover at the end of the page, outside the story's canvas.
    const page = within(document.body);
    const full = await page.findByRole('option', { name: 'Full' });
    await waitFor(() => expect(full).toBeVisible()); // once its opening animation is over
    await expect(page.queryByRole('option', { name: 'Downpayment' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // The screenshot is taken once the list has fully closed (it animates out).
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

/** An Active installment enrollment whose downpayment is paid: its next installment is offered. */
export const NextInstallment: Story = {
  args: { enrollmentPaymentType: 'INSTALLMENT', downpaymentPaid: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Payment type/ }));
    const page = within(document.body);
    const installment = await page.findByRole('option', { name: 'Installment' });
    await waitFor(() => expect(installment).toBeVisible());
    await expect(page.queryByRole('option', { name: 'Downpayment' })).toBeNull();
    await userEvent.click(installment);
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Payment type/ })).toHaveTextContent('Installment');
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    await userEvent.upload(fileInputIn(canvas, PROOF), pngFile('gcash-receipt.png'));
    await expect(await canvas.findByText('gcash-receipt.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(filled)));
  },
};

export const Invalid: Story = {
  args: { defaultValues: { ...filled, paymentType: undefined, price: '3,500', paymentDate: '2024-05-12' } },
  play: async ({ args, canvas }) => {
    await userEvent.upload(fileInputIn(canvas, PROOF), pdfRenamedPng('receipt.png'));
    await expect(await canvas.findByText('receipt.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(errorIn(canvas, /Payment type/)).toBe('Payment type is required'));
    await expect(errorIn(canvas, 'Amount paid')).toBe('Price must be a number without commas or special characters');
    await expect(errorIn(canvas, 'Payment date')).toBe('Date is invalid');
    await expect(uploaderMessageIn(canvas, PROOF)).toBe('Only PNG or JPEG images are allowed');
    await expect(canvas.getByRole('button', { name: /Payment type/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooManyFiles: Story = {
  play: async ({ canvas }) => {
    const files = ['a', 'b', 'c', 'd'].map((name) => pngFile(`${name}.png`));
    await userEvent.upload(fileInputIn(canvas, PROOF), files);
    await waitFor(() => expect(uploaderMessageIn(canvas, PROOF)).toBe('Maximum files exceeds (3)'));
  },
};

export const NotProcessing: Story = {
  args: { isEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount paid')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit payment' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never), defaultValues: filled },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInputIn(canvas, PROOF), pngFile('gcash-receipt.png'));
    await expect(await canvas.findByText('gcash-receipt.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit payment' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Submit payment' })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Error - Something went wrong, please try again'))),
    defaultValues: filled,
  },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInputIn(canvas, PROOF), pngFile('gcash-receipt.png'));
    await expect(await canvas.findByText('gcash-receipt.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit payment' }));
    await expect(await canvas.findByText('Error - Something went wrong, please try again')).toBeVisible();
    await expect(canvas.getByLabelText('Amount paid')).toHaveValue('3500');
  },
};

/** The proof on its way (the app sends it): its progress with the percent, and a Cancel upload button. */
export const Uploading: Story = {
  args: { defaultValues: filled, upload: { label: 'Uploading 2 files', value: 42, onCancel: fn() } },
  play: async ({ canvas, args }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading 2 files' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveTextContent('42%');
    await expect(canvas.getByRole('button', { name: 'Submit payment' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(args.upload?.onCancel).toHaveBeenCalledTimes(1);
  },
};
