import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerReviewee, uniqueEmail } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { pngFile } from './support/files.ts';
import { announcementsExpired, chooseOption, typeDate } from './support/forms.ts';
import { chooseFilesByKeyboard, expectFocusOn, selectByKeyboard, tabTo, typeInto } from './support/keyboard.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * The offering enrollment wizard (product §2 "Offering enrollment", §4, §5, §8) against the real
 * API and its seed: the two advertised offerings (hybrid online, 9,000 BEED / 10,500 other, 3,500
 * down; hyflex face-to-face, 8,000 / 9,500, 3,000 down, several schedules) and the seeded coupons
 * EARLYBIRD (₱500 off the hybrid review) and LETPASS10 (10 % off the hyflex review).
 * The API limits registrations per address, so each test creates at most one account.
 */

const { newPage } = useBrowser();

const HYBRID = 'hybrid-online-march-2024';
const HYFLEX = 'hyflex-face-to-face-2024';

interface Visitor {
  email: string;
  course: 'BEED' | 'BSED';
  branch: string;
  schedule?: string;
}

const visitor = (course: Visitor['course'], extra: Partial<Visitor> = {}): Visitor => ({
  email: `enroll+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ph`,
  course,
  branch: 'Cebu',
  ...extra,
});

async function openWizard(offeringId: string): Promise<Page> {
  const page = await newPage();
  // Fail at the step that went wrong, well inside the test's own time limit.
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`/offerings/${offeringId}/enroll`);
  // The first page of a run waits for a cold server on a busy machine.
  await page.getByRole('navigation', { name: 'Enrollment steps' }).waitFor({ timeout: SERVER_MS });
  return page;
}

async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.pressSequentially(option, { delay: 20 });
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  // The keyboard, not a click: the list box is still moving into place while it opens.
  await box.press('ArrowDown');
  await box.press('Enter');
  expect(await box.inputValue()).toBe(option);
}

/** The new-user account step: every field of product §5, as a person fills it in. */
async function fillNewAccount(page: Page, who: Visitor) {
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill('Secret-123');
  await page.getByRole('textbox', { name: 'First name' }).fill('Juan');
  await page.getByRole('textbox', { name: 'Middle name' }).fill('Reyes');
  await page.getByRole('textbox', { name: 'Last name' }).fill('dela Cruz');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('09171234567');
  await chooseOption(page, 'Civil status', 'Single');
  await typeDate(page, 'Birthdate', '1995-06-15');
  await page.getByRole('textbox', { name: 'Birth place' }).fill('Cebu City');
  await page.getByRole('textbox', { name: 'ID name' }).fill('UMID');
  await page.getByRole('group', { name: 'ID attachment' }).locator('input[type=file]').setInputFiles(pngFile('id.png'));
  await page.getByRole('textbox', { name: 'Street' }).fill('12 Mabini St.');
  await pick(page, 'Province', 'Cebu');
  await pick(page, 'City / municipality', 'Cebu City');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('6000');
  await chooseOption(page, 'Course', who.course);
  if (who.course !== 'BEED') await chooseOption(page, 'Specialization', 'English');
  await page.getByRole('radiogroup', { name: 'First timer?' }).getByText('Yes', { exact: true }).click();
  await page.getByRole('textbox', { name: 'College', exact: true }).fill('Cebu Normal University');
  await page.getByRole('textbox', { name: 'College address' }).fill('Osmeña Blvd, Cebu City');
  await chooseOption(page, 'Branch/Location', who.branch);
  if (who.schedule) await chooseOption(page, 'Schedule', who.schedule);
}

async function choosePaymentTerm(page: Page, term: 'Full' | 'Installment') {
  await page.getByRole('radiogroup', { name: 'Payment term' }).getByText(term, { exact: true }).click();
}

/** Types `typed` as the coupon code; the wizard then shows the code as staff made it. */
async function applyCoupon(page: Page, typed: string, code = typed) {
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(typed);
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await page.getByText(`Coupon applied: ${code}`).waitFor();
}

const summaryValue = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Enrollment summary' })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]');

async function submitAndGetReference(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit' }).click();
  const reference = page.getByTestId('enrollment-reference');
  await reference.waitFor({ timeout: SERVER_MS });
  return (await reference.textContent()) ?? '';
}

