import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { OfferingCard } from './OfferingCard.tsx';

const meta = {
  title: 'Product/OfferingCard',
  component: OfferingCard,
  tags: ['autodocs'],
  args: {
    title: 'March 2024 Hybrid Online Review (BSED)',
    contentLines: [
      'Live online lectures every weekend',
      'Recorded lectures for six months',
      'Mock board exams with results by e-mail',
      'Printed review modules',
    ],
    price: 10500,
    enrollHref: '/offerings/65f0c1a2b3d4e5f601234567/enroll',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof OfferingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('₱10,500.00')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'ENROLL' });
    await expect(link).toHaveAttribute('href', '/offerings/65f0c1a2b3d4e5f601234567/enroll');
    await expect(link).toHaveAccessibleDescription('March 2024 Hybrid Online Review (BSED)');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const FaceToFace: Story = {
  args: {
    title: 'Hyflex Face-to-Face Review (BEED)',
    contentLines: [
      'Face-to-face classes in Manila, Cebu, Borongan, Malolos and Iloilo',
      'Every Saturday or every Sunday',
    ],
    price: 8000,
  },
};

export const WithoutPrice: Story = { args: { price: undefined } };

/**
 * An offering priced by course (product §9): both prices, each saying whom it is for, so a BEED
 * reviewee sees theirs and not only the BSED one.
 */
export const PricedByCourse: Story = {
  args: {
    title: 'LET Hybrid Online Review (March 2024)',
    price: undefined,
    prices: [
      { label: 'BEED', amount: 9000 },
      { label: 'BSED and UNITS/CPE', amount: 10500 },
    ],
  },
  play: async ({ canvas }) => {
    const prices = canvas.getAllByRole('definition').map((price) => price.textContent);
    await expect(prices).toEqual(['₱9,000.00', '₱10,500.00']);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['BEED', 'BSED and UNITS/CPE']);
  },
};

/** One price for every course, saying so. */
export const OnePriceForAllCourses: Story = {
  args: { price: undefined, prices: [{ label: 'All courses', amount: 10500 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('All courses');
    await expect(canvas.getByRole('definition')).toHaveTextContent('₱10,500.00');
  },
};
