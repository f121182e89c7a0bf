import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PesoPrice } from './PesoPrice.tsx';

const meta = {
  title: 'Product/PesoPrice',
  component: PesoPrice,
  tags: ['autodocs'],
  args: { amount: 10500 },
} satisfies Meta<typeof PesoPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₱10,500.00')).toBeVisible();
  },
};
export const WithCentavos: Story = { args: { amount: 3166.67 } };
export const Zero: Story = { args: { amount: 0 } };