describe('offering enrollment', { timeout: JOURNEY_MS }, () => {
  it('should enroll a new visitor with full payment and a fixed coupon, keep typed values over a reload and print one page', async () => {
    const who = visitor('BEED');
    const page = await openWizard(HYBRID);
    await expectNoAxeViolations(page);
    await fillNewAccount(page, who);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radiogroup', { name: 'Payment term' }).waitFor();

    // A reload mid-wizard keeps what was typed (not the password, not the ID picture).
    await page.reload();
    await page.getByRole('textbox', { name: 'First name' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(who.email);
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('dela Cruz');
    // The city picker's code arrives after the page's (decision 0044): the value shows once it has.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'City / municipality' }).inputValue(), { timeout: STEP_MS })
      .toBe('Cebu City');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Password', { exact: true }).fill('Secret-123');
    await page
      .getByRole('group', { name: 'ID attachment' })
      .locator('input[type=file]')
      .setInputFiles(pngFile('id.png'));
    await page.getByRole('button', { name: 'Next' }).click();

    // BEED on the hybrid review: the product §9 override price 9,000, less the ₱500 EARLYBIRD coupon.
    await applyCoupon(page, 'EARLYBIRD');
    await page.getByText('₱8,500.00').first().waitFor();
    await choosePaymentTerm(page, 'Full');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await summaryValue(page, 'Total').textContent()).toBe('₱8,500.00');
    expect(await summaryValue(page, 'Payment term').textContent()).toBe('Full');
    await announcementsExpired(page);
    await expectNoAxeViolations(page);

    // The Review step prints as one clean page: the summary alone, without the site around it.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { name: 'Enrollment summary' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'About Us' }).first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    const reference = await submitAndGetReference(page);
    expect(reference).not.toBe('');
    await page.getByText('Success - Account register and enrolled').waitFor();
    await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).click();
    await page.getByRole('form', { name: 'Payment' }).waitFor();
    await page.getByText(reference).first().waitFor();
    await page.getByText('₱8,500.00').first().waitFor();
  });

  it('should enroll by installment with a schedule, then enroll the signed-in user asking only what is missing, and refuse a second time', async () => {
    const who = visitor('BSED', { schedule: 'Every Sunday', branch: 'Manila' });
    const page = await openWizard(HYFLEX);
    await fillNewAccount(page, who);
    await page.getByRole('button', { name: 'Next' }).click();
    // BSED on the hyflex review: 9,500 with 3,000 down, then 2 × 3,250.
    await page.getByText(/₱3,000\.00 downpayment, then 2 × ₱3,250\.00/).waitFor();
    await choosePaymentTerm(page, 'Installment');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await summaryValue(page, 'Total').textContent()).toBe('₱9,500.00');
    expect(await summaryValue(page, 'Due now').textContent()).toBe('₱3,000.00');
    expect(await summaryValue(page, 'Schedule').textContent()).toBe('Every Sunday');
    // Everything chosen is there to check: specialization, address and when each amount falls due.
    expect(await summaryValue(page, 'Specialization').textContent()).toBe('English');
    expect(await summaryValue(page, 'Address').first().textContent()).toBe('12 Mabini St., Cebu City, Cebu 6000');
    const plan = await summaryValue(page, 'Payment plan').getByRole('listitem').allTextContents();
    expect(plan.map((line) => line.replace(/, due.*/, ''))).toEqual([
      'Downpayment: ₱3,000.00',
      'Installment 1: ₱3,250.00',
      'Installment 2: ₱3,250.00',
    ]);
    await submitAndGetReference(page);

    // Now signed in: the known values are read-only, the e-mail too; only the branch is asked.
    await page.goto(`/offerings/${HYBRID}/enroll`);
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.waitFor();
    expect(await email.inputValue()).toBe(who.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('textbox', { name: 'First name' }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await chooseOption(page, 'Branch/Location', 'Iloilo');
    await page.getByRole('button', { name: 'Next' }).click();
    // BSED on the hybrid review: 10,500 with 3,500 down, then 2 × 3,500.
    await page.getByText(/₱3,500\.00 downpayment, then 2 × ₱3,500\.00/).waitFor();
    await choosePaymentTerm(page, 'Installment');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await summaryValue(page, 'Total').textContent()).toBe('₱10,500.00');
    await submitAndGetReference(page);
    await page.getByText('Success - Enrollment successful').waitFor();

    // The same offering again: the product §8 message for a signed-in user, and nothing typed is lost.
    await page.goto(`/offerings/${HYBRID}/enroll`);
    await chooseOption(page, 'Branch/Location', 'Iloilo');
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePaymentTerm(page, 'Full');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Error - Account already enrolled').waitFor();
    expect(await summaryValue(page, 'Branch').textContent()).toBe('Iloilo');
  });

  it("should submit the enrollment with the Review step's Pay and land on its payment page (product §2)", async () => {
    const reviewee = await registerReviewee(uniqueEmail('enroll-pay'));
    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await withSession(page, reviewee.token);
    await page.goto(`/offerings/${HYBRID}/enroll`);
    await page.getByRole('navigation', { name: 'Enrollment steps' }).waitFor({ timeout: SERVER_MS });
    await chooseOption(page, 'Branch/Location', 'Cebu');
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePaymentTerm(page, 'Full');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await summaryValue(page, 'Total').textContent()).toBe('₱9,000.00');
    const row = page.getByRole('group', { name: 'Pay' });
    expect(await row.getByRole('button').allTextContents()).toEqual(['Previous', 'Submit', 'Pay']);

    await row.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/enrollments\/[^/]+\/payments$/, { timeout: SERVER_MS });
    await page.getByRole('form', { name: 'Payment' }).waitFor({ timeout: SERVER_MS });
    // The page is the new enrollment's: the one the reviewee now has.
    const { docs } = await api<{ docs: { _id: string; reference: string }[] }>(
      'GET',
      `/users/${reviewee._id}/enrollments`,
      { token: reviewee.token },
    );
    expect(docs).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(`/enrollments/${docs[0]!._id}/payments`);
    expect(await page.getByRole('textbox', { name: 'Reference' }).inputValue()).toBe(docs[0]!.reference);
    expect(await page.getByRole('button', { name: 'Submit payment' }).isEnabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('should price a percentage coupon on the hyflex review and refuse an e-mail already taken', async () => {
    const first = visitor('BEED', { schedule: 'Every Saturday' });
    const page = await openWizard(HYFLEX);
    await fillNewAccount(page, first);
    await page.getByRole('button', { name: 'Next' }).click();
    // BEED on the hyflex review: 8,000 less 10 % (LETPASS10, typed in lower case: decision 0058).
    await applyCoupon(page, ' letpass10 ', 'LETPASS10');
    await choosePaymentTerm(page, 'Full');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await summaryValue(page, 'Total').textContent()).toBe('₱7,200.00');
    await submitAndGetReference(page);

    // Another visitor with the same e-mail (a fresh browser, no session): the new-user 409 message.
    const again = await openWizard(HYFLEX);
    await fillNewAccount(again, first);
    await again.getByRole('button', { name: 'Next' }).click();
    await choosePaymentTerm(again, 'Full');
    await again.getByRole('button', { name: 'Next' }).click();
    await again.getByRole('button', { name: 'Submit' }).click();
    await again
      .getByText(
        'Error - Email already taken, if you are already registered on mobile app please use that email to login',
      )
      .waitFor();
    expect(await summaryValue(again, 'Email').textContent()).toBe(first.email);
  });
});

