import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './BannerCarousel.tsx';

const slides = [
  { id: 'a', heading: 'Hybrid Online Review' },
  { id: 'b', heading: 'Hyflex Face-to-Face Review' },
];

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

describe('BannerCarousel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it.each([
    [false, 'Stop automatic slide show', 'off'],
    [true, 'Start automatic slide show', 'polite'],
  ])('with reduced motion %s should offer "%s" and set aria-live %s', (reduce, control, live) => {
    mockReducedMotion(reduce);
    const { container } = render(<BannerCarousel slides={slides} />);
    expect(screen.getByRole('button', { name: control })).toBeInTheDocument();
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', live);
  });

  it('should not move on by itself when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    render(<BannerCarousel slides={slides} intervalMs={1000} />);
    vi.advanceTimersByTime(5000);
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeVisible();
  });
});
