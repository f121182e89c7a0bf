/**
 * Takes the README's two screenshots: the site's home page as a reviewee sees it, and the staff
 * console's payment queue as the demo administrator sees it, both at 1280 × 800 from the real API
 * in demo mode serving the built site and console.
 *
 * Usage: `pnpm build` (or the test command) first, then `pnpm screenshots`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../config/chromium.ts';
import { repoRoot, startApi } from './lib/api-server.ts';

/** The demo administrator (apps/api/src/demo/seed.ts): demo mode only. */
const ADMIN = { email: 'admin@review-center.local', password: 'admin-pass-2024' };
const folder = path.join(repoRoot, 'docs/screenshots');

const api = await startApi();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await mkdir(folder, { recursive: true });
  const page = await browser.newPage({ baseURL: api.baseUrl, viewport: { width: 1280, height: 800 } });
  await page.goto('/home');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(folder, 'site.png') });

  await page.goto('/staff/');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  await page.goto('/staff/payments');
  await page.getByRole('table').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(folder, 'console.png') });
  console.log(`Wrote ${path.relative(repoRoot, folder)}/site.png and console.png`);
} finally {
  await browser.close();
  await api.stop();
}
