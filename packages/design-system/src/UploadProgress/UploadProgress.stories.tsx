import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UploadProgress } from './UploadProgress.tsx';

const meta = {
  title: 'Product/UploadProgress',
  component: UploadProgress,
  tags: ['autodocs'],
  args: { label: 'Uploading 2 files', value: 42, onCancel: fn() },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bytes on their way: the percent is shown and announced as the bar's value. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading 2 files' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveTextContent('42%');
    // Reached and pressed from the keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel upload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Images being made smaller before anything is sent: activity, no value yet. */
export const Preparing: Story = {
  args: { label: 'Preparing 2 images', value: undefined },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Preparing 2 images' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  },
};

/** Every byte sent: the server is storing the files. */
export const Sent: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toHaveTextContent('100%');
  },
};
