import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/config.ts';
import { filesForm, json, PNG, registerUser } from '../../testing/app.ts';
import { limitedApp, statusesOf } from '../../testing/limits.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { RateLimiter } from './rate-limit.ts';

const t = testAppForFile();

const from = (address: string) => ({ 'x-forwarded-for': address });
const ticket = (content: string) => ({
  firstName: 'Ana',
  lastName: 'Cruz',
  email: 'ana@example.com',
  category: 'WEBSITE',
  content,
});

describe('RateLimiter', () => {
  it('should refuse the try over the limit with the seconds left, then allow a new window', async () => {
    const limiter = new RateLimiter(t.db);
    const policy = { windowMs: 60_000, max: 2 };
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    expect(await limiter.hit([['unit:ip:1', policy]], at(0))).toEqual({ ok: true });
    expect(await limiter.hit([['unit:ip:1', policy]], at(10))).toEqual({ ok: true });
    expect(await limiter.hit([['unit:ip:1', policy]], at(20))).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(await limiter.hit([['unit:ip:2', policy]], at(20))).toEqual({ ok: true });
    expect(await limiter.hit([['unit:ip:1', policy]], at(60))).toEqual({ ok: true });
  });

  it('should let only one of two limiters on the same database take the last try at once', async () => {
    // Two API processes are two limiters over one table: the window is theirs together.
    const [a, b] = [new RateLimiter(t.db), new RateLimiter(t.db)];
    const policy = { windowMs: 60_000, max: 3 };
    const now = new Date();
    expect(await a.hit([['unit:shared', policy]], now)).toEqual({ ok: true });
    expect(await b.hit([['unit:shared', policy]], now)).toEqual({ ok: true });
    const last = await Promise.all([a.hit([['unit:shared', policy]], now), b.hit([['unit:shared', policy]], now)]);
    expect(last.filter((result) => result.ok)).toHaveLength(1);
    expect(await a.hit([['unit:shared', policy]], now)).toMatchObject({ ok: false });
  });

  it('should prune the windows that have ended', async () => {
    const limiter = new RateLimiter(t.db);
    const start = new Date(Date.UTC(2026, 0, 1));
    await limiter.hit([['unit:prune', { windowMs: 60_000, max: 5 }]], start);
    expect(await limiter.prune(new Date(start.getTime() + 59_000))).toBe(0);
    expect(await limiter.prune(new Date(start.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('rate_limits').select('key').where('key', '=', 'unit:prune').execute();
    expect(left).toEqual([]);
  });
});

describe('sign-in limits', () => {
  it("should still let the owner in from their own address after a stranger's wrong guesses locked the stranger out", async () => {
    const owner = await registerUser(t);
    // The production limits, with the client address read from one proxy of ours.
    const app = t.variant({ rateLimits: defaultConfig.rateLimits, trustProxy: 1 });
    const statuses = [];
    for (let i = 0; i <= defaultConfig.rateLimits.auth.max; i += 1) {
      const guess = await app('POST', '/users/sign-in', {
        body: { email: owner.email, password: `guess-${i}-xx` },
        headers: from('203.0.113.7'),
      });
      statuses.push(guess.status);
    }
    expect(statuses.at(-2)).toBe(404);
    expect(statuses.at(-1)).toBe(429);

    const own = await app('POST', '/users/sign-in', {
      body: { email: owner.email, password: owner.password },
      headers: from('198.51.100.20'),
    });
    expect(own.status).toBe(200);
    expect(await json(own)).toEqual({ token: expect.any(String), _id: owner.id });
  });

  it('should never count a successful sign-in', async () => {
    const owner = await registerUser(t);
    const app = limitedApp(t, 'auth', 2);
    const statuses = await statusesOf(4, () =>
      app('POST', '/users/sign-in', { body: { email: owner.email, password: owner.password } }),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('should read the address the proxy saw, not what the client wrote to the left of it', async () => {
    const app = limitedApp(t, 'auth', 2, { trustProxy: 1 });
    const statuses = await statusesOf(3, (i) =>
      app('POST', '/users/reset-password-v2', {
        body: { email: `sprayed${i}@example.com` },
        headers: from(`10.1.1.${i}, 192.0.2.50`),
      }),
    );
    expect(statuses).toEqual([404, 404, 429]);
  });
});

describe('bulk limits', () => {
  it('should answer 429 to the 31st support ticket from one address within the hour, and take one from another address', async () => {
    const app = t.variant({ rateLimits: defaultConfig.rateLimits, trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i += 1) {
      const response = await app('POST', '/supports/tickets', {
        body: ticket(`Message ${i}`),
        headers: from('192.0.2.31'),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await app('POST', '/supports/tickets', {
      body: ticket('Another visitor'),
      headers: from('192.0.2.32'),
    });
    expect(other.status).toBe(200);
  });

  it('should answer 429 once one address has uploaded its share of files', async () => {
    const app = limitedApp(t, 'bulk', 2, { trustProxy: 1 });
    const statuses = await statusesOf(3, () =>
      app('POST', '/uploads', { body: filesForm([{ name: 'proof.png', bytes: PNG }]), headers: from('192.0.2.40') }),
    );
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('should answer 429 once a user has posted their share of discussions and replies', async () => {
    const user = await registerUser(t);
    const app = limitedApp(t, 'bulk', 2);
    const statuses = await statusesOf(3, (i) =>
      app('POST', `/users/${user.id}/discussions`, {
        token: user.token,
        body: { offering: 'hybrid-online-march-2024', title: `Question ${i}`, content: 'How do I review for Gen Ed?' },
      }),
    );
    // Access to discussions is checked after the limit; what matters is the third is refused.
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
  });
});
