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

  it('should show the 404 page for an unknown address', async () => {
    const page = await newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404' }).waitFor();
    expect(await page.getByRole('link', { name: 'BACK HOME' }).getAttribute('href')).toBe('/home');
  });
});
