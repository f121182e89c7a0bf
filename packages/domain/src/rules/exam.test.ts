import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  examReducer,
  examScreen,
  flaggedCountText,
  flaggedQuestionsText,
  formatHms,
  initialExamSession,
  isAnswerOption,
  progressPercent,
  remainingMs,
  scorePercent,
  timerPhase,
  unansweredCountText,
  windowLengthMs,
  withAnswer,
} from './exam.ts';
import type { ExamSession } from './exam.ts';

const template = { availableFrom: '2024-05-10T09:00:00Z', availableUntil: '2024-05-10T12:00:00Z' };
const during = '2024-05-10T10:00:00Z';
const user = { _id: 'u1' };
const HOUR = 3_600_000;

describe('examScreen', () => {
  it.each([
    [
      'a load failure',
      { user, template, userExam: null, now: during, loadFailed: true },
      { screen: 'error', code: '0005', codeLine: undefined },
    ],
    ['no user', { user: null, template, userExam: null, now: during }, { screen: 'login' }],
    [
      'no template',
      { user, template: null, userExam: null, now: during },
      { screen: 'error', code: '0001', codeLine: 'ERROR CODE: 0001' },
    ],
    [
      'the window ended',
      { user, template, userExam: null, now: '2024-05-10T12:00:00Z' },
      { screen: 'error', code: '0003', codeLine: 'ERROR CODE: 0003' },
    ],
    ['no attempt', { user, template, userExam: null, now: during }, { screen: 'intro-start' }],
    [
      'a completed attempt',
      { user, template, userExam: { completed: true }, now: during },
      { screen: 'error', code: '0004', codeLine: 'ERROR CODE: 0004' },
    ],
    ['an open attempt', { user, template, userExam: { completed: false }, now: during }, { screen: 'intro-continue' }],
    [
      'the last millisecond',
      { user, template, userExam: null, now: '2024-05-10T11:59:59.999Z' },
      { screen: 'intro-start' },
    ],
    ['the opening instant', { user, template, userExam: null, now: '2024-05-10T09:00:00Z' }, { screen: 'intro-start' }],
  ])('should show, for %s, the right screen', (_case, input, expected) => {
    expect(examScreen(input)).toEqual(expected);
  });

  it('should count down to availableFrom before the window opens (code 0002)', () => {
    expect(examScreen({ user, template, userExam: null, now: '2024-05-10T08:59:59Z' })).toEqual({
      screen: 'not-yet-available',
      code: '0002',
      codeLine: 'ERROR CODE: 0002',
      remainingMs: 1000,
    });
  });

  it('should let an attempt given time past the window’s end go on until its deadline (decision 0083)', () => {
    const extended = { completed: false, deadline: '2024-05-10T12:30:00Z' };
    expect(examScreen({ user, template, userExam: extended, now: '2024-05-10T12:29:59.999Z' })).toEqual({
      screen: 'intro-continue',
    });
    expect(examScreen({ user, template, userExam: extended, now: '2024-05-10T12:30:00Z' })).toMatchObject({
      code: '0003',
    });
  });

  it('should check the window before the attempt, as product §4 orders', () => {
    const completed = { completed: true };
    expect(examScreen({ user, template, userExam: completed, now: '2024-05-10T13:00:00Z' })).toMatchObject({
      code: '0003',
    });
    expect(examScreen({ user, template, userExam: completed, now: '2024-05-10T08:00:00Z' })).toMatchObject({
      code: '0002',
    });
  });
});

describe('formatHms', () => {
  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1000, '00:00:01'],
    [1001, '00:00:02'],
    [59_000, '00:00:59'],
    [60_000, '00:01:00'],
    [3_600_000, '01:00:00'],
    [3 * 3_600_000 - 1000, '02:59:59'],
    // From 24 hours on, whole days before HH:MM:SS (decision 0080).
    [30 * 3_600_000, '1 day 06:00:00'],
    [100 * 3_600_000 + 61_000, '4 days 04:01:01'],
    [24 * 3_600_000 - 1000, '23:59:59'],
    [24 * 3_600_000 - 999, '1 day 00:00:00'],
    [24 * 3_600_000, '1 day 00:00:00'],
    [48 * 3_600_000 - 1000, '1 day 23:59:59'],
    [48 * 3_600_000, '2 days 00:00:00'],
    [60 * 86_400_000 - 67_000, '59 days 23:58:53'],
    [3_600_000 + 2 * 60_000 + 3000, '01:02:03'],
    [-5000, '00:00:00'],
  ])('should show %i ms as %s', (value, text) => {
    expect(formatHms(value)).toBe(text);
  });

  it('should always read back to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400_000 }), (value) => {
        const [, days, hms] = /^(?:(\d+) days? )?(\d\d:\d\d:\d\d)$/.exec(formatHms(value))!;
        const [h, m, s] = hms!.split(':').map(Number) as [number, number, number];
        expect(h).toBeLessThan(24);
        expect(m).toBeLessThan(60);
        expect(s).toBeLessThan(60);
        expect(Number(days ?? 0) * 86_400 + h * 3600 + m * 60 + s).toBe(Math.ceil(value / 1000));
      }),
    );
  });
});

