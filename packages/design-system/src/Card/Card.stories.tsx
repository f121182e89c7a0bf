import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <h3 style={{ margin: 0 }}>Hybrid Online Review</h3>
        <p style={{ margin: 0 }}>March 2024 run, for BEED and BSED.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hybrid Online Review' })).toBeVisible();
  },
};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Muted: Story = { args: { variant: 'muted' } };
export const SmallPadding: Story = { args: { padding: 'sm' } };
export const AsArticle: Story = {
  args: { elementType: 'article', 'aria-label': 'Announcement' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Announcement' })).toBeVisible();
  },
};
