import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PrintableSummary } from './PrintableSummary.tsx';

const meta = {
  title: 'Product/PrintableSummary',
  component: PrintableSummary,
  tags: ['autodocs'],
  args: {
    title: 'Enrollment summary',
    onPrint: fn(),
    items: [
      { term: 'Offering', description: 'March 2024 Hybrid Online Review (BSED)' },
      { term: 'Full name', description: 'Maria Clara Santos' },
      { term: 'E-mail', description: 'maria.santos@example.com' },
      { term: 'Mobile', description: '09171234567' },
      { term: 'Course', description: 'BSED, Mathematics' },
      { term: 'Branch', description: 'Cebu' },
      { term: 'Payment term', description: 'Installment' },
      { term: 'Price', description: '₱10,500.00' },
    ],
  },
  parameters: { maxInlineSize: '36rem' },
} satisfies Meta<typeof PrintableSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Enrollment summary' })).toBeVisible();
    await expect(canvas.getByText('Maria Clara Santos')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Print' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** Without `onPrint`, the button opens the browser's print dialog. */
export const BrowserPrint: Story = {
  args: { onPrint: undefined },
  play: async ({ canvas }) => {
    const print = window.print;
    const spy = fn();
    window.print = spy;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
      await expect(spy).toHaveBeenCalledOnce();
    } finally {
      window.print = print;
    }
  },
};
