import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  // Fields sit in form columns; a column width shows them as they appear in the product.
  parameters: { maxInlineSize: '22rem' },
  args: { label: 'Last take date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: new CalendarDate(2023, 9, 24) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Open calendar/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    // The selected day takes focus; arrows move by day, Enter picks.
    await waitFor(() => expect(screen.getByRole('button', { name: /September 24, 2023/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2023, 9, 25));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultValue: new CalendarDate(2023, 9, 24) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    await expect(await screen.findByRole('grid')).toBeVisible();
  },
};

export const Invalid: Story = { args: { errorMessage: 'Last take date is required' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: new CalendarDate(2023, 9, 24) } };
