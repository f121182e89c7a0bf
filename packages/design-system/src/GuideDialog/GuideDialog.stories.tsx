import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { GuideDialog } from './GuideDialog.tsx';

const meta = {
  title: 'Product/GuideDialog',
  component: GuideDialog,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
} satisfies Meta<typeof GuideDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a button: walk the three steps by keyboard; focus returns to the button on close. */
export const FromTrigger: Story = {
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Show enrollment guide</Button>
      <GuideDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show enrollment guide' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Enrollment Guide' });
    await expect(dialog).toHaveTextContent('Pending Enrollment');
    await expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(screen.getByRole('heading', { name: 'Attachments' })).toHaveFocus();
    // It names the controls the reviewee will meet: the card's Pay link, the Choose files button.
    await expect(dialog).toHaveTextContent('Click Attachments to continue');
    await expect(dialog).toHaveTextContent('click Pay');
    await expect(dialog).toHaveTextContent('click Choose files under Attachments');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(screen.getByRole('heading', { name: 'Confirmation' })).toHaveFocus();
    await expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await expect(screen.getByRole('heading', { name: 'Attachments' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** As the home page shows it to a user with a Processing enrollment. */
export const OpenOnArrival: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enrollment Guide' });
    // Wait for the fade-in to end, so the screenshot shows the finished dialog.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('navigation', { name: 'Guide steps' })).toBeVisible();
  },
};

/** The last step, linking to the account. */
export const LastStep: Story = {
  args: { defaultOpen: true, defaultStep: 2 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enrollment Guide' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    await expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

/** Done on the last step closes the guide: the picture is the page with the guide gone. */
export const ClosedWithDone: Story = {
  args: { defaultOpen: true, defaultStep: 2 },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // The picture waits for the exit to end, so it never catches the guide half gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
