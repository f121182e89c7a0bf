import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountdownTimer, formatHms, timerThird } from './CountdownTimer.tsx';

const HOUR = 3_600_000;
const MIN = 60_000;

describe('CountdownTimer', () => {
  it.each([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [999, '00:00:01'],
    [59_000, '00:00:59'],
    [MIN, '00:01:00'],
    [HOUR + 2 * MIN + 3000, '01:02:03'],
    [26 * HOUR, '26:00:00'],
  ])('should format %d ms as %s', (ms, expected) => {
    expect(formatHms(ms)).toBe(expected);
  });

  it.each([
    [3 * HOUR, 3 * HOUR, 'first'],
    [2 * HOUR + 1000, 3 * HOUR, 'first'],
    [2 * HOUR, 3 * HOUR, 'second'],
    [HOUR + 1000, 3 * HOUR, 'second'],
    [HOUR, 3 * HOUR, 'last'],
    [0, 3 * HOUR, 'last'],
  ])('should put %d ms left of %d ms in the %s third', (remaining, total, third) => {
    expect(timerThird(remaining, total)).toBe(third);
  });

  it('should name the timer and show the time left', () => {
    render(<CountdownTimer remainingMs={HOUR + 5000} totalMs={2 * HOUR} />);
    expect(screen.getByRole('timer', { name: 'Time remaining' })).toHaveTextContent('01:00:05');
  });

  it('should announce only when a threshold is crossed, not every second', () => {
    const { rerender, container } = render(<CountdownTimer remainingMs={11 * MIN} totalMs={HOUR} />);
    const live = () => container.querySelector('[aria-live="polite"]');
    expect(live()?.textContent).toBe('');
    rerender(<CountdownTimer remainingMs={10 * MIN} totalMs={HOUR} />);
    expect(live()).toHaveTextContent('10 minutes remaining.');
    rerender(<CountdownTimer remainingMs={9 * MIN + 59_000} totalMs={HOUR} />);
    expect(live()).toHaveTextContent('10 minutes remaining.');
    rerender(<CountdownTimer remainingMs={59_000} totalMs={HOUR} />);
    expect(live()).toHaveTextContent('1 minute remaining.');
    rerender(<CountdownTimer remainingMs={0} totalMs={HOUR} />);
    expect(live()).toHaveTextContent('Time is up.');
  });
});
