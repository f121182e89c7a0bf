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

  it('should show one slide as a plain section: no controls, no rotation, no "1 of 1"', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    const { container } = render(<BannerCarousel slides={slides.slice(0, 1)} intervalMs={1000} />);
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region).not.toHaveAttribute('aria-roledescription');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-live]')).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(screen.getByRole('heading', { name: 'Hybrid Online Review' })).toBeVisible();
  });

  it('should not move on by itself when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    render(<BannerCarousel slides={slides} intervalMs={1000} />);
    vi.advanceTimersByTime(5000);
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeVisible();
  });
});
