import { describe, expect, it } from 'vitest';
import { LET_SUBJECTS } from '../reference/let-subjects.ts';
import { bankMessages as m } from './bank-messages.ts';
import { subjectInputSchema } from './subject.ts';

const issues = (values: unknown) => {
  const result = subjectInputSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('subjectInputSchema', () => {
  it('should take a subject of General or Professional Education without a specialization', () => {
    expect(issues({ part: 'general', title: 'English' })).toEqual([]);
    expect(issues({ part: 'professional', specialization: null, title: 'Assessment in Learning' })).toEqual([]);
  });

  it('should want a specialization in the specialization part, and none elsewhere', () => {
    expect(issues({ part: 'specialization', specialization: 'Mathematics', title: 'Algebra' })).toEqual([]);
    expect(issues({ part: 'specialization', title: 'Algebra' })).toEqual([
      ['specialization', m.subjectSpecializationRequired],
    ]);
    expect(issues({ part: 'general', specialization: 'Mathematics', title: 'Algebra' })).toEqual([
      ['specialization', m.subjectSpecializationUnexpected],
    ]);
    expect(issues({ part: 'specialization', specialization: 'Chess', title: 'Openings' })).toEqual([
      ['specialization', m.subjectSpecializationRequired],
    ]);
  });

  it('should want a known part and a title of 1 to 200 characters', () => {
    expect(issues({ part: 'elective', title: 'x' })).toEqual([['part', m.subjectPartInvalid]]);
    expect(issues({ part: 'general', title: '  ' })).toEqual([['title', m.subjectTitleRequired]]);
    expect(issues({ part: 'general', title: 'x'.repeat(200) })).toEqual([]);
    expect(issues({ part: 'general', title: 'x'.repeat(201) })).toEqual([['title', 'Must be at most 200 characters']]);
  });
});

describe('LET_SUBJECTS', () => {
  it('should give every subject an id of its own and a title unique within its part', () => {
    expect(new Set(LET_SUBJECTS.map((s) => s.id)).size).toBe(LET_SUBJECTS.length);
    const keys = LET_SUBJECTS.map((s) => `${s.part}:${s.title.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const subject of LET_SUBJECTS) expect(issues(subject), subject.title).toEqual([]);
  });

  it('should start General Education with the five subject areas', () => {
    expect(LET_SUBJECTS.filter((s) => s.part === 'general').map((s) => s.title)).toEqual([
      'English',
      'Filipino',
      'Mathematics',
      'Science',
      'Social Science',
    ]);
  });
});
