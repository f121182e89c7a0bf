import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, enrollThroughApi, signIn, uploadPng } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { jpegFile, PDF, pngFile } from './support/files.ts';
import { announcementsExpired, chooseOption, typeDate } from './support/forms.ts';
import { holdScript } from './support/network.ts';
import {
  arrowTo,
  chooseFilesByKeyboard,
  expectFocusOn,
  selectByKeyboard,
  tabTo,
  typeInto,
} from './support/keyboard.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * Enrollment payment (product §2 "Enrollment payment", §5 payment proof, §8 success messages):
 * the enrollment is created through the API (the wizard has its own journey in
 * enrollment.e2e.ts), then the reviewee attaches PNG and JPEG proofs on the page, sees PAYMENT
 * SUCCESSFUL and Payment Review; the administrator approves and the enrollment is Active.
 */

const { newPage } = useBrowser();

async function openPaymentPage(token: string, enrollmentId: string): Promise<Page> {
  const page = await newPage();
  // Fail at the step that went wrong, well inside the test's own time limit.
  page.setDefaultTimeout(STEP_MS);
  await withSession(page, token);
  await page.goto(`/enrollments/${enrollmentId}/payments`);
  // The first page of a run waits for a cold server on a busy machine.
  await page.getByRole('form', { name: 'Payment' }).waitFor({ timeout: SERVER_MS });
  return page;
}

const today = new Date().toISOString().slice(0, 10);

