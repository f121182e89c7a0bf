import { type RefAttributes, useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';

/** Which third of the time is reached; the colour follows it (success, warning, danger). */
export type TimerPhase = 'first' | 'second' | 'last';

const defaultAnnounceAtMs = [10 * 60_000, 5 * 60_000, 60_000] as const;

const defaultFormatAnnouncement = (thresholdMs: number) => {
  if (thresholdMs <= 0) return 'Time is up.';
  const minutes = Math.round(thresholdMs / 60_000);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} remaining.`;
};

const Wrapper = styled.div`
  --timer-fg: var(--ds-color-success);
  --timer-bg: var(--ds-color-success-surface);

  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ds-space-1);
  padding: var(--ds-space-2) var(--ds-space-4);
  border: 2px solid var(--timer-fg);
  border-radius: var(--ds-radius-md);
  background: var(--timer-bg);
  color: var(--ds-color-text);

  &[data-third='second'] {
    --timer-fg: var(--ds-color-warning);
    --timer-bg: var(--ds-color-warning-surface);
  }
  &[data-third='last'] {
    --timer-fg: var(--ds-color-danger);
    --timer-bg: var(--ds-color-danger-surface);
  }

  .timer-label {
    font-size: var(--ds-font-size-sm);
    color: var(--ds-color-text-muted);
  }
  time {
    font-size: var(--ds-font-size-xl);
    font-weight: var(--ds-font-weight-bold);
    font-variant-numeric: tabular-nums;
    color: var(--timer-fg);
  }
`;

export interface CountdownTimerProps extends RefAttributes<HTMLDivElement> {
  /**
   * Milliseconds left. The app owns the clock (server time, offline pauses) and passes this in;
   * it sets the announcements and the machine-readable duration.
   */
  remainingMs: number;
  /**
   * The time left as shown, e.g. `02:45:30`, or `3 days 02:45:30` from a day on: the app formats
   * `remainingMs` (the domain's `formatHms`).
   */
  time: string;
  /**
   * Which third of the time is reached (the domain's `timerPhase`): `first` is the success
   * colour, `second` warning, `last` danger.
   */
  phase: TimerPhase;
  /**
   * Visible label, also the timer's accessible name.
   * @default 'Time remaining'
   */
  label?: string;
  /**
   * Moments (milliseconds left) at which screen readers are told the time. Announcing every
   * second would drown everything else out, so only these thresholds and zero are announced.
   * @default [600000, 300000, 60000]
   */
  announceAtMs?: readonly number[];
  /**
   * The sentence announced when a threshold is crossed (0 means time is up).
   * @default '10 minutes remaining.' … 'Time is up.'
   */
  formatAnnouncement?: (thresholdMs: number) => string;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * The exam countdown. It shows the time and colour it is given and runs no clock of its own:
 * the colour is success, warning or danger for the first, second and last `phase`; a visually
 * hidden polite live region speaks only when a threshold of `announceAtMs` is crossed.
 *
 * **When to use:** The time left in a timed exam, shown as HH:MM:SS in the exam header (with whole
 * days before it when a day or more is left).
 *
 * **When not to:** For a date (write the date), or to run the clock: the page counts from the
 * server's end time and passes `remainingMs`.
 *
 * **Accessibility:** The ticking text is not a live region (it would speak every second); a
 * separate polite live region speaks once at each threshold of `announceAtMs`. Colour changes with
 * the phase and the text stays the same contrast.
 */
export function CountdownTimer({
  remainingMs,
  time,
  phase,
  label = 'Time remaining',
  announceAtMs = defaultAnnounceAtMs,
  formatAnnouncement = defaultFormatAnnouncement,
  className,
  ref,
}: CountdownTimerProps) {
  const labelId = useId();
  const remaining = Math.max(0, remainingMs);
  // The smallest threshold already reached. The live region's text changes only when it does,
  // so assistive technology hears it once per threshold instead of every second.
  const reached = [...announceAtMs, 0].filter((t) => remaining <= t);
  const threshold = reached.length > 0 ? Math.min(...reached) : null;
  const seconds = Math.ceil(remaining / 1000);

  return (
    <>
      <Wrapper ref={ref} role="timer" aria-labelledby={labelId} className={className} data-third={phase}>
        <span id={labelId} className="timer-label">
          {label}
        </span>
        <time dateTime={`PT${seconds}S`}>{time}</time>
      </Wrapper>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {threshold === null ? '' : formatAnnouncement(threshold)}
      </VisuallyHidden>
    </>
  );
}
