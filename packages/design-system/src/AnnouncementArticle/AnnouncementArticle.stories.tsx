import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AnnouncementArticle } from './AnnouncementArticle.tsx';

const latest = [
  {
    title: 'Hyflex face-to-face review opens in Iloilo',
    href: '/announcements/hyflex-iloilo',
    date: '2024-02-10T01:00:00Z',
  },
  {
    title: 'Mock board exam schedule for February',
    href: '/announcements/mock-exam-february',
    date: '2024-02-01T01:00:00Z',
  },
  { title: 'New lecturers for Social Science', href: '/announcements/new-lecturers', date: '2024-01-20T01:00:00Z' },
];

const meta = {
  title: 'Product/AnnouncementArticle',
  component: AnnouncementArticle,
  tags: ['autodocs'],
  args: {
    announcement: {
      title: 'March 2024 LET hybrid review: enrollment is open',
      date: '2024-01-15T01:00:00Z',
      contentHtml:
        '<p>Enrollment for the March 2024 hybrid online review is now open for BEED and BSED reviewees.</p><ul><li>Live online lectures every weekend</li><li>Recorded lectures for six months</li></ul><p>Slots are given on a first come, first served basis once full payment is received.</p>',
    },
    latest,
  },
} satisfies Meta<typeof AnnouncementArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'March 2024 LET hybrid review: enrollment is open' }),
    ).toBeVisible();
    await expect(canvas.getByText('January 15, 2024')).toBeVisible();
    const aside = canvas.getByRole('complementary', { name: 'LATEST' });
    await expect(within(aside).getAllByRole('link')).toHaveLength(3);
    await userEvent.tab();
    await expect(within(aside).getByRole('link', { name: 'Hyflex face-to-face review opens in Iloilo' })).toHaveFocus();
  },
};

export const NotFound: Story = {
  args: { announcement: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ANNOUNCEMENT NOT FOUND' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading announcement' })).toBeInTheDocument();
  },
};

export const NoOtherAnnouncements: Story = {
  args: { latest: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};
