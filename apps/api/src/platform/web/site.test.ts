import { mkdir, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { emptyCenterSettings, PAGE_MESSAGES } from '@review-center/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { builtSiteDir, testConfig } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { offeringForm } from '../../testing/offerings.ts';

/**
 * A stand-in for the site's server bundle (apps/site/dist-ssr/entry-server.js) with the same
 * exports: it renders the offerings' titles it fetched through the `fetch` it is handed, and
 * counts its renders. The real bundle is exercised end to end (e2e/home.e2e.ts).
 */
const RENDERER = `
let renders = 0;
export const livePages = ['/home', '/offerings'];
export const routePatterns = ['/', '/home', '/offerings', '/about-us', '/account', '/exams/:examName',
  '/offerings/:offering/enroll', '/enrollments/:enrollmentId/payments', '/account/reset-password/:user/:token'];
export async function renderPage(url, { template, manifest, fetch }) {
  if (!livePages.includes(new URL(url).pathname)) {
    return template.replace('<div id="root"></div>', '<div id="root"><p>' + ${JSON.stringify(PAGE_MESSAGES.notFound)} + '</p><p>at ' + new URL(url).pathname + '</p></div>');
  }
  renders += 1;
  if (new URL(url).pathname === '/offerings') throw new Error('the offerings page broke');
  const list = await (await fetch('/api/v2/offerings?page=1&limit=10')).json();
  const titles = list.docs.map((offering) => offering.title).join(' | ');
  return template.replace('<div id="root"></div>', '<div id="root"><p>' + titles + '</p><p>render ' + renders + ' of ' + Object.keys(manifest).join() + '</p></div>');
}
`;

const t = testAppForFile();
let siteDir: string;
let rendererPath: string;
beforeAll(async () => {
  siteDir = await builtSiteDir();
  for (const page of ['home', 'offerings', 'about-us']) {
    await mkdir(path.join(siteDir, page));
    await writeFile(path.join(siteDir, page, 'index.html'), `<!doctype html><p>${page} as built</p>`);
  }
  const script = 'console.log("the app");'.repeat(100);
  await mkdir(path.join(siteDir, 'assets'));
  await writeFile(path.join(siteDir, 'assets/app-1234.js'), script);
  await writeFile(path.join(siteDir, 'assets/app-1234.js.br'), brotliCompressSync(script));
  await writeFile(path.join(siteDir, 'assets/app-1234.js.gz'), gzipSync(script));
  await mkdir(path.join(siteDir, '.vite'));
  await writeFile(path.join(siteDir, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'x.js' } }));
  rendererPath = path.join(siteDir, '..', `${path.basename(siteDir)}-entry-server.mjs`);
  await writeFile(rendererPath, RENDERER);
});
afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
  await rm(rendererPath, { force: true });
});

