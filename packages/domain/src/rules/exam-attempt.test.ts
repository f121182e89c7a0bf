import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptDeadline } from './accommodations.ts';
import { attemptLayout, attemptLengthMs, displayedLabelOf, seededOrder, storedLabelOf } from './exam-attempt.ts';

describe('attemptDeadline', () => {
  const template = { availableUntil: '2026-12-01T12:00:00Z', duration: 90, hasTimeLimit: true };

  it('should end a timed attempt at its start plus the duration when the window is still open then', () => {
    // 09:00 + 90 min = 10:30, before the window's 12:00.
    expect(attemptDeadline(template, '2026-12-01T09:00:00Z')).toBe(Date.parse('2026-12-01T10:30:00Z'));
  });

  it('should end a timed attempt at the window end when that comes first (Moodle)', () => {
    // 11:00 + 90 min = 12:30, after the window's 12:00: the window wins.
    expect(attemptDeadline(template, '2026-12-01T11:00:00Z')).toBe(Date.parse('2026-12-01T12:00:00Z'));
    // 10:30 + 90 min = 12:00 exactly: both agree.
    expect(attemptDeadline(template, new Date('2026-12-01T10:30:00Z'))).toBe(Date.parse('2026-12-01T12:00:00Z'));
  });

  it('should run an attempt without a time limit until availableUntil, as the spec does', () => {
    expect(attemptDeadline({ ...template, hasTimeLimit: false }, '2026-12-01T09:00:00Z')).toBe(
      Date.parse('2026-12-01T12:00:00Z'),
    );
  });
});

describe('attemptLengthMs', () => {
  const template = {
    availableFrom: '2026-12-01T08:00:00Z',
    availableUntil: '2026-12-01T12:00:00Z',
    duration: 90,
    hasTimeLimit: true,
  };
  const MINUTE = 60_000;

  it('should time the colour thirds over the time limit, or what is left of the window', () => {
    // 09:00 + 90 min = 10:30: 90 minutes. 11:00 + 90 min is cut at 12:00: 60 minutes.
    expect(attemptLengthMs(template, '2026-12-01T09:00:00Z')).toBe(90 * MINUTE);
    expect(attemptLengthMs(template, '2026-12-01T11:00:00Z')).toBe(60 * MINUTE);
  });

  it('should time them over the whole window without a time limit', () => {
    // 08:00 to 12:00: four hours, whenever the attempt started.
    expect(attemptLengthMs({ ...template, hasTimeLimit: false }, '2026-12-01T11:00:00Z')).toBe(240 * MINUTE);
  });
});

describe('seededOrder', () => {
  it('should give each seed the same order on every run and every engine (pinned)', () => {
    // Pinned: an attempt in progress is laid out from these; a change here reorders it.
    expect(seededOrder('attempt-1', 10)).toEqual([5, 9, 6, 4, 2, 8, 1, 7, 0, 3]);
    expect(seededOrder('attempt-2', 10)).toEqual([7, 4, 1, 9, 6, 8, 5, 0, 2, 3]);
    expect(seededOrder('attempt-1', 10)).toEqual(seededOrder('attempt-1', 10));
  });

  it('should be a permutation of every index', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 200 }), (seed, length) => {
        const order = seededOrder(seed, length);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length }, (_, i) => i));
      }),
    );
    expect(seededOrder('x', 0)).toEqual([]);
  });

  it('should draw each order of four options about equally often over many seeds', () => {
    // 2,400 seeds over 4! = 24 orders: 100 each expected; a fair shuffle stays well within 60 to 140.
    const seen = new Map<string, number>();
    for (let i = 0; i < 2400; i++) {
      const key = seededOrder(`attempt-${i}`, 4).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(24);
    for (const count of seen.values()) {
      expect(count).toBeGreaterThan(60);
      expect(count).toBeLessThan(140);
    }
  });
});

describe('attemptLayout', () => {
  const abcd = [{ label: 'A' }, { label: 'B' }, { label: 'C' }, { label: 'D' }];
  const questions = [
    { id: 'q1', options: abcd },
    { id: 'q2', options: abcd },
    { id: 'q3', options: [{ label: 'A' }, { label: 'B' }] },
  ];

  it('should keep the stored order with shuffling off', () => {
    const layout = attemptLayout(questions, { seed: 'attempt-1', shuffleQuestions: false, shuffleOptions: false });
    expect(layout.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(layout[0]!.options).toEqual(['A', 'B', 'C', 'D'].map((label) => ({ label, storedLabel: label })));
  });

  it('should shuffle questions and options from the seed, keeping the labels in their places (pinned)', () => {
    const layout = attemptLayout(questions, { seed: 'attempt-1', shuffleQuestions: true, shuffleOptions: true });
    expect(layout.map((q) => q.id)).toEqual(['q2', 'q3', 'q1']);
    // q1 shows stored C under A, B under B, D under C and A under D.
    expect(layout[2]).toEqual({
      id: 'q1',
      options: [
        { label: 'A', storedLabel: 'C' },
        { label: 'B', storedLabel: 'B' },
        { label: 'C', storedLabel: 'D' },
        { label: 'D', storedLabel: 'A' },
      ],
    });
  });

  it('should give a question the same option order wherever the question order puts it', () => {
    const shuffled = attemptLayout(questions, { seed: 's', shuffleQuestions: true, shuffleOptions: true });
    const inPlace = attemptLayout(questions, { seed: 's', shuffleQuestions: false, shuffleOptions: true });
    for (const question of inPlace) {
      expect(shuffled.find((q) => q.id === question.id)).toEqual(question);
    }
  });

  it('should show two attempts different orders', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `q${i}`, options: abcd }));
    const first = attemptLayout(many, { seed: 'attempt-1', shuffleQuestions: true, shuffleOptions: true });
    const second = attemptLayout(many, { seed: 'attempt-2', shuffleQuestions: true, shuffleOptions: true });
    expect(first.map((q) => q.id)).not.toEqual(second.map((q) => q.id));
  });
});

describe('storedLabelOf and displayedLabelOf', () => {
  const question = {
    id: 'q1',
    options: [
      { label: 'A', storedLabel: 'C' },
      { label: 'B', storedLabel: 'B' },
      { label: 'C', storedLabel: 'D' },
      { label: 'D', storedLabel: 'A' },
    ],
  };

  it('should map the label the reviewee chose back to the stored option, so the key follows', () => {
    // Stored key "A" is shown under D: choosing D is the right answer.
    expect(storedLabelOf(question, 'D')).toBe('A');
    expect(displayedLabelOf(question, 'A')).toBe('D');
    expect(storedLabelOf(question, 'E')).toBeUndefined();
    expect(displayedLabelOf(question, 'E')).toBeUndefined();
  });

  it('should invert each other on every label of any layout', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 6 }), (seed, count) => {
        const labels = 'ABCDEF'.slice(0, count).split('');
        const [laid] = attemptLayout([{ id: 'q', options: labels.map((label) => ({ label })) }], {
          seed,
          shuffleQuestions: true,
          shuffleOptions: true,
        });
        for (const label of labels) expect(storedLabelOf(laid!, displayedLabelOf(laid!, label)!)).toBe(label);
      }),
    );
  });
});
