import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnrollmentSuccess } from './EnrollmentSuccess.tsx';

describe('EnrollmentSuccess', () => {
  it('should show the reference and status from the address', () => {
    render(<EnrollmentSuccess reference="RC-2024-0001" status="Processing" />);
    // The spec's 'Success - Enrollment Submitted' heads the page (decision 0072).
    expect(screen.getByRole('heading', { level: 1, name: 'Enrollment Submitted' })).toBeInTheDocument();
    expect(screen.getByText('RC-2024-0001')).toBeInTheDocument();
    expect(screen.getByText('Status: Processing')).toBeInTheDocument();
    expect(screen.getByText(/within 3 business days/)).toBeInTheDocument();
  });

  it('should not ask for payment once the enrollment is Active', () => {
    render(<EnrollmentSuccess reference="RC-2024-0001" status="Active" />);
    expect(screen.queryByText(/within 3 business days/)).not.toBeInTheDocument();
  });
});
