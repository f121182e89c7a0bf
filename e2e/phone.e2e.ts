import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_REVIEWEE, enrollThroughApi, signIn } from './support/api.ts';
import { useBrowser, withSession } from './support/browser.ts';
import { PDF, pngFile } from './support/files.ts';
import { chooseOption, typeDate } from './support/forms.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * What a reviewee meets on a 390 px phone (Playwright's phone context: 390 × 844, touch): a file
 * that is not an image is refused as soon as it is chosen, PAYMENT SUCCESSFUL comes into view
 * after Submit payment, notifications keep clear of the header's Menu button, every account tab
 * can be reached and shows whole, and an offering card gives both course prices.
 */

const { newPage } = useBrowser();
const PHONE_WIDTH = 390;
const PHONE_HEIGHT = 844;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'on the page').not.toBeNull();
  return found!;
}

/** Whole inside the phone's screen, across and down. */
async function expectOnScreen(locator: Locator, what: string) {
  const { x, y, width, height } = await box(locator);
  expect(x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what}: right edge`).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(y + height, `${what}: bottom edge`).toBeLessThanOrEqual(PHONE_HEIGHT);
}

/** The page itself never scrolls sideways: only the tab row does. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('on a phone', { timeout: JOURNEY_MS }, () => {
  it('should refuse a PDF named .png when it is chosen, and show PAYMENT SUCCESSFUL in view and focused after Submit payment', async () => {
    const enrollment = await enrollThroughApi('Full', 'phone');
    const page = await newPage({ mobile: true });
    page.setDefaultTimeout(STEP_MS);
    await withSession(page, enrollment.token);
    await page.goto(`/enrollments/${enrollment._id}/payments`);
    await page.getByRole('form', { name: 'Payment' }).waitFor({ timeout: SERVER_MS });

    // A PDF renamed receipt.png, which the phone's picker calls an image: judged by its content.
    const proof = page.getByRole('group', { name: 'Attachments' });
    await proof
      .locator('input[type=file]')
      .setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: PDF }]);
    await proof.getByText('Only PNG or JPEG images are allowed').waitFor();

    await chooseOption(page, 'Payment type', 'Full');
    await page.getByRole('radiogroup', { name: 'Payment option' }).getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount paid' }).fill('9000');
    await page.getByRole('textbox', { name: 'Receipt ID' }).fill('GC-PHONE-1');
    await typeDate(page, 'Payment date', new Date().toISOString().slice(0, 10));
    // The refused file is taken out, as the reviewee would, and a real photo chosen.
    await proof.getByRole('button', { name: 'Remove receipt.png' }).click();
    await proof.locator('input[type=file]').setInputFiles([pngFile('receipt.png')]);
    await expect.poll(() => proof.getByText('Only PNG or JPEG images are allowed').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit payment' }).click();

    const outcome = page.getByRole('heading', { name: 'PAYMENT SUCCESSFUL' });
    await outcome.waitFor();
    await expect
      .poll(() => outcome.evaluate((heading) => heading === document.activeElement), { timeout: STEP_MS })
      .toBe(true);
    // In view below the header (which may stick to the top), not left behind with the button.
    const header = await box(page.getByRole('banner'));
    await expectOnScreen(outcome, 'PAYMENT SUCCESSFUL');
    expect((await box(outcome)).y).toBeGreaterThanOrEqual(Math.max(0, header.y + header.height) - 1);

    // The two notifications sit below the header: the Menu button stays free to press.
    await page.getByText('Success - Payment Submitted').waitFor();
    const menu = await box(page.getByRole('button', { name: 'Menu' }));
    for (const toast of await page.getByRole('alertdialog').all()) {
      const { y } = await box(toast);
      expect(y, 'notification below the Menu button').toBeGreaterThanOrEqual(menu.y + menu.height);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  it('should reach all six account tabs, each shown whole, opening on the one named in the address', async () => {
    const { token } = await signIn(DEMO_REVIEWEE);
    const page = await newPage({ mobile: true });
    page.setDefaultTimeout(STEP_MS);
    await withSession(page, token);
    // Opened on the last tab (a link to My Progress): that tab is scrolled into view.
    await page.goto('/account?tab=progress');
    const tabs = page.getByRole('tablist', { name: 'Account' });
    const progress = tabs.getByRole('tab', { name: 'My Progress' });
    await progress.and(page.locator('[aria-selected=true]')).waitFor({ timeout: SERVER_MS });
    await expectOnScreen(progress, 'My Progress');
    // The chart's axis is in percent, from 0 to 100.
    const axis = page.locator('.apexcharts-yaxis-label tspan');
    await axis.filter({ hasText: /^100%$/ }).waitFor();
    await axis.filter({ hasText: /^0%$/ }).waitFor();

    for (const name of [/^Account/, /^Enrollments/, /^Payments/, /^Hybrid Courseware/, /^My Exams/, /^My Progress/]) {
      const tab = tabs.getByRole('tab', { name });
      await tab.click();
      await tab.and(page.locator('[aria-selected=true]')).waitFor();
      await expectOnScreen(tab, String(name));
      expect(await page.getByRole('tabpanel').count()).toBe(1);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  it('should give the BEED and the other courses’ prices on the hybrid review’s card', async () => {
    const page = await newPage({ mobile: true });
    await page.goto('/offerings');
    const card = page.getByRole('article', { name: 'LET Hybrid Online Review (March 2024)' });
    await card.waitFor({ timeout: SERVER_MS });
    const prices = await card
      .locator('dt')
      .evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`));
    expect(prices).toEqual(['BEED: ₱9,000.00', 'BSED and UNITS/CPE: ₱10,500.00']);
  });
});
