import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AnnouncementCard } from './AnnouncementCard.tsx';

const meta = {
  title: 'Product/AnnouncementCard',
  component: AnnouncementCard,
  tags: ['autodocs'],
  args: {
    title: 'March 2024 LET hybrid review: enrollment is open',
    date: '2024-01-15T01:00:00.000Z',
    href: '/announcements/march-2024-let-hybrid-review',
  },
  parameters: { maxInlineSize: '24rem' },
} satisfies Meta<typeof AnnouncementCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15')).toBeVisible();
    await expect(canvas.getByText('JAN')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'March 2024 LET hybrid review: enrollment is open' });
    await expect(link).toHaveAttribute('href', '/announcements/march-2024-let-hybrid-review');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Schedule of the final coaching sessions for BEED and BSED reviewees in Manila, Cebu and Iloilo',
    date: '2024-09-30T01:00:00.000Z',
  },
};
