import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EnrollmentCard } from './EnrollmentCard.tsx';

const meta = {
  title: 'Product/EnrollmentCard',
  component: EnrollmentCard,
  tags: ['autodocs'],
  args: {
    title: 'March 2024 Hybrid Online Review (BSED)',
    reference: 'RC-2024-000123',
    price: 10500,
  },
  parameters: { maxInlineSize: '28rem' },
} satisfies Meta<typeof EnrollmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Awaiting payment proof: the Pay link is offered. */
export const Processing: Story = {
  args: { status: 'Processing', statusVariant: 'neutral', payHref: '/enrollments/e1/payments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing')).toBeVisible();
    const pay = canvas.getByRole('link', { name: 'Pay' });
    await expect(pay).toHaveAttribute('href', '/enrollments/e1/payments');
    await expect(pay).toHaveAccessibleDescription('March 2024 Hybrid Online Review (BSED)');
    await userEvent.tab();
    await expect(pay).toHaveFocus();
    await expect(canvas.queryByText('Next Due Date')).not.toBeInTheDocument();
  },
};

/** Proof submitted, nothing due: the text None instead of a link. */
export const PaymentReview: Story = {
  args: { status: 'Payment Review', statusVariant: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

/** Active and paid by installment, with one still unpaid: next due date and Pay. */
export const ActiveWithInstallmentDue: Story = {
  args: {
    status: 'Active',
    statusVariant: 'success',
    nextDueDate: 'April 15, 2024',
    payHref: '/enrollments/e1/payments',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Next Due Date')).toBeVisible();
    await expect(canvas.getByText('April 15, 2024')).toBeVisible();
  },
};

export const ActiveFullyPaid: Story = { args: { status: 'Active', statusVariant: 'success' } };

/** In the account's list: a link to the enrollment's own page, named with the card's title. */
export const WithDetails: Story = {
  args: {
    status: 'Processing',
    statusVariant: 'neutral',
    payHref: '/enrollments/e1/payments',
    detailHref: '/enrollments/e1',
  },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('link', { name: 'View details' });
    await expect(details).toHaveAttribute('href', '/enrollments/e1');
    await expect(details).toHaveAccessibleDescription('March 2024 Hybrid Online Review (BSED)');
    await userEvent.tab();
    await userEvent.tab();
    await expect(details).toHaveFocus();
  },
};

/**
 * As narrow as the card gets on a 390 px phone, with the longest label beside the reference: the
 * reference number stays whole on one line.
 */
export const OnAPhone: Story = {
  args: {
    status: 'Active',
    statusVariant: 'success',
    nextDueDate: 'Jan 3, 2027',
    payHref: '/enrollments/e1/payments',
  },
  decorators: [(Story) => <div style={{ inlineSize: '310px' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const reference = canvas.getByText('RC-2024-000123');
    const lineHeight = parseFloat(getComputedStyle(reference).lineHeight);
    await expect(reference.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};
