import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

const courses = [
  { id: 'BEED', name: 'BEED' },
  { id: 'BSED', name: 'BSED' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  // Fields sit in form columns; a column width shows them as they appear in the product.
  parameters: { maxInlineSize: '22rem' },
  args: {
    label: 'Course',
    placeholder: 'Select a course',
    onSelectionChange: fn(),
    children: courses.map((c) => (
      <SelectItem key={c.id} id={c.id}>
        {c.name}
      </SelectItem>
    )),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Course/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('BSED');
    await expect(trigger).toHaveTextContent('BSED');
    // Focus returns to the trigger once the popover has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultSelectedKey: 'BEED' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Course/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'BEED' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Course is required', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Course is required')).toBeVisible();
    // The button itself says so, as a text field's input does.
    await expect(canvas.getByRole('button', { name: /Course/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'BEED' } };

export const WithDescription: Story = {
  args: { description: 'Specialization is asked for BSED only.' },
};
