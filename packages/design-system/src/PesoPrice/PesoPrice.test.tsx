import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPeso } from './formatPeso.ts';
import { PesoPrice } from './PesoPrice.tsx';

describe('PesoPrice', () => {
  it.each([
    [10500, '₱10,500.00'],
    [9000, '₱9,000.00'],
    [0, '₱0.00'],
    [1000.5, '₱1,000.50'],
    [1234567.891, '₱1,234,567.89'],
  ])('should format %d as %s', (amount, expected) => {
    expect(formatPeso(amount)).toBe(expected);
  });

  it('should show the formatted amount', () => {
    render(<PesoPrice amount={8000} />);
    expect(screen.getByText('₱8,000.00')).toBeInTheDocument();
  });
});
