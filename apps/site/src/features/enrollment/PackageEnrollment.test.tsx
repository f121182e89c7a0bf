import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackageEnrollment } from './PackageEnrollment.tsx';

describe('PackageEnrollment', () => {
  it('should show only the hybrid-season notice for that offering', () => {
    render(<PackageEnrollment offeringId="hybrid-season-2024" />);
    expect(screen.getByText(/This offering is a hybrid season/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Enrollment steps' })).not.toBeInTheDocument();
  });

  it('should send a visitor without an offering to the offerings page', () => {
    render(<PackageEnrollment offeringId={null} />);
    expect(screen.getByRole('link', { name: 'offerings page' })).toHaveAttribute('href', '/offerings');
  });
});
