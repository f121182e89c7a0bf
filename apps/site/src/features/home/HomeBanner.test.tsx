import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HomeBanner } from './HomeBanner.tsx';

describe('HomeBanner', () => {
  it('should offer the two fixed offerings, one slide at a time, with Enroll Now links', async () => {
    const user = userEvent.setup();
    render(<HomeBanner />);
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/offerings/hybrid-online-march-2024/enroll',
    );
    expect(screen.getByText('BEED ₱9,000.00 · BSED ₱10,500.00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show slide 2 of 2' }));
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/offerings/hyflex-face-to-face-2024/enroll',
    );
    expect(screen.getByText('BEED ₱8,000.00 · BSED ₱9,500.00')).toBeVisible();
  });

  it('should let the visitor stop the rotation', async () => {
    const user = userEvent.setup();
    render(<HomeBanner />);
    await user.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });
});
