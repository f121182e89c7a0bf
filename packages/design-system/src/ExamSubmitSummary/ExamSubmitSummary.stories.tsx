import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../AlertDialog/AlertDialog.tsx';
import { ExamSubmitSummary } from './ExamSubmitSummary.tsx';

/** The exam's submit confirmation, as the exam page shows it: the summary, then its own text. */
const meta = {
  title: 'Product/ExamSubmitSummary',
  component: ExamSubmitSummary,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { flagged: 2, unanswered: 9, onShowFlagged: fn(), onShowUnanswered: fn() },
  render: (args) => (
    <AlertDialog defaultOpen title="Submit your answers?">
      <ExamSubmitSummary {...args} />
      Once you submit, you will no longer be able to change your answers for this exam.
    </AlertDialog>
  ),
} satisfies Meta<typeof ExamSubmitSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flagged and unanswered questions: both counts are links, before Cancel and Confirm. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit your answers?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('2 flagged, 9 unanswered');
    await userEvent.click(within(dialog).getByRole('link', { name: '2 flagged' }));
    await expect(args.onShowFlagged).toHaveBeenCalledTimes(1);
  },
};

/** Shift+Tab from Cancel reaches the counts: they come before the dialog's buttons. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('link', { name: '9 unanswered' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShowUnanswered).toHaveBeenCalledTimes(1);
  },
};

/** One flagged question, every question answered: only the flagged count is a link. */
export const OneFlaggedAllAnswered: Story = {
  args: { flagged: 1, unanswered: 0 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('1 flagged, 0 unanswered');
    await expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1 flagged']);
  },
};

/** Nothing left to look at: the counts are plain text. */
export const NothingLeft: Story = {
  args: { flagged: 0, unanswered: 0 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('0 flagged, 0 unanswered');
    await expect(within(dialog).queryAllByRole('link')).toEqual([]);
  },
};
