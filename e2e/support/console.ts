import type { Page } from 'playwright-core';
import { SERVER_MS } from './waits.ts';

/**
 * Signs in to the staff console with the keyboard alone (e-mail, Tab, password, Enter) on a new
 * page, at `path`, and waits for the console's Sign out.
 */
export async function signInToConsole(
  page: Page,
  account: { email: string; password: string },
  path = '/staff/',
): Promise<Page> {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Staff console' }).waitFor({ timeout: SERVER_MS });
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  // A sign-in is the server's work (the password's hash), then the console's first chunks.
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: SERVER_MS });
  return page;
}

/** Focuses a control by its role and name and presses `key` (Enter unless told) on it. */
export async function press(
  page: Page,
  role: 'link' | 'button' | 'tab' | 'checkbox' | 'radio',
  name: string | RegExp,
  key = 'Enter',
) {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  await target.focus();
  await page.keyboard.press(key);
}
