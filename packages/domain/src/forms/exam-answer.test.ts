import { describe, expect, it } from 'vitest';
import { examAnswerSchema } from './exam-answer.ts';

describe('examAnswerSchema', () => {
  const schema = examAnswerSchema({ options: [{ label: 'A' }, { label: 'B' }, { label: 'C' }, { label: 'D' }] });

  it.each([
    ['A', true],
    ['D', true],
    ['E', false],
    ['a', false],
    ['', false],
  ])('should judge the answer %j', (answer, ok) => {
    const result = schema.safeParse({ answer });
    expect(result.success).toBe(ok);
    if (!result.success)
      expect(result.error.issues[0]?.message).toBe("The answer must be one of the question's options");
  });
});
