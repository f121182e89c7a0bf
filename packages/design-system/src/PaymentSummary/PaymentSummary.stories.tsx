import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentSummary } from './PaymentSummary.tsx';

const meta = {
  title: 'Product/PaymentSummary',
  component: PaymentSummary,
  tags: ['autodocs'],
  args: {
    reference: 'RC-2024-000123',
    status: 'Payment Review',
    statusVariant: 'warning',
    amount: 10500,
    paymentType: 'FULL',
    date: 'March 2, 2024',
    tag: 'Enrollment',
  },
  parameters: { maxInlineSize: '28rem' },
} satisfies Meta<typeof PaymentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InReview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reference RC-2024-000123' })).toBeVisible();
    await expect(canvas.getByText('₱10,500.00')).toBeVisible();
    await expect(canvas.getByText('FULL')).toBeVisible();
    await expect(canvas.getByText('Payment Review')).toBeVisible();
  },
};

export const Verified: Story = { args: { status: 'Active', statusVariant: 'success' } };

export const Downpayment: Story = {
  args: { paymentType: 'INSTALLMENT', amount: 3500, status: 'Processing', statusVariant: 'neutral', date: undefined },
};
