import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  // Fields sit in form columns; a column width shows them as they appear in the product.
  parameters: { maxInlineSize: '22rem' },
  args: { label: 'First name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Maria');
    await expect(input).toHaveValue('Maria');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maria');
  },
};

export const WithDescription: Story = {
  args: { label: 'Mobile', description: '11 digits, e.g. 09171234567', placeholder: '09XXXXXXXXX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription(
      '11 digits, e.g. 09171234567',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'Email', defaultValue: 'maria@', errorMessage: 'Please enter a valid email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

export const Disabled: Story = { args: { label: 'Middle name', isDisabled: true } };

export const ReadOnly: Story = {
  args: { label: 'Email', value: 'maria.santos@example.com', isReadOnly: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
