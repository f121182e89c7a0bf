import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

const meta = {
  title: 'Primitives/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    title: 'Please correct the 2 errors below.',
    entries: [
      { targetId: 'story-email', label: 'Email', message: 'Email is invalid' },
      { targetId: 'story-password', label: 'Password', message: 'Password must be at least 8 characters' },
    ],
  },
  // The fields the entries link to, below the summary as in a form.
  render: (args) => (
    <form noValidate aria-label="Login" style={{ display: 'grid', gap: 'var(--ds-space-4)', maxInlineSize: '40rem' }}>
      <ErrorSummary {...args} />
      <TextField id="story-email" label="Email" defaultValue="juan" errorMessage="Email is invalid" />
      <TextField
        id="story-password"
        label="Password"
        type="password"
        defaultValue="1234567"
        errorMessage="Password must be at least 8 characters"
      />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a refused submit: the count, then a link to each failing field; a link moves focus to it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Email: Email is invalid',
      'Password: Password must be at least 8 characters',
    ]);
    await userEvent.click(links[1]!);
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/** One failing field: the sentence in the singular. */
export const OneError: Story = {
  args: {
    title: 'Please correct the error below.',
    entries: [{ targetId: 'story-email', label: 'Email', message: 'Email is invalid' }],
  },
};

/** An error no field in the page shows (a part still loading) is listed as text, without a link. */
export const EntryWithoutField: Story = {
  args: {
    title: 'Please correct the error below.',
    entries: [{ message: 'Attach at least one image of your payment' }],
  },
};

/** Before a submit, or after one that passed: in the page for screen readers, but empty and unseen. */
export const Empty: Story = {
  args: { title: null, entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="alert"]')).toBeEmptyDOMElement();
  },
};
