import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link.tsx';

// The app plugs its router in with React Aria's RouterProvider; here a spy stands in for it, so
// following a link in a story never navigates the page away.
const navigate = fn();

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/privacy-policy', children: 'Privacy policy' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onPress: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy policy' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    navigate.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/privacy-policy', undefined);
  },
};
export const Standalone: Story = { args: { variant: 'standalone', children: 'See all announcements' } };
export const ButtonLike: Story = {
  args: { variant: 'button', children: 'Enroll Now', href: '/offerings/hybrid/enroll' },
};
export const AccentButton: Story = {
  args: { variant: 'button-accent', children: 'PROCEED TO PAYMENT', href: '/enrollments/123/payments' },
};
export const Current: Story = {
  args: { variant: 'standalone', children: 'Offerings', 'aria-current': 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Offerings' })).toHaveAttribute('aria-current', 'page');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
