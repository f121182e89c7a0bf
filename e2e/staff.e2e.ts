import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  DEMO_ADMIN,
  DEMO_CASHIER,
  enrollThroughApi,
  type Enrolled,
  REVIEWEE_PASSWORD,
  uploadPng,
} from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { pngFile } from './support/files.ts';
import { chooseOption, typeDate } from './support/forms.ts';
import { emailsTo } from './support/outbox.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * The staff console (/staff) against the real API: a proof sent by a reviewee waits in the
 * payment queue; the cashier opens it, sees the images and what is due beside what was
 * declared, and decides with one key; the reviewee is told by e-mail.
 */

const { newPage } = useBrowser();
const today = new Date().toISOString().slice(0, 10);

const enroll = (paymentType: 'Full' | 'Installment') => enrollThroughApi(paymentType, 'staff');

/** The proof the payment page sends (PUT /enrollments/{id}): the enrollment goes to Payment Review. */
async function sendProof(enrollment: Enrolled, receiptId: string) {
  await api('PUT', `/enrollments/${enrollment._id}`, {
    token: enrollment.token,
    body: {
      paymentOption: 'GCash',
      receiptId,
      paymentDate: today,
      attachments: [await uploadPng(enrollment.token)],
      status: 'Payment Review',
    },
  });
}

/** The reviewee sends the proof on the site's payment page, as payment.e2e.ts does in detail. */
async function submitProofOnSite(enrollment: Enrolled, receiptId: string): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(STEP_MS);
  await withSession(page, enrollment.token);
  await page.goto(`/enrollments/${enrollment._id}/payments`);
  await page.getByRole('form', { name: 'Payment' }).waitFor({ timeout: SERVER_MS });
  await chooseOption(page, 'Payment type', 'Full');
  await page.getByRole('radiogroup', { name: 'Payment option' }).getByText('GCash', { exact: true }).click();
  const { price } = await api<{ price: number }>('GET', `/enrollments/${enrollment._id}`, { token: enrollment.token });
  await page.getByRole('textbox', { name: 'Amount paid' }).fill(String(price));
  await page.getByRole('textbox', { name: 'Receipt ID' }).fill(receiptId);
  await typeDate(page, 'Payment date', today);
  await page
    .getByRole('group', { name: 'Attachments' })
    .locator('input[type=file]')
    .setInputFiles([pngFile('receipt.png')]);
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await page.getByRole('heading', { name: 'PAYMENT SUCCESSFUL' }).waitFor();
  return page;
}

const statusOf = async (enrollment: Enrolled) =>
  (await api<{ status: string }>('GET', `/enrollments/${enrollment._id}`, { token: enrollment.token })).status;

/** Opens the console and signs in with the keyboard alone. */
async function signInToConsole(account: { email: string; password: string }): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto('/staff/');
  await page.getByRole('heading', { name: 'Staff console' }).waitFor({ timeout: SERVER_MS });
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  return page;
}

/** The calls of `page` from now on that answered 4xx or 5xx: opening a console page fails none. */
function failedCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return failed;
}

/** Follows a link of the console's nav with the keyboard. */
async function navigate(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
}

/** From the queue, opens a payment by its reference with the keyboard (the search is the server's). */
async function openFromQueue(page: Page, reference: string) {
  if (new URL(page.url()).pathname !== '/staff/payments') await navigate(page, 'Payments');
  await page.getByRole('heading', { name: 'Payments to review' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.type(reference);
  const link = page.getByRole('link', { name: reference });
  await link.waitFor();
  // The search leaves the header row and this payment's.
  await until(async () => (await page.getByRole('row').count()) === 2, 'the search to leave one payment');
  await link.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `Payment ${reference}` }).waitFor();
}

