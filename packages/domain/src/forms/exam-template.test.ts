import { describe, expect, it } from 'vitest';
import { examTemplateInputSchema } from './exam-template.ts';
import { bankMessages as m } from './bank-messages.ts';

const valid = {
  name: 'General Education Mock 1',
  slug: 'gen-ed-mock-1',
  category: 'cat-gen-ed',
  instructions: 'Answer all 150 items.',
  availableFrom: '2026-12-01T08:00:00+08:00',
  availableUntil: '2026-12-01T17:00:00+08:00',
  duration: 180,
  questions: { mode: 'drawn', draws: [{ category: 'cat-gen-ed', count: 150 }] },
  shuffleQuestions: true,
  shuffleOptions: true,
  hasTimeLimit: true,
  audience: { kind: 'offerings', offerings: ['offering-1'] },
};
const issues = (values: unknown) => {
  const result = examTemplateInputSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('examTemplateInputSchema', () => {
  it('should accept a complete template, and default the flags to off', () => {
    expect(issues(valid)).toEqual([]);
    const { shuffleQuestions: _q, shuffleOptions: _o, hasTimeLimit: _t, instructions: _i, ...bare } = valid;
    expect(examTemplateInputSchema.parse({ ...bare, audience: { kind: 'everyone' } })).toMatchObject({
      instructions: '',
      shuffleQuestions: false,
      shuffleOptions: false,
      hasTimeLimit: false,
      showAnswersAfterWindow: false,
      audience: { kind: 'everyone' },
    });
  });

  it('should want the window to end after it opens', () => {
    expect(issues({ ...valid, availableUntil: valid.availableFrom })).toEqual([['availableUntil', m.windowOrder]]);
    // 08:00 in Manila is 00:00 UTC: the same instant written in another offset is not later.
    expect(issues({ ...valid, availableUntil: '2026-12-01T00:00:00Z' })).toEqual([['availableUntil', m.windowOrder]]);
    expect(issues({ ...valid, availableUntil: '2026-12-01T00:00:01Z' })).toEqual([]);
  });

  it('should name an unreadable date without comparing it', () => {
    expect(issues({ ...valid, availableFrom: '1 December' })).toEqual([['availableFrom', m.availableFromInvalid]]);
  });

  it.each([
    ['Gen Ed', m.slugInvalid],
    ['gen--ed', m.slugInvalid],
    ['-gen-ed', m.slugInvalid],
    ['gen-ed-2', undefined],
  ])('should judge the slug %s', (slug, message) => {
    expect(issues({ ...valid, slug })).toEqual(message ? [['slug', message]] : []);
  });

  it.each([0, 1.5, 1_441])('should refuse a duration of %d minutes', (duration) => {
    expect(issues({ ...valid, duration })).toEqual([['duration', m.durationInvalid]]);
  });

  it('should take picked questions once each', () => {
    expect(issues({ ...valid, questions: { mode: 'picked', questions: ['q1', 'q2'] } })).toEqual([]);
    expect(issues({ ...valid, questions: { mode: 'picked', questions: [] } })).toEqual([
      ['questions.questions', m.examQuestionsRequired],
    ]);
    expect(issues({ ...valid, questions: { mode: 'picked', questions: ['q1', 'q1'] } })).toEqual([
      ['questions.questions', m.examQuestionPickedTwice],
    ]);
  });

  it('should draw a whole number from each category once, 500 questions at most', () => {
    const drawn = (draws: unknown) => issues({ ...valid, questions: { mode: 'drawn', draws } });
    expect(drawn([])).toEqual([['questions.draws', m.drawsRequired]]);
    expect(drawn([{ category: 'a', count: 0 }])).toEqual([['questions.draws.0.count', m.drawCountInvalid]]);
    expect(
      drawn([
        { category: 'a', count: 5 },
        { category: 'a', count: 5 },
      ]),
    ).toEqual([['questions.draws', m.drawCategoryTwice]]);
    expect(
      drawn([
        { category: 'a', count: 300 },
        { category: 'b', count: 201 },
      ]),
    ).toEqual([['questions.draws', m.examQuestionsMax]]);
    expect(issues({ ...valid, questions: { mode: 'random' } })).toEqual([['questions.mode', m.questionSourceInvalid]]);
  });

  it('should want at least one offering unless everyone signed in may take it', () => {
    expect(issues({ ...valid, audience: { kind: 'offerings', offerings: [] } })).toEqual([
      ['audience.offerings', m.audienceOfferingsRequired],
    ]);
    expect(issues({ ...valid, audience: {} })).toEqual([['audience.kind', m.audienceInvalid]]);
  });
});
