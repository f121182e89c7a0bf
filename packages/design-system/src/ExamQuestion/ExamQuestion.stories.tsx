import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ExamQuestion } from './ExamQuestion.tsx';

const meta = {
  title: 'Product/ExamQuestion',
  component: ExamQuestion,
  tags: ['autodocs'],
  args: {
    number: 3,
    count: 50,
    questionHtml: '<p>Which learning theory holds that learners build knowledge through experience and reflection?</p>',
    options: [
      { label: 'A', data: '<p>Behaviorism</p>' },
      { label: 'B', data: '<p>Constructivism</p>' },
      { label: 'C', data: '<p>Connectionism</p>' },
      { label: 'D', data: '<p>Operant conditioning</p>' },
    ],
    value: null,
    onChange: fn(),
  },
  parameters: { maxInlineSize: '40rem' },
} satisfies Meta<typeof ExamQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ExamQuestion
        {...args}
        value={value}
        onChange={(label) => {
          setValue(label);
          args.onChange(label);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAccessibleName(expect.stringContaining('Question 3 of 50'));
    await expect(group).toHaveAccessibleName(expect.stringContaining('Which learning theory'));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Behaviorism' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Constructivism' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('B');
  },
};

export const Answered: Story = { args: { value: 'B' } };

/** A question of a group: the shared passage shows above it. */
export const WithGroupContent: Story = {
  args: {
    number: 12,
    groupHtml:
      '<p><strong>Read the passage.</strong> Teacher Ana groups her Grade 4 pupils by reading level and gives each group a different text on the same topic.</p>',
    questionHtml: '<p>What principle of teaching does Teacher Ana apply?</p>',
    options: [
      { label: 'A', data: '<p>Differentiated instruction</p>' },
      { label: 'B', data: '<p>Mastery learning</p>' },
      { label: 'C', data: '<p>Direct instruction</p>' },
      { label: 'D', data: '<p>Programmed learning</p>' },
    ],
  },
};

export const Disabled: Story = {
  args: { value: 'C', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Connectionism' })).toBeDisabled();
  },
};
