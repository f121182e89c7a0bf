import { describe, expect, it } from 'vitest';
import { loginSchema } from './login.ts';

const firstError = (values: unknown) => {
  const result = loginSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0];
};

describe('loginSchema', () => {
  it.each([
    ['', 'email: Email is required'],
    ['juan', 'email: Email is invalid'],
  ])('should reject the e-mail %j', (email, message) => {
    expect(firstError({ email, password: '12345678' })).toBe(message);
  });

  it.each([
    ['', 'password: Password is required'],
    ['1234567', 'password: Password must be at least 8 characters'],
  ])('should reject the password %j', (password, message) => {
    expect(firstError({ email: 'juan@example.ph', password })).toBe(message);
  });

  it('should accept an 8 character password', () => {
    expect(firstError({ email: 'juan@example.ph', password: '12345678' })).toBeUndefined();
  });
});
