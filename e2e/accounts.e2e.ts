import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerReviewee, uniqueEmail } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { pngFile } from './support/files.ts';
import { chooseOption, typeDate } from './support/forms.ts';
import { linkFromOutbox } from './support/outbox.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/**
 * Accounts: verification and reset links read from the real API's outbox, sign-in
 * with the exact product §8 messages, and the one-use reset link.
 */
const { newPage } = useBrowser();
const PASSWORD = 'Juan-pass-1';

/**
 * React Aria's Button announces "pending" through its live announcer with aria-labelledby
 * pointing at the button; once the form is replaced by the result, that reference dangles until
 * the announcer drops the message (7 s). Reported to the design system; wait it out here.
 */
async function announcementsCleared(page: Page) {
  await page.waitForFunction(() => document.querySelector('[role="log"] [aria-labelledby]') === null, null, {
    timeout: 7_000 + STEP_MS,
  });
}

/** Fills the register form as a reviewee would (product §2 Register, §5). */
async function fillRegistration(page: Page, email: string) {
  const choose = (label: string, option: string) => chooseOption(page, new RegExp(`${label}$`), option);
  // The list re-renders while it filters, so a pointer click can land on a detached node: the
  // option is pressed as assistive technology would (a virtual click), once it is the only match.
  const search = async (label: string, text: string, option: string) => {
    const box = page.getByRole('combobox', { name: label });
    await box.fill(text);
    // The place data arrives with the field's first use: wait for it as a person would.
    await expect.poll(() => page.getByRole('option').allTextContents(), { timeout: STEP_MS }).toEqual([option]);
    await page.getByRole('option', { name: option, exact: true }).dispatchEvent('click');
    await expect.poll(() => box.inputValue(), { timeout: STEP_MS }).toBe(option);
  };

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('First name', { exact: true }).fill('Juan');
  await page.getByLabel('Middle name', { exact: true }).fill('Santos');
  await page.getByLabel('Last name', { exact: true }).fill('Dela Cruz');
  await page.getByLabel('Mobile', { exact: true }).fill('09171234567');
  await choose('Civil status', 'Single');
  await typeDate(page, 'Birthdate', '1998-05-14');
  await page.getByLabel('Birth place', { exact: true }).fill('Tacloban');
  await page.getByLabel('ID name', { exact: true }).fill('UMID');
  await page
    .getByRole('group', { name: 'ID attachment' })
    .locator('input[type="file"]')
    .setInputFiles(pngFile('umid.png'));
  await page.getByLabel('Street', { exact: true }).fill('12 Rizal St.');
  await search('Province', 'Eastern Samar', 'Eastern Samar');
  await search('City / municipality', 'Borongan', 'Borongan City');
  await page.getByLabel('Zip code', { exact: true }).fill('6800');
  await choose('Course', 'BSED');
  await choose('Specialization', 'Mathematics');
  // The radio's label covers the visually hidden input: press the label, as a user would.
  await page.locator('label').filter({ hasText: /^Yes$/ }).click();
  await page.getByRole('radio', { name: 'Yes', checked: true }).waitFor();
  await page.getByLabel('College', { exact: true }).fill('Eastern Samar State University');
  await page.getByLabel('College address', { exact: true }).fill('Borongan, Eastern Samar');
}

/** Waits for a heading; on failure says what the page shows instead. */
async function waitForHeading(page: Page, name: string) {
  try {
    await page.getByRole('heading', { name }).waitFor({ timeout: STEP_MS });
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`No heading "${name}" at ${page.url()}; the page shows: ${shown}`, { cause: error });
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('accounts', { timeout: JOURNEY_MS }, () => {
  // The API limits registrations and sign-ins per address (10 per 15 minutes), and every e2e
  // file shares one server: the tests below share one reviewee, in the order they run.
  let user: Awaited<ReturnType<typeof registerReviewee>>;
  beforeAll(async () => {
    user = await registerReviewee(uniqueEmail('juan'), { password: PASSWORD });
  });

  it(
    'should register through the form, open the account, then verify from the e-mailed link',
    { timeout: JOURNEY_MS },
    async () => {
      const email = uniqueEmail('juan');
      const page = await newPage();
      await page.goto('/register');
      // The form is in the page the server sends; its choices (select, combo box, date) work once the app runs.
      await waitForHydration(page);
      await fillRegistration(page, email);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.waitForURL('**/account', { timeout: SERVER_MS });
      await page.getByText('Success - Register Successful').waitFor();
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);

      await page.goto(await linkFromOutbox(email, '/account/verify/'));
      await waitForHeading(page, 'ACCOUNT VERIFICATION SUCCESS');
      await expectNoAxeViolations(page);
    },
  );

  it('should refuse an e-mail that is already registered with the spec message', { timeout: JOURNEY_MS }, async () => {
    const page = await newPage();
    await page.goto('/register');
    await waitForHydration(page);
    await fillRegistration(page, user.email);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page
      .getByText(
        'Error - Email already taken, if you are already registered on mobile app please use that email to login',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('should refuse an expired verification link and send a new one on request', async () => {
    const page = await newPage();
    await page.goto(`/account/verify/${user._id}/expired-${Date.now() - 1000}`);
    await page.getByRole('heading', { name: 'ACCOUNT VERIFICATION FAILED' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'REQUEST NEW LINK' }).click();
    await page
      .getByRole('heading', { name: 'RESEND ACCOUNT VERIFICATION SUCCESS - We sent another email for verification.' })
      .waitFor();
    // The new link arrives and works (the API sends it only while the account is unverified).
    const fresh = await linkFromOutbox(user.email, '/account/verify/', 1);
    await page.goto(fresh);
    await waitForHeading(page, 'ACCOUNT VERIFICATION SUCCESS');
  });

  it('should refuse a wrong password with the exact message, then sign in with the right one', async () => {
    const page = await newPage();
    await signIn(page, user.email, 'not-the-password');
    // Beside the form too, not only in the notification that closes after 7 s.
    await page.getByRole('form', { name: 'Login' }).getByText('Error - Invalid Email / Password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoAxeViolations(page);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'met-token' && cookie.value !== '')).toBe(true);
  });

  it('should reset the password through the e-mailed link, once', { timeout: JOURNEY_MS }, async () => {
    const page = await newPage();
    await page.goto('/account/forgot-password');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/check your spam folder/).waitFor();

    const link = await linkFromOutbox(user.email, '/account/reset-password/');
    await page.goto(link);
    await page.getByRole('heading', { name: 'RESET ACCOUNT PASSWORD' }).waitFor();
    await expectNoAxeViolations(page);
    const newPassword = 'Maria-pass-2';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password Successfully Changed').waitFor();
    await announcementsCleared(page);
    await expectNoAxeViolations(page);

    await signIn(page, user.email, newPassword);
    await page.waitForURL('**/home');

    // The link works once (product §4 Reset): opened again, it says it was used before a password
    // is typed, and offers a new one (the change call would be refused, users.test.ts).
    const again = await newPage();
    await again.goto(link);
    await again
      .getByText('This reset link was already used. Request a new one if you still need to change your password.')
      .waitFor();
    expect(await again.getByLabel('New password', { exact: true }).count()).toBe(0);
    expect(await again.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/account/forgot-password',
    );
  });

  it('should show an expired reset link as expired, with a way to ask for a new one', async () => {
    const page = await newPage();
    await page.goto(`/account/reset-password/someone/old-${Date.now() - 1000}`);
    await page.getByText('Link or reset password token expired').waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/account/forgot-password?expired');
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
  });
});
