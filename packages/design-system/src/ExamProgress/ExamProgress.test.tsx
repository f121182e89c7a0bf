import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExamProgress } from './ExamProgress.tsx';

describe('ExamProgress', () => {
  it('should expose the answered count and percentage to assistive technology', () => {
    render(<ExamProgress answered={12} total={50} percent={24} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '24');
    expect(bar).toHaveAttribute('aria-valuetext', '12/50 answered (24%)');
  });
});
