import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountdownTimer } from './CountdownTimer.tsx';

const HOUR = 3_600_000;
const MIN = 60_000;

describe('CountdownTimer', () => {
  it('should name the timer and show the time left', () => {
    render(<CountdownTimer remainingMs={HOUR + 5000} time="01:00:05" phase="second" />);
    const timer = screen.getByRole('timer', { name: 'Time remaining' });
    expect(timer).toHaveTextContent('01:00:05');
    expect(timer.querySelector('time')).toHaveAttribute('datetime', 'PT3605S');
  });

  it.each(['first', 'second', 'last'] as const)('should colour the %s third as its phase', (phase) => {
    render(<CountdownTimer remainingMs={HOUR} time="01:00:00" phase={phase} />);
    expect(screen.getByRole('timer')).toHaveAttribute('data-third', phase);
  });

  it('should announce only when a threshold is crossed, not every second', () => {
    const timer = (remainingMs: number) => <CountdownTimer remainingMs={remainingMs} time="" phase="last" />;
    const { rerender, container } = render(timer(11 * MIN));
    const live = () => container.querySelector('[aria-live="polite"]');
    expect(live()?.textContent).toBe('');
    rerender(timer(10 * MIN));
    expect(live()).toHaveTextContent('10 minutes remaining.');
    rerender(timer(9 * MIN + 59_000));
    expect(live()).toHaveTextContent('10 minutes remaining.');
    rerender(timer(59_000));
    expect(live()).toHaveTextContent('1 minute remaining.');
    rerender(timer(0));
    expect(live()).toHaveTextContent('Time is up.');
  });
});
