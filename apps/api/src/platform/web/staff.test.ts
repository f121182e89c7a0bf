import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { builtSiteDir, testConfig } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();
let siteDir: string;
let staffDir: string;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  siteDir = await builtSiteDir();
  staffDir = await mkdtemp(path.join(tmpdir(), 'rc-staff-'));
  await mkdir(path.join(staffDir, 'assets'));
  await writeFile(path.join(staffDir, 'index.html'), '<!doctype html><title>Staff console</title>');
  await writeFile(path.join(staffDir, 'assets/console-abc123.js'), 'console.log("staff")');
  app = createApp({ db: t.db, config: testConfig, siteDir, staffDir });
});
afterAll(async () => {
  await Promise.all([siteDir, staffDir].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the staff console under /staff', () => {
  it('should answer every console address with its page, never the site', async () => {
    for (const address of ['/staff/', '/staff/payments', '/staff/payments/42']) {
      const response = await app.request(address);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Staff console</title>');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }
    expect((await app.request('/staff')).headers.get('location')).toBe('/staff/');
  });

  it('should serve its hashed scripts for a year, and a missing one as 404 rather than the page', async () => {
    const script = await app.request('/staff/assets/console-abc123.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('console.log("staff")');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/staff/assets/console-old999.js')).status).toBe(404);
  });

  it('should leave the site its own pages', async () => {
    expect(await (await app.request('/home')).text()).toContain('<title>Review Center</title>');
  });
});
