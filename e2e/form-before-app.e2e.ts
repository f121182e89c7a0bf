import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_REVIEWEE } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { JOURNEY_MS } from './support/waits.ts';

const { newPage } = useBrowser();

/**
 * The login form arrives rendered by the server (decision 0033): on a slow phone a reviewee
 * types into it and presses Login while the app's code is still on its way. Nothing typed is lost,
 * the browser does not send the form itself, and the app sends it once it runs. The scripts are
 * held back until then, so the app cannot start early.
 */
describe('a form used before the app starts', { timeout: JOURNEY_MS }, () => {
  it('should keep what was typed on /login and sign in with it once the app runs', async () => {
    const page = await newPage();
    const held: Route[] = [];
    let released = false;
    // Every script but the few-hundred-byte entry, which holds a submit until the app runs.
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, (route) => (released ? route.continue() : held.push(route)));
    await page.goto('/login', { waitUntil: 'domcontentloaded' });

    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_REVIEWEE.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_REVIEWEE.password);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(held.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.hydrated)).toBeUndefined();

    const signIn = page.waitForRequest((request) => request.url().endsWith('/api/v2/users/sign-in'));
    released = true;
    for (const route of held.splice(0)) await route.continue();

    // Sent by the app, with what was typed before it ran: the page was never replaced by the
    // browser sending the form itself (a GET, the password in the address, the fields emptied).
    expect((await signIn).postDataJSON()).toEqual(DEMO_REVIEWEE);
    await page.waitForURL('**/home');
  });
});
