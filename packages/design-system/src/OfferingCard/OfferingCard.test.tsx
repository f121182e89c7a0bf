import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferingCard } from './OfferingCard.tsx';

describe('OfferingCard', () => {
  it('should show each content line as a bullet, in order', () => {
    render(<OfferingCard title="Review" contentLines={['One', 'Two']} enrollHref="/offerings/1/enroll" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
  });

  it('should show no list without content lines', () => {
    render(<OfferingCard title="Review" contentLines={[]} enrollHref="/offerings/1/enroll" />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('should pair each price with the courses it is for, in order', () => {
    render(
      <OfferingCard
        title="Review"
        contentLines={[]}
        enrollHref="/offerings/1/enroll"
        price={1}
        prices={[
          { label: 'BEED', amount: 9000 },
          { label: 'BSED and UNITS/CPE', amount: 10500 },
        ]}
      />,
    );
    const pairs = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['BEED', '₱9,000.00'],
      ['BSED and UNITS/CPE', '₱10,500.00'],
    ]);
    // The course prices replace the single price.
    expect(screen.queryByText('₱1.00')).toBeNull();
  });
});