describe('enrollment payment', { timeout: JOURNEY_MS }, () => {
  it('should take a PNG and a JPEG proof, refuse a fourth file and a PDF, and end Active after approval', async () => {
    const enrollment = await enrollThroughApi('Full');
    const page = await openPaymentPage(enrollment.token, enrollment._id);

    // The summary shows the enrollment as the payment page writes it (product §3: FULL upper case).
    await page.getByText(enrollment.reference).first().waitFor();
    await page.getByText('FULL', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const proof = page.getByRole('group', { name: 'Attachments' }).locator('input[type=file]');
    await proof.setInputFiles([pngFile('a.png'), pngFile('b.png'), jpegFile('c.jpg'), jpegFile('d.jpg')]);
    await page.getByText('Maximum files exceeds (3)').waitFor();
    await proof.setInputFiles([{ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await page.getByText('receipt.pdf: only PNG or JPEG images are allowed.').waitFor();

    await chooseOption(page, 'Payment type', 'Full');
    // React Aria hides the native input under its label: press the label, as a person would.
    await page.getByRole('radiogroup', { name: 'Payment option' }).getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount paid' }).fill('9000');
    await page.getByRole('textbox', { name: 'Receipt ID' }).fill('GC-2024-000123');
    await typeDate(page, 'Payment date', today);
    await proof.setInputFiles([pngFile('receipt.png'), jpegFile('receipt.jpg')]);
    // The payment's call is held until the upload's toast shows, then let through: one task, one
    // toast at a time (two stacked covered the payment summary on a phone).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/users/*/enrollments/*/payments', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.getByText('Success - Files attached').waitFor({ timeout: SERVER_MS });
    release();

    await page.getByRole('heading', { name: 'PAYMENT SUCCESSFUL' }).waitFor({ timeout: SERVER_MS });
    // A payment slip to keep: what was paid, through what, and what happens next.
    const slip = page.getByRole('region', { name: 'Payment slip' });
    await slip.waitFor(); // its code arrives after the submission
    for (const shown of [enrollment.reference, '₱9,000', 'GCash', 'GC-2024-000123', 'What happens next'])
      expect(await slip.getByText(shown, { exact: false }).count(), shown).toBeGreaterThan(0);
    expect(await slip.getByRole('button', { name: 'Print payment slip' }).count()).toBe(1);
    await page.getByText('Success - Payment Submitted').waitFor();
    await page.getByText('Success - Files attached').waitFor({ state: 'detached' });
    // The date picker's last announcement is labelled by the now-removed picker.
    await announcementsExpired(page);
    await expectNoAxeViolations(page);

    const token = enrollment.token;
    const mine = await api<{ docs: { _id: string; status: string }[] }>(
      'GET',
      `/users/${enrollment.user}/enrollments`,
      { token },
    );
    expect(mine.docs.find((doc) => doc._id === enrollment._id)?.status).toBe('Payment Review');
    await page.goto('/account?tab=enrollments');
    await page.getByRole('tabpanel').getByText('Payment Review', { exact: true }).first().waitFor();
    await page.goto(`/enrollments/${enrollment._id}/payments`);

    // Reopened, the form stays disabled: it is enabled only while Processing (product §2).
    await page.reload();
    await page.getByRole('form', { name: 'Payment' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit payment' }).isDisabled()).toBe(true);

    // The administrator approves (apps/api's demo administrator) and the enrollment is Active.
    const admin = await signIn(DEMO_ADMIN);
    await api('POST', `/admin/enrollments/${enrollment._id}/approve`, { token: admin.token });
    const after = await api<{ status: string }>('GET', `/enrollments/${enrollment._id}`, { token });
    expect(after.status).toBe('Active');
    await page.goto('/account?tab=enrollments');
    await page.getByRole('tabpanel').getByText('Active', { exact: true }).first().waitFor();
  });

  it('should take a payment from the keyboard alone, focus always shown, and focus the outcome', async () => {
    const enrollment = await enrollThroughApi('Full');
    const page = await openPaymentPage(enrollment.token, enrollment._id);
    await page.getByText(enrollment.reference).first().waitFor();
    const [month, day, year] = [today.slice(5, 7), today.slice(8, 10), today.slice(0, 4)];

    await selectByKeyboard(page, /Payment type/, 'Full');
    await tabTo(page, 'BPI');
    await arrowTo(page, /^GCash/);
    await typeInto(page, 'Amount paid', '9000');
    await typeInto(page, 'Receipt ID', 'GC-2024-000123');
    await typeInto(page, /Payment date/, `${month}${day}${year}`);
    await chooseFilesByKeyboard(page, /^Choose files/, [pngFile('receipt.png')]);
    await page.getByRole('status').filter({ hasText: 'receipt.png added.' }).waitFor();
    await tabTo(page, 'Submit payment');
    await page.keyboard.press('Enter');

    // The form gives way to the outcome, which takes focus once the upload and the payment are
    // through: that waits on the server, which shares the 2 cores with the rest of the test run.
    await expectFocusOn(page, 'PAYMENT SUCCESSFUL', { timeout: SERVER_MS });
    await announcementsExpired(page);
    await expectNoAxeViolations(page);
  });

  it('should send the proof when Submit is pressed while the chosen image is still being read', async () => {
    const enrollment = await enrollThroughApi('Full');
    const page = await openPaymentPage(enrollment.token, enrollment._id);
    await page.getByText(enrollment.reference).first().waitFor();
    await chooseOption(page, 'Payment type', 'Full');
    await page.getByRole('radiogroup', { name: 'Payment option' }).getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount paid' }).fill('9000');
    await page.getByRole('textbox', { name: 'Receipt ID' }).fill('GC-2024-000124');
    await typeDate(page, 'Payment date', today);

    // The image's type is read from its content by a library loaded on the first file chosen. On a
    // slow phone (or a busy machine) it arrives late: hold it until Submit has been pressed.
    const reader = holdScript(page, 'as fileTypeFromBuffer}');
    await page
      .getByRole('group', { name: 'Attachments' })
      .locator('input[type=file]')
      .setInputFiles([pngFile('receipt.png')]);
    await page.getByRole('status').filter({ hasText: 'receipt.png added.' }).waitFor();
    await reader.requested;
    await page.getByRole('button', { name: 'Submit payment' }).press('Enter');
    await page.getByRole('button', { name: 'Submit payment', disabled: true }).waitFor();
    reader.release();

    // The upload and the payment then reach the server, which shares the machine with the run.
    await expectFocusOn(page, 'PAYMENT SUCCESSFUL', { timeout: SERVER_MS });
    expect(await page.getByText('Please correct the error below.').count()).toBe(0);
  });

  /** The payment page of a new Full enrollment, every field filled and one image chosen. */
  async function filledPaymentForm(receiptId: string) {
    const enrollment = await enrollThroughApi('Full');
    const page = await openPaymentPage(enrollment.token, enrollment._id);
    await page.getByText(enrollment.reference).first().waitFor();
    await chooseOption(page, 'Payment type', 'Full');
    await page.getByRole('radiogroup', { name: 'Payment option' }).getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount paid' }).fill('9000');
    await page.getByRole('textbox', { name: 'Receipt ID' }).fill(receiptId);
    await typeDate(page, 'Payment date', today);
    await page
      .getByRole('group', { name: 'Attachments' })
      .locator('input[type=file]')
      .setInputFiles([pngFile('receipt.png')]);
    await page.getByRole('status').filter({ hasText: 'receipt.png added.' }).waitFor();
    return { page, enrollment };
  }

  it('should show PAYMENT SUCCESSFUL when the server stored the payment but its answer came after the 10 s limit', async () => {
    const { page, enrollment } = await filledPaymentForm('GC-LATE-1');
    // The server stores the payment at once; its answer is held until the page has given up on it.
    const PAYMENTS = '**/api/v2/users/*/enrollments/*/payments';
    const gaveUp = page.waitForEvent('requestfailed', {
      predicate: (request) => request.method() === 'POST' && request.url().endsWith('/payments'),
      timeout: SERVER_MS,
    });
    await page.route(PAYMENTS, async (route) => {
      const response = await route.fetch();
      await gaveUp;
      await route.fulfill({ response }).catch(() => {});
    });
    await page.getByRole('button', { name: 'Submit payment' }).press('Enter');
    await gaveUp;

    await expectFocusOn(page, 'PAYMENT SUCCESSFUL', { timeout: SERVER_MS });
    expect(new URL(page.url()).pathname).toBe(`/enrollments/${enrollment._id}/payments`);
    const stored = await api<{ status: string; receiptId: string }>('GET', `/enrollments/${enrollment._id}`, {
      token: enrollment.token,
    });
    expect(stored).toMatchObject({ status: 'Payment Review', receiptId: 'GC-LATE-1' });
  });

  it('should keep every field and say what to do when the connection drops before the payment is stored', async () => {
    const { page, enrollment } = await filledPaymentForm('GC-DROP-1');
    const PAYMENTS = '**/api/v2/users/*/enrollments/*/payments';
    await page.route(PAYMENTS, (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.getByRole('button', { name: 'Submit payment' }).press('Enter');

    const alert = page.getByTestId('form-server-error');
    await alert.getByText(/The connection was lost before the server answered/).waitFor({ timeout: SERVER_MS });
    expect(new URL(page.url()).pathname).toBe(`/enrollments/${enrollment._id}/payments`);
    expect(await page.getByRole('textbox', { name: 'Receipt ID' }).inputValue()).toBe('GC-DROP-1');
    expect(await page.getByRole('textbox', { name: 'Amount paid' }).inputValue()).toBe('9000');
    await page.getByRole('button', { name: 'Remove receipt.png' }).waitFor();
    await expectNoAxeViolations(page);

    // Sent again as it stands, it goes through.
    await page.getByRole('button', { name: 'Submit payment' }).press('Enter');
    await expectFocusOn(page, 'PAYMENT SUCCESSFUL', { timeout: SERVER_MS });
  });

  it('should let an installment reviewee pay the next installment from the account, the due date moving on after approval', async () => {
    const enrollment = await enrollThroughApi('Installment', 'installment');
    const { token, user, reference } = enrollment;
    const admin = await signIn(DEMO_ADMIN);
    // The downpayment, paid and approved through the API: the enrollment is Active, two to go.
    await api('POST', `/users/${user}/enrollments/${enrollment._id}/payments`, {
      token,
      body: {
        paymentType: 'Downpayment',
        paymentOption: 'BDO',
        price: 1,
        receiptId: 'DP-1',
        paymentDate: today,
        reference,
        tag: 'Enrollment',
        attachments: [await uploadPng(token)],
      },
    });
    const active = await api<{ installments: { amount: number; dueDate: string; paid: boolean }[] }>(
      'POST',
      `/admin/enrollments/${enrollment._id}/approve`,
      { token: admin.token },
    );
    const [, second, third] = active.installments;
    const shown = (date: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(
        new Date(`${date}T00:00:00+08:00`),
      );

    // From the account: the card offers Pay, the payment page shows what is due and takes it.
    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await withSession(page, token);
    await page.goto('/account?tab=enrollments');
    const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: reference });
    await card.getByText(shown(second!.dueDate)).waitFor({ timeout: SERVER_MS });
    await card.getByRole('link', { name: 'Pay' }).click();
    await page.getByRole('form', { name: 'Payment' }).waitFor();
    await page.getByText(`(due ${shown(second!.dueDate)})`).waitFor();
    await chooseOption(page, 'Payment type', 'Installment');
    await page.getByRole('radiogroup', { name: 'Payment option' }).getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount paid' }).fill(String(second!.amount));
    await page.getByRole('textbox', { name: 'Receipt ID' }).fill('GC-INST-2');
    await typeDate(page, 'Payment date', today);
    await page
      .getByRole('group', { name: 'Attachments' })
      .locator('input[type=file]')
      .setInputFiles([pngFile('second.png')]);
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.getByRole('heading', { name: 'PAYMENT SUCCESSFUL' }).waitFor({ timeout: SERVER_MS });

    await page.goto('/account?tab=enrollments');
    await card.getByText('Payment Review', { exact: true }).waitFor();
    await api('POST', `/admin/enrollments/${enrollment._id}/approve`, { token: admin.token });
    await page.reload();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText(shown(third!.dueDate)).waitFor();
    await expectNoAxeViolations(page);
  });
});
