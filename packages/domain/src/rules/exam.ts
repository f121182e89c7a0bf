/**
 * The online mock exam (product §2 Exam, §4 "Exam flow", §8 exam codes, §9): which of the eight
 * screens shows, what the timer reads, and the session's answers. Pure: time is an argument.
 */
import type { ExamCode } from '../errors/catalogue.ts';
import { examCodeLine } from '../errors/catalogue.ts';
import { epochMs as ms, type Instant } from './instant.ts';

/**
 * Whether an answer is right: the option label given is the question's correct one. A mock
 * exam's score counts these, and a practice answer is graded by the same test (decision 0081).
 */
export const isCorrectAnswer = (answer: string | null | undefined, correct: string): boolean => answer === correct;

export interface ExamWindow {
  availableFrom: Instant;
  availableUntil: Instant;
}

/** The eight screens of product §2, in its numbering. */
export type ExamScreen =
  | { screen: 'login' }
  | { screen: 'error'; code: Exclude<ExamCode, '0002'>; codeLine: string | undefined }
  | { screen: 'intro-start' }
  | { screen: 'intro-continue' }
  | { screen: 'in-progress' }
  | { screen: 'time-up' }
  | { screen: 'submitted' }
  | { screen: 'not-yet-available'; code: '0002'; codeLine: string | undefined; remainingMs: number };
export type ExamScreenName = ExamScreen['screen'];

const error = (code: Exclude<ExamCode, '0002'>): ExamScreen => ({
  screen: 'error',
  code,
  codeLine: examCodeLine(code),
});

/**
 * The screen on opening /exams/{examName}, checked in product §4's order: the user, then the template
 * by slug (none: 0001), before availableFrom (screen 8, 0002), after availableUntil (0003), no
 * attempt yet (START), attempt completed (0004), else CONTINUE; any failure to load is 0005.
 * The window is [availableFrom, availableUntil): at availableUntil the timer reads zero, so the
 * exam has ended.
 */
export function examScreen({
  user,
  template,
  userExam,
  now,
  loadFailed = false,
}: {
  user: unknown;
  template: ExamWindow | null | undefined;
  userExam: { completed: boolean; deadline?: Instant | null | undefined } | null | undefined;
  now: Instant;
  loadFailed?: boolean;
}): ExamScreen {
  if (loadFailed) return error('0005');
  if (!user) return { screen: 'login' };
  if (!template) return error('0001');
  const nowMs = ms(now);
  // An attempt given time past the window's end (extra time, a reopening: decision 0083) goes on.
  if (userExam && !userExam.completed && userExam.deadline && nowMs < ms(userExam.deadline)) {
    return { screen: 'intro-continue' };
  }
  const from = ms(template.availableFrom);
  if (nowMs < from) {
    return { screen: 'not-yet-available', code: '0002', codeLine: examCodeLine('0002'), remainingMs: from - nowMs };
  }
  if (nowMs >= ms(template.availableUntil)) return error('0003');
  if (!userExam) return { screen: 'intro-start' };
  if (userExam.completed) return error('0004');
  return { screen: 'intro-continue' };
}

/** Time left until availableUntil, never negative (product §9: the timer runs until availableUntil). */
export const remainingMs = (availableUntil: Instant, now: Instant): number => Math.max(0, ms(availableUntil) - ms(now));

/**
 * HH:MM:SS (product §2, §9), with whole days written before it from 24 hours on (decision 0080):
 * a window 30 hours away reads "1 day 06:00:00", one 60 days away "60 days 00:00:00", never
 * "1440:00:00". Seconds round up, so 00:00:00 shows only when the time is really up.
 */
export function formatHms(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const hms = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days === 0 ? hms : `${days} ${days === 1 ? 'day' : 'days'} ${hms}`;
}

/** The length of the exam window in milliseconds: the whole span the timer counts down (product §9). */
export const windowLengthMs = ({ availableFrom, availableUntil }: ExamWindow): number =>
  ms(availableUntil) - ms(availableFrom);

/**
 * Which third of the time is reached: the timer's colour changes at thirds (product §2). More than two
 * thirds left is the first, more than one third the second, the rest (one third exactly
 * included) the last. It takes the time left rather than the clock, so a timer paused offline
 * (product §4) keeps the colour of the time it shows. A window of no length is in its last third.
 */
