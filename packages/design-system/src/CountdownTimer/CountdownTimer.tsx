import { useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS` for a number of milliseconds (spec §9: the exam timer shows HH:MM:SS). Hours may exceed 24. */
export function formatHms(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

/** Which third of the total time is left: the colour follows it. */
export type TimerThird = 'first' | 'second' | 'last';

export function timerThird(remainingMs: number, totalMs: number): TimerThird {
  if (totalMs <= 0) return 'last';
  const share = remainingMs / totalMs;
  if (share > 2 / 3) return 'first';
  if (share > 1 / 3) return 'second';
  return 'last';
}

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

export interface CountdownTimerProps {
  /** Milliseconds left. The app owns the clock (server time, offline pauses) and passes this in. */
  remainingMs: number;
  /** The whole span in milliseconds; the colour changes as each third of it passes. */
  totalMs: number;
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
  className?: string;
}

/**
 * The exam countdown as HH:MM:SS. It shows the value it is given and runs no clock of its own.
 * Its colour turns from success to warning to danger at each third of `totalMs`; a visually
 * hidden polite live region speaks only when a threshold of `announceAtMs` is crossed.
 */
export function CountdownTimer({
  remainingMs,
  totalMs,
  label = 'Time remaining',
  announceAtMs = defaultAnnounceAtMs,
  formatAnnouncement = defaultFormatAnnouncement,
  className,
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
      <Wrapper role="timer" aria-labelledby={labelId} className={className} data-third={timerThird(remaining, totalMs)}>
        <span id={labelId} className="timer-label">
          {label}
        </span>
        <time dateTime={`PT${seconds}S`}>{formatHms(remaining)}</time>
      </Wrapper>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {threshold === null ? '' : formatAnnouncement(threshold)}
      </VisuallyHidden>
    </>
  );
}
