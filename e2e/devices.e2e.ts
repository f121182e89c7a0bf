import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, registerReviewee, REVIEWEE_PASSWORD, uniqueEmail } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { linkFromOutbox } from './support/outbox.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/**
 * One registered device per account (decision 0068), against the real API in Chromium: a second
 * browser is refused with the message, moves the account through the e-mailed link (read from the
 * API's outbox) and the first browser is signed out; the registrar resets the device and the
 * audit log shows it.
 */
const { newPage } = useBrowser();
const REGISTRAR = { email: 'registrar@review-center.local', password: 'registrar-2024' };
const REFUSED = 'Error - This account is registered on another device, one account is limited to one device';

const hasSession = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === 'met-token' && cookie.value !== '');

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(REVIEWEE_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('one registered device per account', { timeout: JOURNEY_MS }, () => {
  it('should refuse a second browser, move the account there by e-mail, and let the registrar reset it', async () => {
    const reviewee = await registerReviewee(uniqueEmail('one-device'));

    // The first browser: the reviewee's own, where the account is open.
    const first = await newPage();
    first.setDefaultTimeout(STEP_MS);
    await withSession(first, reviewee.token);
    await first.goto('/account');
    const device = first.getByRole('region', { name: 'Registered device' });
    await device.getByText('Chrome on Linux').waitFor({ timeout: SERVER_MS });

    // A second browser, never seen before: refused with the message, and no session.
    const second = await newPage({ device: null });
    second.setDefaultTimeout(STEP_MS);
    await signInThroughForm(second, reviewee.email);
    await second.getByRole('form', { name: 'Login' }).getByText(REFUSED).waitFor();
    expect(new URL(second.url()).pathname).toBe('/login');
    expect(await hasSession(second)).toBe(false);
    await expectNoAxeViolations(second);

    // They move the account here through the e-mailed link.
    await second.getByRole('button', { name: 'Move my account to this device' }).click();
    await second
      .getByRole('status')
      .filter({ hasText: 'We sent a link to move your account to this device.' })
      .waitFor();
    const link = await linkFromOutbox(reviewee.email, '/account/device/');
    await second.goto(link);
    await second.getByRole('heading', { name: 'Success - Account moved to this device' }).waitFor();
    expect(await hasSession(second)).toBe(true);
    await expectNoAxeViolations(second);
    await second.getByRole('link', { name: 'My Account' }).click();
    await second.getByRole('region', { name: 'Registered device' }).getByText('Chrome on Linux').waitFor();
    await expectNoAxeViolations(second);

    // The first browser was signed out.
    await first.reload();
    await first.waitForURL(`**/login?next=${encodeURIComponent('/account')}`);
    expect(await hasSession(first)).toBe(false);

    // The link worked once.
    const third = await newPage({ device: null });
    third.setDefaultTimeout(STEP_MS);
    await third.goto(link);
    await third
      .getByRole('heading', {
        name: 'Error - Link to move your account is not valid or has expired, please sign in to ask for a new one',
      })
      .waitFor();

    // The registrar sees the history and resets it, with a confirmation; the record's history shows it.
    const staff = await newPage();
    staff.setDefaultTimeout(STEP_MS);
    await signInToConsole(staff, REGISTRAR);
    await press(staff, 'link', 'Reviewees');
    await staff.getByRole('heading', { name: 'Reviewees' }).waitFor();
    await staff.getByRole('searchbox', { name: 'Search' }).focus();
    await staff.keyboard.type(reviewee.email);
    await until(async () => (await staff.getByRole('row').count()) === 2, 'the search to leave one reviewee');
    await press(staff, 'link', 'Maria Reyes Santos');
    await staff.getByRole('heading', { name: 'Maria Reyes Santos' }).waitFor();
    const devices = staff.getByRole('table', { name: 'Devices' });
    await until(async () => (await devices.getByRole('row').count()) === 3, 'the two devices');
    await devices.getByRole('row').filter({ hasText: 'Moved by the reviewee' }).waitFor();
    await expectNoAxeViolations(staff);

    await press(staff, 'button', 'Reset device');
    const confirm = staff.getByRole('alertdialog', { name: `Reset the registered device of ${reviewee.email}?` });
    await confirm.getByRole('button', { name: 'Reset device' }).click();
    await staff.getByText(`Device of ${reviewee.email} reset`).first().waitFor();
    await devices.getByRole('row').filter({ hasText: 'Reset by staff' }).waitFor();
    await staff
      .getByRole('listitem')
      .filter({ hasText: 'user.device-reset by registrar@review-center.local' })
      .waitFor();

    // The administrator's audit log lists it.
    const admin = await newPage();
    admin.setDefaultTimeout(STEP_MS);
    await signInToConsole(admin, DEMO_ADMIN, `/staff/audit?action=user.device-reset&entityId=${reviewee._id}`);
    const log = admin.getByRole('table', { name: 'Audit log' });
    await log.getByRole('row').filter({ hasText: 'registrar@review-center.local' }).waitFor();

    // The moved-to browser was signed out too, and the next sign-in, anywhere, registers anew.
    await second.goto('/account');
    await second.waitForURL(`**/login?next=${encodeURIComponent('/account')}`);
    await signInThroughForm(first, reviewee.email);
    await first.waitForURL('**/home');
    expect(await hasSession(first)).toBe(true);
  });
});