describe('offering enrollment from the keyboard alone', { timeout: JOURNEY_MS }, () => {
  // Every step after the page has opened is a key press (the file picker aside, which the
  // browser owns); each Tab stop and each moved focus is checked by support/keyboard.ts.
  it('should take a visitor from the first field to the reference, focus always shown and moved with each step', async () => {
    const who = visitor('BEED');
    const page = await openWizard(HYBRID);
    await typeInto(page, 'Email', who.email);
    await typeInto(page, 'Password', 'Secret-123');
    await typeInto(page, 'First name', 'Juan');
    await typeInto(page, 'Middle name', 'Reyes');
    await typeInto(page, 'Last name', 'dela Cruz');
    await typeInto(page, 'Mobile', '09171234567');
    await selectByKeyboard(page, /Civil status/, 'Single');
    await typeInto(page, /Birthdate/, '06151995');
    await typeInto(page, 'Birth place', 'Cebu City');
    await typeInto(page, 'ID name', 'UMID');
    await chooseFilesByKeyboard(page, /^Choose file/, [pngFile('id.png')]);
    await page.getByRole('status').filter({ hasText: 'id.png added.' }).waitFor();
    await typeInto(page, 'Street', '12 Mabini St.');
    for (const [label, value] of [
      ['Province', 'Cebu'],
      ['City / municipality', 'Cebu City'],
    ] as const) {
      await typeInto(page, label, value);
      await page.getByRole('option', { name: value, exact: true }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await page.getByRole('combobox', { name: label }).inputValue()).toBe(value);
    }
    await typeInto(page, 'Zip code', '6000');
    await selectByKeyboard(page, /Course/, 'BEED');
    await tabTo(page, /^Yes/);
    await page.keyboard.press('Space');
    await typeInto(page, 'College', 'Cebu Normal University');
    await typeInto(page, 'College address', 'Osmeña Blvd, Cebu City');
    await selectByKeyboard(page, /Branch\/Location/, 'Cebu');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    // Each new step announces itself: focus is on its heading, and Tab goes on from there.
    await expectFocusOn(page, 'Step 2 of 4: Payment');
    await expectNoAxeViolations(page);
    await tabTo(page, /^Full/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    await expectFocusOn(page, 'Step 3 of 4: Review');
    await announcementsExpired(page);
    await expectNoAxeViolations(page);
    await tabTo(page, 'Submit');
    await page.keyboard.press('Enter');

    await expectFocusOn(page, /^Your reference number: \S+/);
    await expectNoAxeViolations(page);
    // A notification is up; Escape closes it from wherever focus is.
    const notification = page.getByText('Success - Account register and enrolled');
    await notification.waitFor();
    await page.keyboard.press('Escape');
    await notification.waitFor({ state: 'detached' });
    await tabTo(page, 'PROCEED TO PAYMENT');
  });
});

describe('enrollment window', { timeout: JOURNEY_MS }, () => {
  it.each([
    ['upcoming-review', 'Enrollment for this offering has not yet started.'],
    ['closed-review', 'Enrollment for this offering has already ended.'],
  ])('should tell the visitor when enrollment in %s is not open, and offer no wizard', async (offeringId, message) => {
    const page = await newPage();
    await page.goto(`/offerings/${offeringId}/enroll`);
    await page.getByText(message).waitFor();
    expect(await page.getByRole('navigation', { name: 'Enrollment steps' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});

/** The demo's package and hybrid season, marked so in the console (apps/api/src/demo/seed-data.ts, decision 0072). */
const PACKAGE = { id: 'let-complete-package-2024', title: 'LET Complete Package' };
const HYBRID_SEASON = { id: 'hybrid-season-2024', title: 'LET Hybrid Season' };

/** The ENROLL link of one card on /offerings. */
const enrollLinkOf = (page: Page, title: string) =>
  page.getByRole('article', { name: title }).getByRole('link', { name: 'ENROLL' });

describe('package enrollment', { timeout: JOURNEY_MS }, () => {
  it('should show only the hybrid-season notice for the offering staff marked, reached from /offerings', async () => {
    const page = await newPage();
    await page.goto('/offerings');
    await enrollLinkOf(page, HYBRID_SEASON.title).click({ timeout: SERVER_MS });
    await page.waitForURL(`**/enroll?offering=${HYBRID_SEASON.id}`);
    await page.getByText(/This offering is a hybrid season/).waitFor();
    expect(await page.getByRole('navigation', { name: 'Enrollment steps' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("should lead a package from /offerings to /enroll, and end its Submit on /enrollment-success with the spec's words", async () => {
    const who = visitor('BEED');
    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto('/offerings');
    await enrollLinkOf(page, PACKAGE.title).click({ timeout: SERVER_MS });
    await page.waitForURL(`**/enroll?offering=${PACKAGE.id}`);
    const steps = page.getByRole('navigation', { name: 'Enrollment steps' });
    await steps.waitFor({ timeout: SERVER_MS });
    // The offering's own page sends a visitor to the same place.
    await page.goto(`/offerings/${PACKAGE.id}/enroll`);
    await page.waitForURL(`**/enroll?offering=${PACKAGE.id}`, { timeout: SERVER_MS });

    await fillNewAccount(page, who);
    await page.getByLabel('Confirm password').fill('Secret-123');
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePaymentTerm(page, 'Full');
    await page.getByRole('button', { name: 'Next' }).click();

    // Verify Enrollment: the summary and the offering wizard's row, Pay included.
    expect(await summaryValue(page, 'Total').textContent()).toBe('₱11,000.00');
    const row = page.getByRole('group', { name: 'Pay' });
    expect(await row.getByRole('button').allTextContents()).toEqual(['Previous', 'Submit', 'Pay']);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/enrollment-success\?/, { timeout: SERVER_MS });
    await page.getByText('Success - Enrollment Submitted').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Enrollment Submitted' }).waitFor();
    const params = new URL(page.url()).searchParams;
    expect(params.get('status')).toBe('Processing');
    expect(params.get('reference')).toMatch(/\S/);
    await page.getByText(params.get('reference')!, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('should show the three package steps for another offering', async () => {
    const page = await newPage();
    await page.goto(`/enroll?offering=${HYBRID}`);
    const steps = page.getByRole('navigation', { name: 'Enrollment steps' });
    await steps.waitFor();
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      '1Account Information',
      '2Review Package',
      '3Verify Enrollment',
    ]);
    await page.getByLabel('Confirm password').waitFor();
    await expectNoAxeViolations(page);
  });
});
