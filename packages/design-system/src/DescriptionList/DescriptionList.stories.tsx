import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList.tsx';

const enrollment = [
  { label: 'Reviewee', value: 'Ligaya Ocampo' },
  { label: 'Course', value: 'LET Secondary: Mathematics' },
  { label: 'Status', value: 'Payment review' },
  { label: 'Next due', value: '15 January 2027' },
  { label: 'Branch', value: 'Quezon City' },
  { label: 'Balance', value: '₱4,500.00' },
];

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { items: enrollment, columns: 2, 'aria-label': 'Enrollment' },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

/** Two columns where there is room; each label is a term, each value its definition. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByLabelText('Enrollment');
    await expect(list.tagName).toBe('DL');
    await expect(pairs(list)).toContainEqual(['Next due', '15 January 2027']);
    const [first, second] = within(list).getAllByRole('term');
    // Side by side: the second pair starts on the first pair's line.
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
  },
};

/**
 * In a narrow panel (22rem) the two columns become one, and long values (an address, a
 * reference, a note) wrap within it instead of widening the page.
 */
export const LongValues: Story = {
  parameters: { maxInlineSize: '22rem' },
  args: {
    items: [
      { label: 'E-mail', value: 'cashier.bautista.longname@reviewcenter.example.ph' },
      { label: 'Payment reference', value: 'GCASH-2026-11-27-000000000000481516234200001' },
      {
        label: 'Note',
        value:
          'Paid in full at the Quezon City branch; official receipt 004512 was issued and the reviewee was told the schedule by text message.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByLabelText('Enrollment');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const [first, second] = within(list).getAllByRole('term');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};

/** An empty value says so, rather than leaving a blank that reads as a broken page. */
export const EmptyValue: Story = {
  args: {
    items: [
      { label: 'Reviewee', value: 'Andres Bautista' },
      { label: 'Middle name', value: '' },
      { label: 'Coupon', value: null },
    ],
    emptyValue: 'Not given',
  },
  play: async ({ canvas }) => {
    const list = canvas.getByLabelText('Enrollment');
    await expect(pairs(list)).toEqual([
      ['Reviewee', 'Andres Bautista'],
      ['Middle name', 'Not given'],
      ['Coupon', 'Not given'],
    ]);
  },
};
