import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExamProgress, progressPercent } from './ExamProgress.tsx';

describe('ExamProgress', () => {
  it.each([
    [0, 50, 0],
    [1, 3, 33],
    [2, 3, 67],
    [50, 50, 100],
    [0, 0, 0],
    [60, 50, 100],
  ])('should show %d of %d answered as %d%%', (answered, total, percent) => {
    expect(progressPercent(answered, total)).toBe(percent);
  });

  it('should expose the answered count and percentage to assistive technology', () => {
    render(<ExamProgress answered={12} total={50} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '24');
    expect(bar).toHaveAttribute('aria-valuetext', '12/50 answered (24%)');
  });
});
