import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastRegion, type ToastContent } from './Toast.tsx';
import { TOAST_TIMEOUT_MS, ToastQueue } from './toastQueue.ts';

/** A queue per story, so stories do not share toasts. */
function Demo({ queue, content, timeout }: { queue: ToastQueue; content: ToastContent; timeout?: number }) {
  return (
    <>
      <Button onPress={() => queue.add(content, timeout === undefined ? undefined : { timeout })}>Notify</Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success toast appears top-right; its close button dismisses it and is keyboard reachable. */
export const Success: Story = {
  render: () => (
    <Demo queue={new ToastQueue()} content={{ title: 'Success - Enrollment successful', variant: 'success' }} />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const toast = await screen.findByRole('alertdialog', { name: /Success - Enrollment successful/ });
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const ErrorToast: Story = {
  render: () => (
    <Demo
      queue={new ToastQueue()}
      content={{
        title: 'Error - No network connection',
        description: 'Check your connection and try again.',
        variant: 'error',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const toast = await screen.findByRole('alertdialog', { name: /Error - No network connection/ });
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const CloseWithKeyboard: Story = {
  render: () => <Demo queue={new ToastQueue()} content={{ title: 'Success - Files attached', variant: 'success' }} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    // The toasts come next in the tab order: the toast, then its close button.
    await userEvent.tab();
    if (document.activeElement !== close) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Auto-dismiss, with a short timeout so the story does not wait the real 7 seconds. */
export const AutoDismiss: Story = {
  render: () => <Demo queue={new ToastQueue()} content={{ title: 'Success - Payment Submitted' }} timeout={300} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Long enough for the hover to land before the toast's time is up on a slow machine. */
const HOVERED_TIMEOUT_MS = 1000;

/**
 * Hovering the region pauses the timer (React Aria), so the toast stays. A toast with the same
 * timeout, queued once the pointer is on this one and never hovered, is the clock: once it has
 * closed itself, this one would have closed too, had its timer kept running.
 */
export const PausesWhileHovered: Story = {
  render: () => (
    <Demo queue={new ToastQueue()} content={{ title: 'Success - Register Successful' }} timeout={HOVERED_TIMEOUT_MS} />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const toast = await screen.findByRole('alertdialog');
    await userEvent.hover(toast);
    const witness = new ToastQueue();
    witness.add({ title: 'Witness' }, { timeout: HOVERED_TIMEOUT_MS });
    // Its timer starts as a shown toast's does (React Aria starts it when the toast renders).
    witness.resumeAll();
    await waitFor(() => expect(witness.visibleToasts).toHaveLength(0));
    await expect(toast).toBeInTheDocument();
    await expect(toast).toBeVisible();
    await expect(TOAST_TIMEOUT_MS).toBe(7000);
  },
};