describe('the served site', () => {
  it("should render the live pages per request with the API's own data, and reuse a render for a few seconds", async () => {
    const app = createApp({ db: t.db, config: testConfig, siteDir, siteRenderer: rendererPath });
    const offerings = (await (await t.request('GET', '/offerings?page=1&limit=10')).json()) as {
      docs: { title: string }[];
    };
    expect(offerings.docs.length).toBeGreaterThan(0);

    const first = await app.request('/home');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const html = await first.text();
    expect(html).toContain(offerings.docs.map((offering) => offering.title).join(' | '));
    expect(html).toContain('render 1 of index.html');
    // The site's security headers apply to rendered pages too.
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");

    expect(await (await app.request('/home')).text()).toContain('render 1 of');
  });

  it('should render the live pages afresh once an offering is published (decision 0045)', async () => {
    const app = createApp({ db: t.db, config: testConfig, siteDir, siteRenderer: rendererPath });
    expect(await (await app.request('/home')).text()).not.toContain('LET Night Review');
    const admin = { authorization: `Bearer ${await t.adminToken()}`, 'content-type': 'application/json' };
    const title = `LET Night Review ${Date.now()}`;
    const body = offeringForm({ title, content: '', price: 8_000 });
    const created = await app.request('/api/v2/admin/offerings', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify(body),
    });
    const { _id } = (await created.json()) as { _id: string };
    // Within the 5 s a render is reused: the write dropped it, and the next request renders afresh.
    await app.request(`/api/v2/admin/offerings/${_id}/publish`, { method: 'POST', headers: admin });
    expect(await (await app.request('/home')).text()).toContain(title);
  });

  it('should serve the page as built when rendering fails, and log why', async () => {
    const lines: string[] = [];
    const app = createApp({
      db: t.db,
      config: testConfig,
      siteDir,
      siteRenderer: rendererPath,
      log: (l) => lines.push(l),
    });
    const page = await app.request('/offerings');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('offerings as built');
    expect(lines.some((line) => line.includes('the offerings page broke'))).toBe(true);
  });

  it("should send the build's Brotli or gzip copy of an asset, whichever the browser takes, cached for a year", async () => {
    const app = createApp({ db: t.db, config: testConfig, siteDir });
    const script = 'console.log("the app");'.repeat(100);
    const asset = (acceptEncoding?: string) =>
      app.request('/assets/app-1234.js', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

    const br = await asset('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gzip = await asset('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await asset();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('should serve other pages as built, and every page as built without a renderer', async () => {
    const rendered = createApp({ db: t.db, config: testConfig, siteDir, siteRenderer: rendererPath });
    expect(await (await rendered.request('/about-us')).text()).toContain('about-us as built');
    const plain = createApp({ db: t.db, config: testConfig, siteDir, siteRenderer: path.join(siteDir, 'missing.js') });
    expect(await (await plain.request('/home')).text()).toContain('home as built');
    expect(await (await plain.request('/account')).text()).toContain('<div id="root"></div>');
  });

  it('should redirect / to /home over HTTP, keeping the query', async () => {
    const app = createApp({ db: t.db, config: testConfig, siteDir, siteRenderer: rendererPath });
    const root = await app.request('/?from=mail');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/home?from=mail');
  });

  it("should answer an address that is none of the site's routes with 404 and the 404 page in the HTML", async () => {
    const app = createApp({ db: t.db, config: testConfig, siteDir, siteRenderer: rendererPath });
    for (const address of ['/no-such-page', '/offerings/abc/enrol', '/exams', '/exams/a/b']) {
      const page = await app.request(address);
      expect(page.status, address).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(PAGE_MESSAGES.notFound);
      expect(html).toContain(`at ${address}`);
    }
    // The API's unknown addresses still answer in JSON; the console's are its own.
    const api = await app.request('/api/v2/no-such-call');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  it('should serve the service worker revalidated on every visit, and the web manifest in the center’s name (decision 0082)', async () => {
    const worker = 'self.addEventListener("fetch", () => {});';
    await writeFile(path.join(siteDir, 'sw.js'), worker);
    const built = { name: 'Review Center', short_name: 'Review Center', start_url: '/home', display: 'standalone' };
    await writeFile(path.join(siteDir, 'manifest.webmanifest'), JSON.stringify(built));
    const app = createApp({ db: t.db, config: testConfig, siteDir, siteRenderer: rendererPath });

    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toBe(worker);

    const manifest = async () => {
      const response = await app.request('/manifest.webmanifest');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/manifest+json');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return (await response.json()) as typeof built;
    };
    const center = (await (await app.request('/api/v2/center')).json()) as { name: string };
    expect(await manifest()).toEqual({ ...built, name: center.name, short_name: center.name });

    // Renamed in the console: the manifest says so at once, not after the reuse of a few seconds.
    const { sample: _sample, ...settings } = emptyCenterSettings();
    const renamed = await app.request('/api/v2/admin/center', {
      method: 'PUT',
      headers: { authorization: `Bearer ${await t.adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...settings, name: 'Bagong Guro Review Center' }),
    });
    expect(renamed.status).toBe(200);
    expect(await manifest()).toEqual({
      ...built,
      name: 'Bagong Guro Review Center',
      short_name: 'Bagong Guro Review Center',
    });
  });

  it("should answer the site's routes, parameterised ones too, with the app", async () => {
    const app = createApp({ db: t.db, config: testConfig, siteDir, siteRenderer: rendererPath });
    for (const address of [
      '/account',
      '/account/',
      '/Account',
      '/exams/board-mock-1',
      '/offerings/abc/enroll',
      '/enrollments/123/payments',
      '/account/reset-password/u1/t0k3n',
    ]) {
      const page = await app.request(address);
      expect(page.status, address).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    }
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.status).toBe(200);
  });
});
