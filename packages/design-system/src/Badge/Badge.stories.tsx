import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Processing' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing')).toBeVisible();
  },
};
export const Primary: Story = { args: { variant: 'primary', children: '3' } };
export const Accent: Story = { args: { variant: 'accent', children: '2' } };
export const Success: Story = { args: { variant: 'success', children: 'Active' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Payment Review' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Expired' } };