describe('remainingMs', () => {
  it.each([
    ['2024-05-10T11:59:59.999Z', 1],
    ['2024-05-10T12:00:00Z', 0],
    ['2024-05-10T12:00:00.001Z', 0],
  ])('should leave, at %s, %i ms', (now, left) => {
    expect(remainingMs(template.availableUntil, now)).toBe(left);
  });
});

describe('windowLengthMs', () => {
  it('should span availableFrom to availableUntil', () => {
    expect(windowLengthMs(template)).toBe(3 * HOUR);
    expect(
      windowLengthMs({
        availableFrom: new Date(template.availableFrom),
        availableUntil: Date.parse(template.availableUntil),
      }),
    ).toBe(3 * HOUR);
  });
});

describe('timerPhase', () => {
  it.each([
    ['2024-05-10T09:00:00Z', 'first'],
    ['2024-05-10T09:59:59Z', 'first'],
    ['2024-05-10T10:00:00Z', 'second'],
    ['2024-05-10T10:59:59Z', 'second'],
    ['2024-05-10T11:00:00Z', 'last'],
    ['2024-05-10T12:00:00Z', 'last'],
  ])('should colour the timer at %s as the %s third', (now, phase) => {
    expect(timerPhase(remainingMs(template.availableUntil, now), windowLengthMs(template))).toBe(phase);
  });

  it.each([
    [3 * HOUR, 3 * HOUR, 'first'],
    [2 * HOUR + 1, 3 * HOUR, 'first'],
    [2 * HOUR + 1000, 3 * HOUR, 'first'],
    [2 * HOUR, 3 * HOUR, 'second'],
    [HOUR + 1, 3 * HOUR, 'second'],
    [HOUR + 1000, 3 * HOUR, 'second'],
    [HOUR, 3 * HOUR, 'last'],
    [HOUR - 1, 3 * HOUR, 'last'],
    [0, 3 * HOUR, 'last'],
    [-5000, 3 * HOUR, 'last'],
    [4 * HOUR, 3 * HOUR, 'first'],
    // Thirds that are not whole milliseconds: 2 of 3 and 1 of 3 are exactly on the boundary.
    [3, 3, 'first'],
    [2, 3, 'second'],
    [1, 3, 'last'],
    [0, 0, 'last'],
    [0, -1, 'last'],
  ])('should put %d ms left of %d ms in the %s third', (remaining, total, phase) => {
    expect(timerPhase(remaining, total)).toBe(phase);
  });

  it('should change colour exactly at a third and at two thirds left, whatever the length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 86_400_000 }), (third) => {
        const total = 3 * third;
        expect(timerPhase(2 * third + 1, total)).toBe('first');
        expect(timerPhase(2 * third, total)).toBe('second');
        expect(timerPhase(third + 1, total)).toBe('second');
        expect(timerPhase(third, total)).toBe('last');
      }),
    );
  });

  it('should only ever move towards the last third as time runs out', () => {
    const order = { first: 0, second: 1, last: 2 } as const;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10 * 86_400_000 })
          .chain((total) => fc.tuple(fc.constant(total), fc.nat(total), fc.nat(total))),
        ([total, a, b]) => {
          const later = timerPhase(Math.min(a, b), total);
          const earlier = timerPhase(Math.max(a, b), total);
          expect(order[later]).toBeGreaterThanOrEqual(order[earlier]);
        },
      ),
    );
  });
});

