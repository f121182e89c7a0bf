import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ExamPalette, type ExamPaletteItem } from './ExamPalette.tsx';

const makeItems = (count: number, answered: (index: number) => boolean): ExamPaletteItem[] =>
  Array.from({ length: count }, (_, index) => ({ id: `q${index + 1}`, isAnswered: answered(index) }));

const meta = {
  title: 'Product/ExamPalette',
  component: ExamPalette,
  tags: ['autodocs'],
  args: {
    items: makeItems(20, (i) => i < 6 && i !== 2),
    currentId: 'q7',
    onSelect: fn(),
  },
} satisfies Meta<typeof ExamPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Current, answered and unanswered questions side by side. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: 'Question 1, answered' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Question 3, not answered' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Question 7, not answered' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const AllUnanswered: Story = { args: { items: makeItems(20, () => false), currentId: 'q1' } };
export const AllAnswered: Story = { args: { items: makeItems(20, () => true), currentId: 'q20' } };

/** Flagged questions carry a flag in their corner and say so in their names; the palette counts them. */
export const Flagged: Story = {
  args: {
    isFlaggable: true,
    items: makeItems(20, (i) => i < 6 && i !== 2).map((item, i) => ({ ...item, isFlagged: i === 1 || i === 6 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 questions flagged')).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Question 2, answered, flagged' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Question 7, not answered, flagged' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Flagged')).toBeVisible();
  },
};

/** Flagging is on and nothing is flagged yet. */
export const FlaggableNoneFlagged: Story = {
  args: { isFlaggable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No question flagged')).toBeVisible();
  },
};

/** One tab stop; arrow keys move between questions, Enter picks one. */
export const KeyboardNavigation: Story = {
  render: function Render(args) {
    const [currentId, setCurrentId] = useState(args.currentId);
    return (
      <ExamPalette
        {...args}
        currentId={currentId}
        onSelect={(id) => {
          setCurrentId(id);
          args.onSelect(id);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Question 7, not answered' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Question 8, not answered' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('row', { name: 'Question 6, answered' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('q6');
    await expect(canvas.getByRole('row', { name: 'Question 6, answered' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('row', { name: 'Question 20, not answered' })).toHaveFocus();
  },
};
