import { beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';
import { json, registerUser, type TestApp } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const SITE = 'https://reviews.example';
const OTHER = 'https://evil.example';

const t = testAppForFile();
let withCors: TestApp['request'];
beforeAll(async () => {
  withCors = t.variant({ corsOrigins: [SITE, 'http://localhost:5173'] });
});

const preflight = (request: TestApp['request'], origin: string) =>
  request('OPTIONS', '/users/me', {
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });

describe('CORS', () => {
  it('should let a listed origin call the API with its token, credentials allowed', async () => {
    const user = await registerUser(t);
    const allowed = await preflight(withCors, SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const me = await withCors('GET', '/users/me', { token: user.token, headers: { origin: SITE } });
    expect(me.status).toBe(200);
    expect((await json(me)).email).toBe(user.email);
    expect(me.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(me.headers.get('access-control-allow-credentials')).toBe('true');
    expect(me.headers.get('vary')).toMatch(/origin/i);

    // A refusal reaches the other site's code too, so it can show the message.
    const refused = await withCors('GET', '/users/me', { token: 'not-a-token', headers: { origin: SITE } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('should give an origin it does not list no CORS header at all, and refuse its preflight', async () => {
    const refused = await preflight(withCors, OTHER);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();

    const simple = await withCors('GET', '/offerings', { headers: { origin: OTHER } });
    expect(simple.status).toBe(200);
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('should send no CORS header to anyone by default', async () => {
    for (const origin of [SITE, OTHER]) {
      const response = await t.request('GET', '/offerings', { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect((await preflight(t.request, origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('should read CORS_ORIGINS as comma-separated origins and refuse anything else', () => {
    expect(readEnv({ CORS_ORIGINS: ` ${SITE}, http://localhost:5173 ,` }).corsOrigins).toEqual([
      SITE,
      'http://localhost:5173',
    ]);
    expect(readEnv({}).corsOrigins).toEqual([]);
    expect(() => readEnv({ CORS_ORIGINS: `${SITE}/` })).toThrow(/write it as https:\/\/reviews\.example/);
    expect(() => readEnv({ CORS_ORIGINS: 'reviews.example' })).toThrow(/not an origin/);
  });
});