describe('staff console', { timeout: JOURNEY_MS }, () => {
  it('should tell a reviewee the console is for staff, and show nothing of it', async () => {
    const reviewee = await enroll('Full');
    const page = await signInToConsole({ email: reviewee.email, password: REVIEWEE_PASSWORD });
    await page.getByRole('heading', { name: "This console is for the review center's staff" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff/');
    expect(await page.getByRole('link', { name: 'Payments to review' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // The API refuses the queue to that session too.
    const response = await fetch(new URL('/api/v2/admin/enrollments', page.url()), {
      headers: { authorization: `Bearer ${reviewee.token}` },
    });
    expect(response.status).toBe(403);
  });

  it('should take a proof sent on the site to the cashier, who approves it with the keyboard; the reviewee sees Active', async () => {
    const reviewee = await enroll('Full');
    const site = await submitProofOnSite(reviewee, `GC-${reviewee.reference}`);
    const page = await signInToConsole(DEMO_CASHIER);
    const failed = failedCalls(page);
    // The first page is the dashboard, for every staff role.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Enrollments by offering and status' }).waitFor();
    await expectNoAxeViolations(page);
    await navigate(page, 'Payments');
    await page
      .getByRole('status')
      .getByText(/waiting, oldest first/)
      .waitFor();
    await expectNoAxeViolations(page);
    // The filters' labels in a row sit on one line, whatever the descriptions under the fields.
    const outOfLine = await page.getByRole('main').evaluate(
      (main, names) => {
        const labels = names.map((name) =>
          [...main.querySelectorAll('label, span')].find(
            (element) =>
              element.textContent?.trim() === name &&
              element.getBoundingClientRect().width > 1 &&
              element.getBoundingClientRect().height > 1,
          ),
        );
        // A label's cell: its ancestor that is an item of the filters' grid.
        const cellOf = (element: Element) => {
          let cell = element;
          while (cell.parentElement && getComputedStyle(cell.parentElement).display !== 'grid')
            cell = cell.parentElement;
          return cell.getBoundingClientRect();
        };
        const found = labels.flatMap((label, index) =>
          label ? [{ name: names[index]!, top: label.getBoundingClientRect().top, cell: cellOf(label) }] : [],
        );
        if (found.length !== names.length) return [`found ${found.map((label) => label.name).join(', ')}`];
        // Cells side by side (overlapping heights) are one row: their labels' tops must agree.
        return found.flatMap((one, i) =>
          found
            .slice(i + 1)
            .filter((other) => one.cell.top < other.cell.bottom && other.cell.top < one.cell.bottom)
            .filter((other) => Math.abs(one.top - other.top) > 1)
            .map((other) => `${one.name} ${Math.round(one.top)} / ${other.name} ${Math.round(other.top)}`),
        );
      },
      ['Search', 'Offering', 'Paid through', 'Paid from', 'Paid until'],
    );
    expect(outOfLine).toEqual([]);
    await openFromQueue(page, reviewee.reference);

    // The proof image, fetched with the staff token, has loaded.
    const image = page.getByRole('img', { name: /^Proof 1: / });
    await image.waitFor();
    await until(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the proof');
    // A full payment owes the enrollment's whole price.
    const { price } = await api<{ price: number }>('GET', `/enrollments/${reviewee._id}`, { token: reviewee.token });
    expect(await page.locator('dt:text-is("Due now") + dd').textContent()).toContain(price.toLocaleString('en-US'));
    await expectNoAxeViolations(page);

    await page.keyboard.press('a');
    await page.getByText(`Approved ${reviewee.reference}`).waitFor();
    await until(async () => (await statusOf(reviewee)) === 'Active', 'the enrollment to be Active');
    await until(
      async () =>
        (await emailsTo(reviewee.email)).some((eml) => eml.includes(`(reference ${reviewee.reference}) is verified`)),
      'the approval e-mail',
    );
    // The reviewee's own account says so.
    await site.goto('/account?tab=enrollments');
    await site.getByRole('tabpanel').getByText('Active', { exact: true }).first().waitFor();
    // Neither opening the payment nor deciding it made a call that failed.
    expect(failed).toEqual([]);
  });

  it('should reject with a reason, e-mail it, and take the resubmitted proof back in the queue', async () => {
    const reviewee = await enroll('Full');
    await sendProof(reviewee, `BAD-${reviewee.reference}`);
    const page = await signInToConsole(DEMO_ADMIN);
    const failed = failedCalls(page);
    await openFromQueue(page, reviewee.reference);

    await page.keyboard.press('r');
    const reason = page.getByRole('textbox', { name: 'Reason' });
    await reason.waitFor();
    // The dialog's buttons keep the design system's spacing (--ds-space-3), on one line or two.
    const dialog = page.getByRole('dialog', { name: `Reject payment ${reviewee.reference}` });
    const submitBox = await dialog.getByRole('button', { name: 'Reject and e-mail the reviewee' }).boundingBox();
    const cancelBox = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
    expect(
      Math.max(cancelBox!.x - (submitBox!.x + submitBox!.width), cancelBox!.y - (submitBox!.y + submitBox!.height)),
    ).toBeGreaterThanOrEqual(12);
    await page.keyboard.type('The screenshot does not show the receipt number.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(`Rejected ${reviewee.reference}`).waitFor();
    expect(await statusOf(reviewee)).toBe('Processing');
    await until(
      async () =>
        (await emailsTo(reviewee.email)).some((eml) =>
          eml.includes('The screenshot does not show the receipt number.'),
        ),
      'the rejection e-mail with its reason',
    );
    // The payment page says so too, and what to do next, above the form that takes the new proof.
    const site = await newPage();
    await withSession(site, reviewee.token);
    await site.goto(`/enrollments/${reviewee._id}/payments`);
    const notice = site.getByRole('region', { name: 'Your proof of payment was not accepted' });
    await notice.getByText('Reason: The screenshot does not show the receipt number.').waitFor({ timeout: SERVER_MS });
    await notice.getByText(/^What to do next: send a new proof of payment with the form below/).waitFor();
    expect(await site.getByRole('button', { name: 'Submit payment' }).isEnabled()).toBe(true);
    await expectNoAxeViolations(site);

    // The reviewee sends a new proof; it is in the queue again, and this one is approved.
    await sendProof(reviewee, `GC-${reviewee.reference}`);
    await page.goto('/staff/payments');
    await openFromQueue(page, reviewee.reference);
    await page.keyboard.press('a');
    await page.getByText(`Approved ${reviewee.reference}`).waitFor();
    await until(async () => (await statusOf(reviewee)) === 'Active', 'the resubmitted proof to be approved');
    expect(failed).toEqual([]);
    // The reason went with the new proof.
    await site.reload();
    await site
      .getByText('This enrollment is Active: there is no payment to submit now.')
      .waitFor({ timeout: SERVER_MS });
    expect(await site.getByText('Your proof of payment was not accepted').count()).toBe(0);
  });

  it('should warn about an amount that is not due and a receipt id used twice', async () => {
    const first = await enroll('Installment');
    const second = await enroll('Full');
    const receipt = `DUP-${Date.now()}`;
    await sendProof(second, receipt);
    // The installment reviewee declares far more than the downpayment due.
    await api('POST', `/users/${first.user}/enrollments/${first._id}/payments`, {
      token: first.token,
      body: {
        paymentType: 'Downpayment',
        paymentOption: 'BPI',
        price: 999999,
        receiptId: receipt,
        paymentDate: today,
        reference: first.reference,
        tag: 'Enrollment',
        attachments: [await uploadPng(first.token)],
      },
    });
    const page = await signInToConsole(DEMO_ADMIN);
    await openFromQueue(page, first.reference);
    const warnings = page.getByRole('list', { name: 'Check before approving' });
    await warnings.getByText('The declared amount is not the amount due.').waitFor();
    // The server finds the receipt id on the other enrollment's payment and names it.
    await warnings.getByText(`This receipt id was already used for enrollment ${second.reference}.`).waitFor();
    await expectNoAxeViolations(page);

    // The other payment has the receipt warning, not the amount one.
    await page.goto(`/staff/payments/${second._id}`);
    await page.getByRole('heading', { name: `Payment ${second.reference}` }).waitFor();
    await warnings.getByText(`This receipt id was already used for enrollment ${first.reference}.`).waitFor();
    expect(await warnings.getByText('The declared amount is not the amount due.').count()).toBe(0);
  });

  it('should find an enrollment by filters, show its history and mark an installment paid with the keyboard', async () => {
    const reviewee = await enroll('Installment');
    const page = await signInToConsole(DEMO_ADMIN);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await navigate(page, 'Enrollments');
    await page.getByRole('heading', { name: 'Enrollments', exact: true }).waitFor();
    await page
      .getByRole('status')
      .getByText(/enrollments?/)
      .waitFor();
    await expectNoAxeViolations(page);

    // Status: Processing, chosen with the keyboard; then the reference in the search.
    await page.getByRole('button', { name: /^Any status/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Processing' }).waitFor();
    await page.keyboard.type('Processing');
    await page.keyboard.press('Enter');
    await until(
      async () => new URL(page.url()).searchParams.get('status') === 'Processing',
      'the filter in the address',
    );
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.keyboard.type(reviewee.reference.toLowerCase());
    const link = page.getByRole('link', { name: reviewee.reference });
    await until(async () => (await page.getByRole('row').count()) === 2, 'the filters to leave one enrollment');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Enrollment ${reviewee.reference}` }).waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Mark installment 1 paid' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Note' }).waitFor();
    await page.keyboard.type('Paid in cash at the branch, OR 0042.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Installment 1 marked paid').waitFor();
    // The history shows the action, who did it, and the enrollment is Active.
    await page
      .getByText(/Marked installment 1 paid: Paid in cash at the branch, OR 0042\. — admin@review-center\.local/)
      .waitFor();
    expect(await statusOf(reviewee)).toBe('Active');
  });
});