export type TimerPhase = 'first' | 'second' | 'last';
export function timerPhase(remaining: number, total: number): TimerPhase {
  // Whole-number comparisons, not remaining / total against 2 / 3: exact at the boundaries.
  if (total <= 0 || remaining * 3 <= total) return 'last';
  return remaining * 3 > total * 2 ? 'first' : 'second';
}

/** `part` of `total` in whole percent, kept within 0 to 100; a total of none reads 0. */
const wholePercent = (part: number, total: number): number =>
  total <= 0 ? 0 : Math.round((Math.min(Math.max(part, 0), total) / total) * 100);

/** Answered count over total questions as a whole percentage (product §9). */
export const progressPercent = (answered: number, total: number): number => wholePercent(answered, total);

/**
 * Flag for review (ours, decision 0077). The submit dialog reads "N flagged, M unanswered", each
 * count a link to those questions; the palette counts the flags in a sentence.
 */
export const flaggedCountText = (flagged: number): string => `${flagged} flagged`;
export const unansweredCountText = (unanswered: number): string => `${unanswered} unanswered`;
export const flaggedQuestionsText = (flagged: number): string =>
  flagged === 0 ? 'No question flagged' : `${flagged} ${flagged === 1 ? 'question' : 'questions'} flagged`;

/**
 * A completed attempt's score over its number of questions as a whole percentage: the figures
 * of Progress (product §3) and of the result e-mail. A missing score (never scored) is 0.
 */
export const scorePercent = (score: number | null | undefined, questions: number): number =>
  wholePercent(score ?? 0, questions);

/** "An answer must belong to the question's listed options" (product §5), by option label. */
export const isAnswerOption = (question: { options: readonly { label: string }[] }, answer: string): boolean =>
  question.options.some((option) => option.label === answer);

/** Answers by question id; a new answer replaces any earlier one for that question (product §4). */
export type ExamAnswers = Readonly<Record<string, string>>;
export const withAnswer = (answers: ExamAnswers, questionId: string, answer: string): ExamAnswers => ({
  ...answers,
  [questionId]: answer,
});

export interface ExamSession {
  screen: ExamScreen;
  answers: ExamAnswers;
  /** Offline: the timer is paused (product §4); answers are still kept locally. */
  paused: boolean;
}

export type ExamEvent =
  /** The attempt was created (START) or loaded (CONTINUE), with any answers already stored. */
  | { type: 'start'; answers?: ExamAnswers }
  | { type: 'answer'; questionId: string; answer: string }
  | { type: 'submit-confirmed' }
  /** A timer tick: at availableUntil the exam submits itself (screen 6). */
  | { type: 'tick'; now: Instant; availableUntil: Instant }
  | { type: 'offline' }
  | { type: 'online' }
  /** The window passed while navigating or answering: the error screen (product §4). */
  | { type: 'window-passed' };

export const initialExamSession = (screen: ExamScreen, answers: ExamAnswers = {}): ExamSession => ({
  screen,
  answers,
  paused: false,
});

/**
 * Session transitions (product §4). Events that make no sense on the current screen leave the session
 * as it is, so a late tick or a double click cannot move a finished exam.
 */
export function examReducer(session: ExamSession, event: ExamEvent): ExamSession {
  const on = session.screen.screen;
  switch (event.type) {
    case 'start':
      if (on !== 'intro-start' && on !== 'intro-continue') return session;
      return { ...session, screen: { screen: 'in-progress' }, answers: { ...session.answers, ...event.answers } };
    case 'answer':
      if (on !== 'in-progress') return session;
      return { ...session, answers: withAnswer(session.answers, event.questionId, event.answer) };
    case 'submit-confirmed':
      return on === 'in-progress' ? { ...session, screen: { screen: 'submitted' } } : session;
    case 'tick':
      if (on !== 'in-progress' || session.paused) return session;
      return remainingMs(event.availableUntil, event.now) === 0
        ? { ...session, screen: { screen: 'time-up' } }
        : session;
    case 'offline':
      return { ...session, paused: true };
    case 'online':
      return { ...session, paused: false };
    case 'window-passed':
      return on === 'in-progress' || on === 'intro-start' || on === 'intro-continue'
        ? { ...session, screen: error('0003') }
        : session;
  }
}