describe('flag for review texts', () => {
  it.each([
    [0, 'No question flagged'],
    [1, '1 question flagged'],
    [2, '2 questions flagged'],
    [150, '150 questions flagged'],
  ])('should count %i flags as "%s"', (flagged, text) => {
    expect(flaggedQuestionsText(flagged)).toBe(text);
  });

  it.each([
    [0, 0, '0 flagged, 0 unanswered'],
    [1, 1, '1 flagged, 1 unanswered'],
    [2, 9, '2 flagged, 9 unanswered'],
  ])('should read %i flagged and %i unanswered as "%s" in the submit dialog', (flagged, unanswered, text) => {
    expect(`${flaggedCountText(flagged)}, ${unansweredCountText(unanswered)}`).toBe(text);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [0, 0, 0],
    [0, 50, 0],
    [12, 50, 24],
    [50, 50, 100],
    [60, 50, 100],
    [-1, 50, 0],
    [1, 200, 1],
    [199, 200, 100],
  ])('should show %i of %i answered as %i %', (answered, total, percent) => {
    expect(progressPercent(answered, total)).toBe(percent);
  });
});

describe('scorePercent', () => {
  it.each([
    [0, 10, 0],
    [7, 10, 70],
    [1, 3, 33],
    [2, 3, 67],
    [10, 10, 100],
    [0, 0, 0],
    [null, 10, 0],
    [undefined, 10, 0],
  ])('should read a score of %s out of %i as %i %', (score, questions, percent) => {
    expect(scorePercent(score, questions)).toBe(percent);
  });
});

describe('answers', () => {
  const question = { options: [{ label: 'A' }, { label: 'B' }] };

  it('should accept only an option label of the question', () => {
    expect(isAnswerOption(question, 'B')).toBe(true);
    expect(isAnswerOption(question, 'C')).toBe(false);
  });

  it('should replace an earlier answer to the same question and keep the others', () => {
    const answers = withAnswer(withAnswer(withAnswer({}, 'q1', 'A'), 'q2', 'B'), 'q1', 'C');
    expect(answers).toEqual({ q1: 'C', q2: 'B' });
  });
});

describe('examReducer', () => {
  const intro = initialExamSession({ screen: 'intro-start' });
  const started = examReducer(intro, { type: 'start' });
  const until = template.availableUntil;

  it('should enter the exam on START and keep answers given there', () => {
    expect(started.screen).toEqual({ screen: 'in-progress' });
    const answered = examReducer(started, { type: 'answer', questionId: 'q1', answer: 'A' });
    expect(examReducer(answered, { type: 'answer', questionId: 'q1', answer: 'D' }).answers).toEqual({ q1: 'D' });
  });

  it('should resume an attempt with the answers already stored', () => {
    const resumed = examReducer(initialExamSession({ screen: 'intro-continue' }), {
      type: 'start',
      answers: { q9: 'B' },
    });
    expect(resumed).toMatchObject({ screen: { screen: 'in-progress' }, answers: { q9: 'B' } });
  });

  it('should submit on confirmation and then refuse changes', () => {
    const submitted = examReducer(started, { type: 'submit-confirmed' });
    expect(submitted.screen).toEqual({ screen: 'submitted' });
    expect(examReducer(submitted, { type: 'answer', questionId: 'q1', answer: 'A' })).toBe(submitted);
    expect(examReducer(submitted, { type: 'tick', now: until, availableUntil: until })).toBe(submitted);
  });

  it.each([
    ['2024-05-10T11:59:59.999Z', 'in-progress'],
    ['2024-05-10T12:00:00Z', 'time-up'],
  ])('should on a tick at %s show %s', (now, screen) => {
    expect(examReducer(started, { type: 'tick', now, availableUntil: until }).screen.screen).toBe(screen);
  });

  it('should pause the timer while offline and resume online', () => {
    const offline = examReducer(started, { type: 'offline' });
    expect(examReducer(offline, { type: 'tick', now: until, availableUntil: until })).toBe(offline);
    const online = examReducer(offline, { type: 'online' });
    expect(examReducer(online, { type: 'tick', now: until, availableUntil: until }).screen.screen).toBe('time-up');
  });

  it('should go to the error screen when the window passes mid-exam', () => {
    expect(examReducer(started, { type: 'window-passed' }).screen).toEqual({
      screen: 'error',
      code: '0003',
      codeLine: 'ERROR CODE: 0003',
    });
  });

  it('should ignore a START outside the intro screens', () => {
    const session: ExamSession = initialExamSession({ screen: 'login' });
    expect(examReducer(session, { type: 'start' })).toBe(session);
  });
});
