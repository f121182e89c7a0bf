import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Payment term',
    onChange: fn(),
    children: [
      <Radio key="Full" value="Full">
        Full
      </Radio>,
      <Radio key="Installment" value="Installment">
        Installment
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Full' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Installment' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Installment');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'Full' } };

export const Invalid: Story = {
  args: { errorMessage: 'Please choose a payment term' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose a payment term')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Full' } };
export const ReadOnly: Story = { args: { isReadOnly: true, value: 'Installment' } };
