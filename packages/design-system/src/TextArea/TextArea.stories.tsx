import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  // Fields sit in form columns; a column width shows them as they appear in the product.
  parameters: { maxInlineSize: '22rem' },
  args: { label: 'Message', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Hello{Enter}World');
    await expect(area).toHaveValue('Hello\nWorld');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hello\nWorld');
  },
};

export const WithDescription: Story = {
  args: { description: 'Tell us what you need help with.', placeholder: 'Your message' },
};

export const Invalid: Story = {
  args: { errorMessage: 'Message is required' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Message is required');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, value: 'I paid through GCash yesterday.' },
};
