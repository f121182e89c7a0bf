import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  // Fields sit in form columns; a column width shows them as they appear in the product.
  parameters: { maxInlineSize: '22rem' },
  args: { label: 'Amount', onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 1, minValue: 0 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Currency: Story = {
  args: {
    label: 'Downpayment',
    defaultValue: 3500,
    formatOptions: { style: 'currency', currency: 'PHP' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Downpayment' })).toHaveValue('₱3,500.00');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Enter an amount of at least 1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'Enter an amount of at least 1',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 4 } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 4 } };
