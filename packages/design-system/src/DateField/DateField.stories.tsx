import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  tags: ['autodocs'],
  // Fields sit in form columns; a column width shows them as they appear in the product.
  parameters: { maxInlineSize: '22rem' },
  args: { label: 'Birthdate', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveFocus();
    // Each part is typed in turn; focus moves on by itself.
    await userEvent.keyboard('03151998');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1998, 3, 15));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1999, 3, 15));
  },
};

export const Invalid: Story = {
  args: { defaultValue: new CalendarDate(2015, 1, 1), errorMessage: 'You must be at least 18 years old' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You must be at least 18 years old')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: new CalendarDate(1998, 3, 15) } };
export const ReadOnly: Story = { args: { isReadOnly: true, value: new CalendarDate(1998, 3, 15) } };
