import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { RateLimiter } from './rate-limit.ts';
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

describe('RateLimiter', () => {
  it('should refuse the try over the limit with the seconds left, then allow a new window', () => {
    const limiter = new RateLimiter({ windowMs: 60_000, max: 2 });
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    expect(limiter.hit(['ip:1'], at(0))).toEqual({ ok: true });
    expect(limiter.hit(['ip:1'], at(10))).toEqual({ ok: true });
    expect(limiter.hit(['ip:1'], at(20))).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(limiter.hit(['ip:2'], at(20))).toEqual({ ok: true });
    expect(limiter.hit(['ip:1'], at(60))).toEqual({ ok: true });
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
