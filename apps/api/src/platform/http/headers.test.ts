import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { builtSiteDir, json, registerUser, testConfig } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();
let siteDir: string;
let site: ReturnType<typeof createApp>;
beforeAll(async () => {
  siteDir = await builtSiteDir();
  await mkdir(path.join(siteDir, 'assets'));
  await writeFile(path.join(siteDir, 'assets/app-1234.js'), 'console.log("the app");');
  await writeFile(path.join(siteDir, 'assets/app-1234.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  await mkdir(path.join(siteDir, '.vite'));
  await writeFile(path.join(siteDir, '.vite/manifest.json'), '{"index.html":{"file":"assets/app-1234.js"}}');
  site = createApp({ db: t.db, siteDir, config: testConfig });
});
afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

describe('Cache-Control', () => {
  it('should tell every cache not to store an answer carrying a token or personal data', async () => {
    const user = await registerUser(t);
    const signIn = await t.request('POST', '/users/sign-in', { body: { email: user.email, password: user.password } });
    const me = await t.request('GET', '/users/me', { token: user.token });
    const payments = await t.request('GET', `/users/${user.id}/payments`, { token: user.token });
    expect(signIn.status).toBe(200);
    expect((await json(me)).token).toEqual(expect.any(String));
    for (const response of [signIn, me, payments]) expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('should not let a cache store a refusal or an unknown API path either', async () => {
    const refused = await t.request('GET', '/users/me', { token: 'not-a-token' });
    const unknown = await t.request('GET', '/no-such-call');
    expect([refused.status, unknown.status]).toEqual([401, 404]);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});

describe('Permissions-Policy', () => {
  it('should deny the browser features the site does not use, on pages and API answers alike', async () => {
    const page = await site.request('/home');
    const api = await t.request('GET', '/offerings');
    for (const response of [page, api]) {
      const policy = response.headers.get('permissions-policy') ?? '';
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('payment=()');
    }
  });
});

describe('build files', () => {
  it('should serve the scripts but neither their source maps nor the build manifest', async () => {
    expect((await site.request('/assets/app-1234.js')).status).toBe(200);
    const map = await site.request('/assets/app-1234.js.map');
    const manifest = await site.request('/.vite/manifest.json');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
    expect(manifest.status).toBe(404);
    expect(await manifest.text()).not.toContain('app-1234');
  });
});

describe('Content-Security-Policy', () => {
  it('should allow scripts from the site itself only, and no framing', async () => {
    const csp = (await site.request('/home')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
