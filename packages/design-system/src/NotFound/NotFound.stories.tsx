import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Product/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(
      canvas.getByText('The content was not found. You have mistyped the address or the page may have moved.'),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'BACK HOME' });
    await expect(link).toHaveAttribute('href', '/home');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** An exam error screen (product §8: template not found). */
export const WithErrorCode: Story = {
  args: { errorCode: '0001' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ERROR CODE: 0001')).toBeVisible();
  },
};
