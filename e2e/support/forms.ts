import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_MS } from './waits.ts';

/** Picks an option of a select field, found by its button (React Aria names it by value and label). */
export async function chooseOption(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('button', { name: typeof label === 'string' ? new RegExp(label) : label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types an ISO date into a date field's segments, as a person types it (month, day, year). */
export async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  const first = page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first();
  // Read-only in the server's HTML until the field's code runs (forms' useHydrated).
  await expect.poll(() => first.getAttribute('aria-readonly'), { timeout: STEP_MS }).not.toBe('true');
  await first.click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/**
 * React Aria's live announcer keeps each announcement (a pick, a date) for 7 s, labelled by the
 * field's own nodes; once the field is gone, axe reads it as an unlabelled image. Waits until
 * they have expired, before axe checks the page.
 */
export async function announcementsExpired(page: Page) {
  await expect.poll(() => page.locator('[role=log] [role=img]').count(), { timeout: 7_000 + STEP_MS }).toBe(0);
}
