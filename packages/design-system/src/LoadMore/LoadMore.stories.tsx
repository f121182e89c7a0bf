import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadMore } from './LoadMore.tsx';

const meta = {
  title: 'Primitives/LoadMore',
  component: LoadMore,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { loadedCount: 4, totalCount: 10, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 of 10');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Everything is loaded: the button is gone (spec: shown while the total exceeds what is loaded). */
export const AllLoaded: Story = {
  args: { loadedCount: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { loadedCount: 0, totalCount: 0 } };
