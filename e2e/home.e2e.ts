import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

const { newPage } = useBrowser();

describe('home', () => {
  it('should redirect / to /home and show the offerings served by the API', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.waitForURL('**/home');
    const offerings = page.getByRole('region', { name: 'Offerings' });
    await offerings.getByRole('heading', { name: 'LET Hybrid Online Review (March 2024)' }).waitFor();
    expect(await offerings.getByText('₱10,500.00').count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('should paint the page text before any script runs (prerendered HTML)', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/home');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Review Center');
  });

  it('should hydrate the prerendered page without errors', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/home');
    await page.getByRole('region', { name: 'Offerings' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('should show the 404 page for an unknown address', async () => {
    const page = await newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404' }).waitFor();
    expect(await page.getByRole('link', { name: 'BACK HOME' }).getAttribute('href')).toBe('/home');
  });
});
