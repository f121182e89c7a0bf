import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    isDismissable: true,
    onOpenChange: fn(),
    children: <Dialog title="Enrollment guide">Open the Enrollments tab to continue.</Dialog>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enrollment guide' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
