import { describe, expect, it } from 'vitest';
import { bankMessages as m } from './bank-messages.ts';
import { questionDraftSchema } from './question.ts';

const valid = {
  category: 'General Education',
  difficulty: 'Average',
  stem: 'Which of the following is a prime number?',
  options: [
    { label: 'A', data: '21' },
    { label: 'B', data: '27' },
    { label: 'C', data: '29' },
    { label: 'D', data: '33' },
  ],
  correct: 'C',
};
const issues = (values: unknown) => {
  const result = questionDraftSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('questionDraftSchema', () => {
  it('should accept a complete question, with or without a passage', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, passage: 'Read the poem below.' })).toEqual([]);
  });

  it('should name each missing part', () => {
    expect(issues({ ...valid, category: ' ', stem: '', correct: '' })).toEqual([
      ['category', m.questionCategoryRequired],
      ['stem', m.stemRequired],
      ['correct', m.correctRequired],
    ]);
    expect(issues({ ...valid, difficulty: 'Hard' })).toEqual([['difficulty', m.difficultyInvalid]]);
  });

  it('should take 2 to 6 options, each with its text and a label of its own', () => {
    expect(issues({ ...valid, options: valid.options.slice(0, 1), correct: 'A' })).toEqual([
      ['options', m.optionsCount],
    ]);
    expect(issues({ ...valid, options: valid.options.slice(0, 2), correct: 'A' })).toEqual([]);
    const seven = 'ABCDEFG'.split('').map((label) => ({ label, data: label }));
    expect(issues({ ...valid, options: seven, correct: 'A' })).toEqual([['options', m.optionsCount]]);
    expect(issues({ ...valid, options: [...valid.options.slice(0, 3), { label: 'D', data: ' ' }] })).toEqual([
      ['options.3.data', 'Option D is required'],
    ]);
    expect(issues({ ...valid, options: [...valid.options.slice(0, 3), { label: 'C', data: '33' }] })).toEqual([
      ['options.3.label', m.optionLabelsUnique],
    ]);
  });

  it('should want the correct answer to be one of the option labels', () => {
    expect(issues({ ...valid, correct: 'E' })).toEqual([
      ['correct', 'Correct answer must be the label of one of the options (A, B, C, D)'],
    ]);
  });

  it('should refuse a stem longer than a message may be', () => {
    expect(issues({ ...valid, stem: 'x'.repeat(10_001) })).toEqual([['stem', 'Must be at most 10,000 characters']]);
  });

  it('should take a rationale of up to 10,000 characters', () => {
    expect(issues({ ...valid, rationale: 'x'.repeat(10_000) })).toEqual([]);
    expect(issues({ ...valid, rationale: 'x'.repeat(10_001) })).toEqual([
      ['rationale', 'Must be at most 10,000 characters'],
    ]);
    expect(questionDraftSchema.parse({ ...valid, rationale: '  <p>Why.</p> ' }).rationale).toBe('<p>Why.</p>');
  });

  it('should take a subject of up to 200 characters (the server checks it is on the list)', () => {
    expect(issues({ ...valid, subject: 'x'.repeat(200) })).toEqual([]);
    expect(issues({ ...valid, subject: 'x'.repeat(201) })).toEqual([['subject', 'Must be at most 200 characters']]);
  });

  it('should take a competency code of letter and digit groups, up to 20 characters, in capitals', () => {
    for (const code of ['1', 'GE', 'ge-eng-1.2', 'PROF.ED-3', 'A'.repeat(20), '']) {
      expect(issues({ ...valid, competency: code }), code).toEqual([]);
    }
    expect(questionDraftSchema.parse({ ...valid, competency: ' ge-eng-1.2 ' }).competency).toBe('GE-ENG-1.2');
    for (const code of ['A'.repeat(21), 'GE ENG', 'GE--1', '-GE', 'GE.', 'GE_1', 'Ñ1']) {
      expect(issues({ ...valid, competency: code }), code).toEqual([['competency', m.competencyInvalid]]);
    }
  });
});
