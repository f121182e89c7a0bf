import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, registerReviewee, REVIEWEE_PASSWORD, uniqueEmail, uploadPng } from './support/api.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { typeInto } from './support/keyboard.ts';
import { emailsTo, linkFromOutbox } from './support/outbox.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, STEP_MS } from './support/waits.ts';

/*
 * The console's people pages (decision 0029) against the real API, with the keyboard alone: the
 * registrar resends a verification e-mail and disables an account; support answers a ticket by
 * e-mail; the administrator makes a cashier, who cannot manage staff.
 */

const { newPage, baseUrl } = useBrowser();

/** The demo accounts of each staff role (apps/api/src/db/seed.ts, demo mode). */
const REGISTRAR = { email: 'registrar@review-center.local', password: 'registrar-2024' };
const SUPPORT = { email: 'support@review-center.local', password: 'support-2024' };

/** The status a call answers (api() expects 200; these expect refusals). */
const statusOf = async (method: string, path: string, init: { token?: string; body?: unknown } = {}) =>
  (
    await fetch(`${baseUrl}/api/v2${path}`, {
      method,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    })
  ).status;

/** Signs in to the console on a new page (support/console.ts). */
const openConsole = async (account: { email: string; password: string }, path?: string) => {
  const page = await newPage();
  page.setDefaultTimeout(STEP_MS);
  return signInToConsole(page, account, path);
};

describe('staff console: reviewees, support and staff accounts', { timeout: JOURNEY_MS }, () => {
  it('should let the registrar resend a verification e-mail and disable an account', async () => {
    const reviewee = await registerReviewee(uniqueEmail('registrar-case'));
    const page = await openConsole(REGISTRAR);
    await press(page, 'link', 'Reviewees');
    await page.getByRole('heading', { name: 'Reviewees' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.keyboard.type(reviewee.email);
    await until(async () => (await page.getByRole('row').count()) === 2, 'the search to leave one reviewee');
    await expectNoAxeViolations(page);

    await press(page, 'link', 'Maria Reyes Santos');
    await page.getByRole('heading', { name: 'Maria Reyes Santos' }).waitFor();
    // The ID picture arrives through the authorized fetch.
    const picture = page.getByRole('img', { name: /^ID picture: / });
    await until(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the ID');
    await expectNoAxeViolations(page);

    const before = (await emailsTo(reviewee.email)).length;
    await press(page, 'button', 'Resend verification e-mail');
    await page.getByText('We sent another email for verification.').first().waitFor();
    // Among the e-mails since: the demo's exam opening tomorrow may send its reminder meanwhile
    // (decision 0091).
    await until(
      async () => (await emailsTo(reviewee.email)).slice(before).some((eml) => eml.includes('/account/verify/')),
      'the new verification e-mail',
    );

    await press(page, 'button', 'Disable account');
    // It asks first (a destructive action); the dialog's own button confirms.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable account' }).click();
    await page.getByText('Account disabled').first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'user.disable by registrar@review-center.local' }).waitFor();
    expect(
      await statusOf('POST', '/users/sign-in', { body: { email: reviewee.email, password: REVIEWEE_PASSWORD } }),
    ).toBe(403);
    expect(await statusOf('GET', '/users/me', { token: reviewee.token })).toBe(401);
  });

  it('should let support reply to a ticket by e-mail', async () => {
    const asker = uniqueEmail('asker');
    const { _id } = await api<{ _id: string }>('POST', '/supports/tickets', {
      body: {
        firstName: 'Rosa',
        lastName: 'Lim',
        email: asker,
        mobile: '09171234567',
        category: 'WEBSITE',
        content: 'The payment page does not load on my phone.',
        attachments: [await uploadPng()],
      },
    });
    const page = await openConsole(SUPPORT);
    await press(page, 'link', 'Support inbox');
    await page.getByRole('heading', { name: 'Support inbox' }).waitFor();
    await page.locator(`a[href$="/support/${_id}"]`).waitFor();
    await expectNoAxeViolations(page);

    await page.locator(`a[href$="/support/${_id}"]`).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'WEBSITE — Rosa Lim' }).waitFor();
    const attachment = page.getByRole('img', { name: /^Attachment 1: / });
    await until(() => attachment.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the file');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Reply' }).focus();
    await page.keyboard.type('Please update your browser, then try again.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(`Reply e-mailed to ${asker}`).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'ticket.reply by support@review-center.local' }).waitFor();
    await until(
      async () => (await emailsTo(asker)).some((eml) => eml.includes('Please update your browser, then try again.')),
      'the reply e-mail',
    );
  });

  it('should let the administrator create a cashier, who cannot open the staff accounts', async () => {
    const email = uniqueEmail('cashier');
    const admin = await openConsole(DEMO_ADMIN);
    await press(admin, 'link', 'Audit log');
    await admin.getByRole('heading', { name: 'Audit log' }).waitFor();
    await admin.getByRole('table', { name: 'Audit log' }).waitFor();
    await expectNoAxeViolations(admin);

    await press(admin, 'link', 'Staff accounts');
    await admin.getByRole('heading', { name: 'Staff accounts', level: 1 }).waitFor();
    await admin.getByRole('table', { name: 'Staff accounts' }).waitFor();
    await expectNoAxeViolations(admin);
    await admin.getByRole('textbox', { name: 'E-mail' }).focus();
    await admin.keyboard.type(email);
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('Ana');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('Reyes');
    // The role stays Cashier, the default; Enter in a field submits the form.
    await admin.keyboard.press('Enter');
    await admin.getByText(`a link to set a password was e-mailed to ${email}`).waitFor();
    await admin.getByRole('cell', { name: email, exact: true }).waitFor();

    // The new cashier opens the e-mailed link: the console's welcome page, where she sets a password.
    const welcome = await newPage();
    welcome.setDefaultTimeout(STEP_MS);
    await welcome.goto(await linkFromOutbox(email, '/staff/welcome/'));
    await welcome.getByRole('heading', { name: 'Welcome to the staff console', level: 1 }).waitFor();
    await expectNoAxeViolations(welcome);
    await typeInto(welcome, 'New password', 'Cashier-pass-1');
    await typeInto(welcome, 'Confirm new password', 'Cashier-pass-1');
    await welcome.keyboard.press('Enter');
    await welcome.getByText('Your password is set.', { exact: false }).waitFor();
    await expectNoAxeViolations(welcome);
    // The link is single-use: opened again, it says so before anything is typed.
    await welcome.reload();
    await welcome.getByText('This invitation link was already used or has expired.', { exact: false }).waitFor();

    const cashier = await openConsole({ email, password: 'Cashier-pass-1' }, '/staff/staff-accounts');
    await cashier.getByText('Only an administrator manages staff accounts.').waitFor();
    expect(await cashier.getByRole('link', { name: 'Staff accounts' }).count()).toBe(0);
    await expectNoAxeViolations(cashier);
    const session = await api<{ token: string }>('POST', '/users/sign-in', {
      body: { email, password: 'Cashier-pass-1' },
    });
    expect(await statusOf('GET', '/admin/staff', { token: session.token })).toBe(403);
  });
});
