/**
 * An attempt's deadline and its own order of questions and options (decision 0043). The server
 * computes both when the attempt starts and again whenever it needs them; the exam page computes
 * the same from the same inputs, so neither stores a copy that could drift.
 */
import { attemptDeadline, startWindow, type AccommodationTerms } from './accommodations.ts';
import { epochMs, type Instant } from './instant.ts';

/**
 * The span the timer's colour thirds divide (product §2 "colours change at thirds", `timerPhase`):
 * with a time limit, from the attempt's start to its deadline; without one, the window (the
 * reviewee's own, lengthened by any extra time: decision 0083), as the timer then counts down the
 * window (`windowLengthMs`).
 */
export function attemptLengthMs(
  template: { availableFrom: Instant; availableUntil: Instant; duration: number; hasTimeLimit: boolean },
  startedAt: Instant,
  terms?: AccommodationTerms,
): number {
  if (!template.hasTimeLimit) return attemptDeadline(template, startedAt, terms) - startWindow(template, terms).from;
  return Math.max(0, attemptDeadline(template, startedAt, terms) - epochMs(startedAt));
}

/**
 * A 32-bit hash of the seed (FNV-1a over its UTF-16 code units) fed to mulberry32, a small
 * generator with a full 2^32 period. Both are integer arithmetic (Math.imul, shifts), so every
 * engine gives the same sequence. Changing either reorders every attempt in progress: the pinned
 * orders in the tests guard them.
 */
function randomFrom(seed: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A permutation of 0 … length − 1 drawn from the seed (Fisher–Yates): position → original index. */
export function seededOrder(seed: string, length: number): number[] {
  const order = Array.from({ length }, (_, i) => i);
  const random = randomFrom(seed);
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** One option as the attempt shows it: under the label of its place, holding a stored option. */
export interface DisplayedOption {
  /** The label the reviewee sees: the stored label that belongs to this place (A stays first). */
  label: string;
  /** The stored option's own label: what the answer key and the stored answer use. */
  storedLabel: string;
}

export interface AttemptQuestion {
  id: string;
  options: DisplayedOption[];
}

/**
 * The attempt's questions and options in the order it shows them. The question order is drawn
 * from the seed; each question's option order from the seed and the question's id, so it does not
 * change when the question order does. The labels stay in their places (the first option shown is
 * still "A"); the contents move, and `storedLabel` says which stored option each place holds.
 * With shuffling off, the stored order is kept.
 */
export function attemptLayout(
  questions: readonly { id: string; options: readonly { label: string }[] }[],
  { seed, shuffleQuestions, shuffleOptions }: { seed: string; shuffleQuestions: boolean; shuffleOptions: boolean },
): AttemptQuestion[] {
  const order = shuffleQuestions ? seededOrder(seed, questions.length) : questions.map((_, i) => i);
  return order.map((index) => {
    const question = questions[index]!;
    const labels = question.options.map((option) => option.label);
    const optionOrder = shuffleOptions ? seededOrder(`${seed}:${question.id}`, labels.length) : labels.map((_, i) => i);
    return {
      id: question.id,
      options: optionOrder.map((stored, place) => ({ label: labels[place]!, storedLabel: labels[stored]! })),
    };
  });
}

/**
 * The stored label behind a label the reviewee saw (how an answer given on screen is stored and
 * scored), or undefined when the question shows no such label.
 */
export const storedLabelOf = (question: AttemptQuestion, displayedLabel: string): string | undefined =>
  question.options.find((option) => option.label === displayedLabel)?.storedLabel;

/** The label under which the attempt shows a stored option (the correct one, on the result page). */
export const displayedLabelOf = (question: AttemptQuestion, storedLabel: string): string | undefined =>
  question.options.find((option) => option.storedLabel === storedLabel)?.label;
