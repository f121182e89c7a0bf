import { describe, expect, it } from 'vitest';
import { fieldMessages as m } from './messages.ts';
import { supportSchema } from './support.ts';

const file = (n: number) => ({ name: `screen-${n}.pdf`, type: 'application/pdf', size: 10 });
const valid = { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.ph', category: 'WEBSITE', content: 'Hi' };
const errorOf = (values: unknown, field: string) => {
  const result = supportSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('supportSchema', () => {
  it('should accept a message without mobile or attachments', () => {
    expect(supportSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['', undefined],
    ['0917123456', m.mobileMin],
    ['09171234567', undefined],
    ['091712345678', undefined],
    ['0917 123 4567', m.mobileDigits],
  ])('should judge the mobile %j', (mobile, message) => {
    expect(errorOf({ ...valid, mobile }, 'mobile')).toBe(message);
  });

  it.each([
    [0, undefined],
    [1, undefined],
    [3, undefined],
    [4, 'Maximum files exceeds (3)'],
  ])('should judge %i attachments of any type', (count, message) => {
    expect(errorOf({ ...valid, attachments: Array.from({ length: count }, (_, i) => file(i)) }, 'attachments')).toBe(
      message,
    );
  });

  it.each([
    ['category', 'COMPLAINT', m.categoryInvalid],
    ['category', 'MOBILE APP', undefined],
    ['content', '', m.contentRequired],
    ['firstName', ' ', m.firstNameRequired],
    ['email', 'ana', m.emailInvalid],
  ])('should judge %s %j', (field, value, message) => {
    expect(errorOf({ ...valid, [field]: value }, field)).toBe(message);
  });
});
