import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { linkSecret } from './tokens.ts';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('hashPassword', () => {
  it('should salt every hash and verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('secret123', cheap), hashPassword('secret123', cheap)]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('secret123', 'plain-text')).toBe(false);
  });
});

describe('linkSecret', () => {
  it.each([
    ['with its expiry suffix', `${'a'.repeat(64)}-1795480348852`, 'a'.repeat(64)],
    ['without it', 'a'.repeat(64), 'a'.repeat(64)],
  ])('should read the token %s', (_, token, secret) => {
    expect(linkSecret(token)).toBe(secret);
  });
});
