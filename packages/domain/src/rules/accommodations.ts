/**
 * Accommodations on exam day (decision 0083): staff grant a reviewee, a branch or an
 * offering extra time (minutes, or a multiplier of the time limit), a window of their own, or a
 * reopened attempt after it closed. Every kind lives in one record, and the one deadline rule
 * (`attemptDeadline`) reads it: extra time lengthens the time limit and the window's end together,
 * so the window never cuts off time that was granted (PrairieLearn #2224). The server decides
 * with its own clock; the exam page shows the same deadline from the attempt it reads.
 */
import { epochMs, type Instant } from './instant.ts';

const MINUTE_MS = 60_000;

/** Who a record is for, the most specific first: a reviewee's own record wins over a branch's. */
export const ACCOMMODATION_SCOPES = ['reviewee', 'branch', 'offering'] as const;
export type AccommodationScope = (typeof ACCOMMODATION_SCOPES)[number];

/** What one record grants; null: this record grants nothing of that kind. */
export interface AccommodationTerms {
  /** Minutes added to the time limit (and to the window's end). */
  extraMinutes: number | null;
  /** The time limit multiplied (1.5: half as long again), before any extra minutes. */
  timeMultiplier: number | null;
  /** A window of one's own, in place of the exam's: both ends or neither. */
  windowFrom: Instant | null;
  windowUntil: Instant | null;
  /** A closed attempt reopened: it runs until then, whatever else says. */
  reopenedUntil: Instant | null;
}

/** The terms granting nothing: the exam as every reviewee has it. */
export const NO_ACCOMMODATION: AccommodationTerms = {
  extraMinutes: null,
  timeMultiplier: null,
  windowFrom: null,
  windowUntil: null,
  reopenedUntil: null,
};

const SPECIFICITY: Readonly<Record<AccommodationScope, number>> = { reviewee: 0, branch: 1, offering: 2 };

/**
 * The terms that hold for one reviewee, from every record that reaches them (their own, their
 * branch's, their offering's). Each kind is taken from the most specific record that grants it,
 * so a reviewee's reopened attempt keeps the extra time their branch was given, and their own
 * extra time replaces the branch's rather than adding to it (Moodle's user and group overrides).
 * A window is one kind: its two ends come from the same record.
 */
export function mergeAccommodations(
  records: readonly (AccommodationTerms & { scope: AccommodationScope })[],
): AccommodationTerms {
  const ordered = [...records].sort((a, b) => SPECIFICITY[a.scope] - SPECIFICITY[b.scope]);
  const first = <K extends keyof AccommodationTerms>(key: K) =>
    ordered.find((record) => record[key] !== null)?.[key] ?? null;
  const window = ordered.find((record) => record.windowFrom !== null && record.windowUntil !== null);
  return {
    extraMinutes: first('extraMinutes'),
    timeMultiplier: first('timeMultiplier'),
    windowFrom: window?.windowFrom ?? null,
    windowUntil: window?.windowUntil ?? null,
    reopenedUntil: first('reopenedUntil'),
  };
}

/** The template fields the deadline rule reads. */
export interface DeadlineTemplate {
  availableFrom: Instant;
  availableUntil: Instant;
  duration: number;
  hasTimeLimit: boolean;
}

/**
 * The window in which the reviewee may start, in epoch milliseconds: their own when granted,
 * otherwise the exam's. Extra time does not move it: it lengthens an attempt, not the time to begin.
 */
export function startWindow(
  template: Pick<DeadlineTemplate, 'availableFrom' | 'availableUntil'>,
  terms: AccommodationTerms = NO_ACCOMMODATION,
): { from: number; until: number } {
  const own = terms.windowFrom !== null && terms.windowUntil !== null;
  return {
    from: epochMs(own ? terms.windowFrom! : template.availableFrom),
    until: epochMs(own ? terms.windowUntil! : template.availableUntil),
  };
}

/**
 * The time granted beyond the template's duration, in milliseconds: the duration multiplied, then
 * the extra minutes added. An exam without a time limit gets the same length added to its window.
 */
export function extraTimeMs(template: Pick<DeadlineTemplate, 'duration'>, terms: AccommodationTerms): number {
  const multiplied = template.duration * (terms.timeMultiplier ?? 1);
  return Math.max(0, Math.round((multiplied - template.duration + (terms.extraMinutes ?? 0)) * MINUTE_MS));
}

/**
 * When an attempt ends, in epoch milliseconds (decisions 0043, 0050, 0083). The window's end is
 * the reviewee's own window's, moved later by the extra time; with a per-attempt time limit, the
 * earlier of the start plus the (lengthened) limit and that end (Moodle's quiz rule: a time limit
 * never runs past the close date); without one, that end (product §4 "Exam flow", §9). A reopened
 * attempt runs at least until its reopening ends.
 */
export function attemptDeadline(
  template: Omit<DeadlineTemplate, 'availableFrom'> & { availableFrom?: Instant },
  startedAt: Instant,
  terms: AccommodationTerms = NO_ACCOMMODATION,
): number {
  const extra = extraTimeMs(template, terms);
  const windowEnd =
    startWindow({ availableFrom: template.availableFrom ?? 0, availableUntil: template.availableUntil }, terms).until +
    extra;
  const ends = template.hasTimeLimit
    ? Math.min(epochMs(startedAt) + template.duration * MINUTE_MS + extra, windowEnd)
    : windowEnd;
  return terms.reopenedUntil === null ? ends : Math.max(ends, epochMs(terms.reopenedUntil));
}

/** Answers sent with a submission may arrive a little after the timer ends (network delay). */
export const COMPLETION_GRACE_MS = 2 * MINUTE_MS;

/**
 * Whether what a reviewee sends still changes their attempt at `now` (the server's clock): from
 * the start of their window until the deadline plus the grace. Answer times the client sends
 * never enter into it.
 */
export function acceptsLateSubmission(
  template: DeadlineTemplate,
  startedAt: Instant,
  now: Instant,
  terms: AccommodationTerms = NO_ACCOMMODATION,
): boolean {
  const at = epochMs(now);
  return (
    at >= startWindow(template, terms).from && at <= attemptDeadline(template, startedAt, terms) + COMPLETION_GRACE_MS
  );
}

/** How long without a saved answer before staff see a reviewee in progress as offline. */
export const OFFLINE_AFTER_MS = 5 * MINUTE_MS;

/** Where an attempt stands for staff watching a window (decision 0083). */
export type LiveState = 'in-progress' | 'offline' | 'submitted' | 'closed-by-server';

/**
 * An attempt's state on the staff's exam day page: submitted, closed by the server, or in
 * progress, and offline once nothing has been saved for `OFFLINE_AFTER_MS` (a lost signal, a
 * brownout) by the server's clock.
 */
export function liveState(
  attempt: { completedAt: Instant | null; closedByServer: boolean; lastSeen: Instant },
  now: Instant,
): LiveState {
  if (attempt.completedAt !== null) return attempt.closedByServer ? 'closed-by-server' : 'submitted';
  return epochMs(now) - epochMs(attempt.lastSeen) > OFFLINE_AFTER_MS ? 'offline' : 'in-progress';
}
