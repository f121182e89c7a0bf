import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FlagIcon } from '../Icon/FlagIcon.tsx';
import { ToggleButton } from './ToggleButton.tsx';

const meta = {
  title: 'Primitives/ToggleButton',
  component: ToggleButton,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <FlagIcon />
        Flag for review
      </>
    ),
    onChange: fn(),
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not pressed: outlined. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Pressed: filled, the icon filled too, so the state shows by shape and not by colour alone. */
export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Tab reaches it; Space and Enter toggle it, the name unchanged. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Flag for review' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
