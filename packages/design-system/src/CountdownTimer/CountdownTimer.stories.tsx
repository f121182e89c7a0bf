import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountdownTimer } from './CountdownTimer.tsx';

const HOUR = 3_600_000;
const MIN = 60_000;

const meta = {
  title: 'Product/CountdownTimer',
  component: CountdownTimer,
  tags: ['autodocs'],
  args: { remainingMs: 2 * HOUR + 45 * MIN + 30_000, time: '02:45:30', phase: 'first' },
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than two thirds of three hours left: success colour. */
export const FirstThird: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Time remaining' });
    await expect(timer).toHaveTextContent('02:45:30');
    await expect(timer).toHaveAttribute('data-third', 'first');
  },
};

/** A window weeks long: whole days before HH:MM:SS, never "1439:58:53" (decision 0080). */
export const DaysLeft: Story = {
  args: { remainingMs: 60 * 24 * HOUR - 67_000, time: '59 days 23:58:53', phase: 'first' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Time remaining' });
    await expect(timer).toHaveTextContent('59 days 23:58:53');
    await expect(timer.querySelector('time')).toHaveAttribute('datetime', `PT${60 * 24 * 3600 - 67}S`);
  },
};

/** Between one and two thirds left: warning colour. */
export const SecondThird: Story = {
  args: { remainingMs: 1 * HOUR + 30 * MIN, time: '01:30:00', phase: 'second' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-third', 'second');
  },
};

/** The last third: danger colour; under ten minutes a screen reader has been told once. */
export const LastThird: Story = {
  args: { remainingMs: 4 * MIN + 5000, time: '00:04:05', phase: 'last' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-third', 'last');
    await expect(canvas.getByText('5 minutes remaining.')).toBeInTheDocument();
  },
};

export const TimeUp: Story = {
  args: { remainingMs: 0, time: '00:00:00', phase: 'last' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00:00');
    await expect(canvas.getByText('Time is up.')).toBeInTheDocument();
  },
};
