import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/config.ts';
import { json, registerUser } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

const me = async (token: string) => t.request('GET', '/users/me', { token });
const signIn = async (user: { email: string; password: string }) =>
  (await json(await t.request('POST', '/users/sign-in', { body: { email: user.email, password: user.password } })))
    .token as string;
const later = (ms: number) => new Date(Date.now() + ms);

describe('sign-out', () => {
  it('should answer 401 to a token once it has signed out, and keep the other sessions of the user', async () => {
    const user = await registerUser(t);
    const other = await signIn(user);
    const out = await t.request('POST', '/users/sign-out', { token: user.token });
    expect(out.status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect((await t.request('PUT', `/users/${user.id}`, { token: user.token, body: { city: 'Iloilo' } })).status).toBe(
      401,
    );
    expect((await me(other)).status).toBe(200);
  });

  it('should answer 401 to a sign-out without a valid token', async () => {
    expect((await t.request('POST', '/users/sign-out')).status).toBe(401);
    expect((await t.request('POST', '/users/sign-out', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('refresh', () => {
  it('should replace the token GET /users/me was called with: the old one works during the grace, then 401', async () => {
    const user = await registerUser(t);
    const refreshed = await json(await me(user.token));
    expect(refreshed.token).toEqual(expect.any(String));
    expect(refreshed.token).not.toBe(user.token);

    // Requests already sent with the old token still succeed for a moment.
    const duringGrace = await t.at(later(defaultConfig.sessionGraceMs - 5_000), () => me(user.token));
    expect(duringGrace.status).toBe(200);
    const afterGrace = await t.at(later(defaultConfig.sessionGraceMs + 5_000), () => me(user.token));
    expect(afterGrace.status).toBe(401);
    const fresh = await t.at(later(defaultConfig.sessionGraceMs + 5_000), () => me(refreshed.token as string));
    expect(fresh.status).toBe(200);
  });

  it('should end a session at its absolute lifetime however often it was refreshed', async () => {
    const user = await registerUser(t);
    const { sessionTtlMs, sessionMaxAgeMs } = defaultConfig;
    let token = user.token;
    // Refreshed every 20 days: each new token would live 30 more days, but the session ends 90 days after sign-in.
    for (let day = 20; day * 86_400_000 < sessionMaxAgeMs; day += 20) {
      const response = await t.at(later(day * 86_400_000), () => me(token));
      expect(response.status).toBe(200);
      token = (await json(response)).token as string;
    }
    expect(sessionTtlMs).toBeLessThan(sessionMaxAgeMs);
    const past = await t.at(later(sessionMaxAgeMs + 60_000), () => me(token));
    expect(past.status).toBe(401);
  });
});

describe('sign-out everywhere', () => {
  it("should revoke every session of the user and no one else's", async () => {
    const user = await registerUser(t);
    const stranger = await registerUser(t);
    const second = await signIn(user);
    const third = await signIn(user);

    const out = await t.request('DELETE', `/users/${user.id}/sessions`, { token: second });
    expect(out.status).toBe(200);
    for (const token of [user.token, second, third]) expect((await me(token)).status).toBe(401);
    expect((await me(stranger.token)).status).toBe(200);
  });

  it("should refuse to sign another user's sessions out", async () => {
    const user = await registerUser(t);
    const stranger = await registerUser(t);
    const response = await t.request('DELETE', `/users/${user.id}/sessions`, { token: stranger.token });
    expect(response.status).toBe(403);
    expect((await me(user.token)).status).toBe(200);
  });
});
