import { describe, expect, it } from 'vitest';
import { destinationOf, loginFor } from './return-to.ts';

const next = (value: string) => new URLSearchParams({ next: value });

describe('return after login', () => {
  it('should carry the whole path, query and fragment to /login', () => {
    expect(loginFor('/enrollments/e1/payments?x=1#form')).toBe(
      '/login?next=%2Fenrollments%2Fe1%2Fpayments%3Fx%3D1%23form',
    );
    expect(destinationOf(new URL(loginFor('/exams/gen-ed?x=1#q'), 'https://review.example').searchParams)).toBe(
      '/exams/gen-ed?x=1#q',
    );
  });

  it.each([
    ['absent', new URLSearchParams()],
    ['another origin', next('https://evil.example/account')],
    ['a protocol-relative address', next('//evil.example/account')],
    ['a backslash host', next('/\\evil.example')],
    ['a tab that hides a second slash', next('/\t/evil.example')],
    ['a script', next('javascript:alert(1)')],
    ['a relative path', next('account')],
    ['the login page itself', next('/login?next=/account')],
    ['the register page', next('/register')],
  ])('should refuse %s', (_, search) => {
    expect(destinationOf(search)).toBeNull();
  });
});
