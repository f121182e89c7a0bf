import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Dialog, DialogActions, DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    title: 'Terms and conditions',
    children: 'One account is limited to one registered device. Access is valid for six months.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Read the terms</Button>
      <Modal>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens, Escape closes, and focus goes back to the button that opened it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Read the terms' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The × button closes; focus is trapped inside while open. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Read the terms' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A dialog's buttons sit in DialogActions: the design system's gap between them, never touching. */
export const WithActions: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Read the terms</Button>
      <Modal>
        <Dialog {...args}>
          {({ close }) => (
            <>
              <p>{args.children as string}</p>
              <DialogActions>
                <Button onPress={close}>Accept the terms</Button>
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the terms' }));
    const accept = (await screen.findByRole('button', { name: 'Accept the terms' })).getBoundingClientRect();
    const cancel = screen.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    // --ds-space-3 (0.75rem) between them, side by side or wrapped.
    await expect(Math.max(cancel.left - accept.right, cancel.top - accept.bottom)).toBeGreaterThanOrEqual(12);
  },
};
