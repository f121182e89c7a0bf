import { rm } from 'node:fs/promises';
import { contract, type Endpoint } from '@review-center/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { builtSiteDir, testConfig } from './testing/app.ts';
import { testAppForFile } from './testing/file-app.ts';

const t = testAppForFile();
let siteDir: string;
beforeAll(async () => {
  siteDir = await builtSiteDir();
});
afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

describe('the contract', () => {
  it('should have every call mounted (none falls through to "No route")', async () => {
    for (const [name, endpoint] of Object.entries(contract) as [string, Endpoint][]) {
      const url = endpoint.path.replace(/\{\w+\}/g, 'x');
      const response = await t.request(endpoint.method, url, endpoint.body ? { body: {} } : {});
      const body = response.headers.get('content-type')?.includes('json')
        ? ((await response.json()) as { message?: string })
        : {};
      expect([name, body.message ?? '']).not.toEqual([name, expect.stringMatching(/^No route/)]);
    }
  });

  it('should serve the OpenAPI document of every call and a readable reference page', async () => {
    const doc = (await (await t.request('GET', '/openapi.json')).json()) as { paths: Record<string, object> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const calls = (Object.values(contract) as Endpoint[]).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(operations.toSorted()).toEqual(calls.toSorted());
    expect(Object.keys(doc.paths)).toContain('/users/{id}/resend-verfication');

    const page = await t.request('GET', '/docs');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    // Without JavaScript the page still lists every call.
    expect(html).toContain('/users/{id}/resend-verfication');
    // Scripts are files of ours only (the CSP allows no inline script): the viewer and its start.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, body]) => [attributes?.trim(), body?.trim()])).toEqual([
      ['src="./docs/swagger-ui-bundle.js"', ''],
      ['src="./docs/start.js"', ''],
    ]);
    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'text/javascript'],
      ['start.js', 'text/javascript'],
      ['swagger-ui.css', 'text/css'],
    ] as const) {
      const asset = await t.app.request(`/api/v2/docs/${file}`, { headers: { 'accept-encoding': 'gzip' } });
      expect([file, asset.status, asset.headers.get('content-type')]).toEqual([
        file,
        200,
        expect.stringContaining(type),
      ]);
      expect(asset.headers.get('content-encoding')).toBe('gzip');
    }
    expect((await t.request('GET', '/docs/index.html')).status).toBe(404);
  });
});

describe('HTTP behaviour', () => {
  it('should send security headers with a CSP for the built site', async () => {
    const response = await t.request('GET', '/offerings');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('should compress JSON for clients that accept gzip', async () => {
    const response = await t.app.request('/api/v2/announcements?limit=5', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('should log one JSON line per request with method, path, status and duration', async () => {
    const lines: string[] = [];
    const app = createApp({ db: t.db, config: testConfig, log: (line) => lines.push(line) });
    await app.request('/api/v2/offerings/nope');
    expect(JSON.parse(lines.at(-1)!)).toEqual({
      method: 'GET',
      path: '/api/v2/offerings/nope',
      status: 404,
      ms: expect.any(Number),
    });
  });

  it('should keep e-mailed links’ tokens out of the request log', async () => {
    const lines: string[] = [];
    const app = createApp({ db: t.db, config: testConfig, log: (line) => lines.push(line) });
    for (const path of [
      '/account/verify/u1/secret-1',
      '/account/reset-password/u1/secret-2',
      '/account/device/u1/secret-3',
      '/api/v2/users/u1/reset-links/secret-4',
    ])
      await app.request(path);
    const paths = lines.map((line) => (JSON.parse(line) as { path: string }).path);
    expect(paths).toEqual([
      '/account/verify/u1/…',
      '/account/reset-password/u1/…',
      '/account/device/u1/…',
      '/api/v2/users/u1/reset-links/…',
    ]);
  });

  it('should answer unknown API paths with a JSON 404 and other paths with the single-page app', async () => {
    const app = createApp({ db: t.db, config: testConfig, siteDir });
    const api = await app.request('/api/v2/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'No route for GET /api/v2/nothing-here' });
    const page = await app.request('/account/verify/u1/abc-1');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
