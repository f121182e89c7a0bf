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
});
