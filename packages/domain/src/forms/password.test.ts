import { describe, expect, it } from 'vitest';
import { fieldMessages as m } from './messages.ts';
import { forgotPasswordSchema, newPasswordSchema } from './password.ts';

const errorsOf = (values: unknown): Record<string, string> => {
  const result = newPasswordSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('forgotPasswordSchema', () => {
  it.each([
    ['', m.emailRequired],
    ['juan@', m.emailInvalid],
    ['  juan@example.ph ', undefined],
  ])('should judge the e-mail %j', (email, message) => {
    const result = forgotPasswordSchema.safeParse({ email });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});

describe('newPasswordSchema', () => {
  it.each([
    ['1234567', { password: m.passwordMin(8) }],
    ['12345678', {}],
    ['1234567890123456', {}],
    ['12345678901234567', { password: m.passwordMax(16) }],
  ])('should judge a %j password confirmed by itself', (password, errors) => {
    expect(errorsOf({ password, confirmPassword: password })).toEqual(errors);
  });

  it.each([
    [
      { password: '', confirmPassword: '' },
      { password: m.passwordRequired, confirmPassword: m.confirmPasswordRequired },
    ],
    [{ password: 'secret123' }, { confirmPassword: m.confirmPasswordRequired }],
    [{ password: 'secret123', confirmPassword: 'secret124' }, { confirmPassword: m.passwordMismatch }],
  ])('should require an equal confirmation for %j', (values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });
});
