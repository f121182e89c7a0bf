import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExamProgress } from './ExamProgress.tsx';

const meta = {
  title: 'Product/ExamProgress',
  component: ExamProgress,
  tags: ['autodocs'],
  args: { answered: 12, total: 50, percent: 24 },
} satisfies Meta<typeof ExamProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '12/50 answered (24%)',
    );
  },
};
export const NotStarted: Story = { args: { answered: 0, percent: 0 } };
export const Complete: Story = { args: { answered: 50, percent: 100 } };
