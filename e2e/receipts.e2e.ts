import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, DEMO_CASHIER, proofWaiting } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { emailTo } from './support/outbox.ts';
import { pdfText } from './support/pdf.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * Receipts (decision 0074) against the real API: the cashier approves a proof with the keyboard,
 * and the receipt's PDF is attached to the approval e-mail and downloaded from the console and
 * from the reviewee's Payments tab, its number and amount read back from the PDF's text. A wrong
 * one is voided with a reason and replaced by the next number. The proof itself is sent through
 * the API: the payment page has its own journey (payment.e2e.ts).
 */

const { newPage } = useBrowser();
/** Presses Enter on the link named `name` and reads the file the browser downloads. */
async function downloadByKeyboard(page: Page, name: string | RegExp): Promise<{ filename: string; text: string }> {
  const link = page.getByRole('link', { name });
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const file = await download.path();
  return { filename: download.suggestedFilename(), text: await pdfText(new Uint8Array(await readFile(file))) };
}

const pesos = (amount: number) => `PHP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('receipts', { timeout: JOURNEY_MS }, () => {
  it('should e-mail the receipt on approval, let the cashier and the reviewee download it, and void it for a replacement', async () => {
    const reviewee = await proofWaiting('receipt');

    // The cashier approves it from the queue, with the keyboard alone.
    const desk = await newPage();
    desk.setDefaultTimeout(STEP_MS);
    await signInToConsole(desk, DEMO_CASHIER, '/staff/payments');
    await desk.getByRole('heading', { name: 'Payments to review' }).waitFor();
    await desk.getByRole('searchbox', { name: 'Search' }).focus();
    await desk.keyboard.type(reviewee.reference);
    await until(async () => (await desk.getByRole('row').count()) === 2, 'the search to leave one payment');
    await press(desk, 'link', reviewee.reference);
    await desk.getByRole('heading', { name: `Payment ${reviewee.reference}` }).waitFor();
    await desk.keyboard.press('a');
    await desk.getByText(`Approved ${reviewee.reference}`).waitFor();

    // The approval e-mail carries the PDF; its number and amount are read from its text.
    const mail = await emailTo(reviewee.email, 'Payment verified');
    const number = /Acknowledgement Receipt No\. (AR-\d{6}) is attached/.exec(mail.text)?.[1];
    expect(number, mail.text).toBeDefined();
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`Acknowledgement Receipt ${number}.pdf`, 'application/pdf'],
    ]);
    const attached = await pdfText(new Uint8Array(mail.attachments[0]!.content));
    expect(attached).toContain(`No. ${number}`);
    expect(attached).toContain(`Amount received: ${pesos(reviewee.price)}`);

    // The console's view of the payment: the same receipt, downloaded.
    await desk.goto(`/staff/enrollments/${reviewee._id}`);
    await desk.getByRole('heading', { name: `Enrollment ${reviewee.reference}` }).waitFor({ timeout: SERVER_MS });
    const fromConsole = await downloadByKeyboard(desk, `Acknowledgement Receipt ${number} (PDF)`);
    expect(fromConsole.filename).toBe(`Acknowledgement Receipt ${number}.pdf`);
    expect(fromConsole.text).toContain(`No. ${number}`);
    expect(fromConsole.text).toContain(pesos(reviewee.price));
    await expectNoAxeViolations(desk);

    // A wrong receipt is voided with a reason; the replacement takes the next number.
    await press(desk, 'button', `Void ${number}`);
    const dialog = desk.getByRole('dialog', { name: `Void Acknowledgement Receipt ${number}` });
    await dialog.waitFor();
    await expectNoAxeViolations(desk);
    // Focus starts in the reason.
    await desk.keyboard.type('The reviewee’s name was misspelled');
    await press(desk, 'button', 'Void and issue the replacement');
    const next = `AR-${String(Number(number!.slice(3)) + 1).padStart(6, '0')}`;
    await desk.getByText(`Voided ${number}; issued ${next}`).waitFor();
    await desk.getByRole('link', { name: `Acknowledgement Receipt ${next} (PDF)` }).waitFor();
    await desk.getByText(/voided .*: The reviewee’s name was misspelled/).waitFor();
    const replaced = await emailTo(reviewee.email, 'Your receipt was replaced');
    expect(replaced.attachments.map((file) => file.filename)).toEqual([`Acknowledgement Receipt ${next}.pdf`]);

    // The reviewee's Payments tab: a plain link to the valid receipt.
    const site = await newPage();
    site.setDefaultTimeout(STEP_MS);
    await withSession(site, reviewee.token);
    await site.goto('/account?tab=payments');
    await site.getByRole('tab', { name: /^Payments/, selected: true }).waitFor({ timeout: SERVER_MS });
    const fromSite = await downloadByKeyboard(site, `Download Acknowledgement Receipt ${next} (PDF)`);
    expect(fromSite.text).toContain(`No. ${next}`);
    expect(fromSite.text).toContain(`Amount received: ${pesos(reviewee.price)}`);
    expect(fromSite.text).toContain(`Replaces No. ${number} (voided)`);
    expect(await site.getByRole('link', { name: new RegExp(number!) }).count()).toBe(0);
    await expectNoAxeViolations(site);
  });

  it('should name what is missing when the administrator enters part of the registration for invoices', async () => {
    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await signInToConsole(page, DEMO_ADMIN, '/staff/settings');
    const group = page.getByRole('group', { name: 'Registration for invoices' });
    await group.waitFor({ timeout: SERVER_MS });
    await group.getByRole('textbox', { name: 'TIN' }).focus();
    await page.keyboard.type('123-456');
    await press(page, 'button', 'Save settings');
    await group.getByText('TIN must be 9 digits and a branch code of 3 or 5 digits, like 123-456-789-00000').waitFor();
    await group
      .getByText('Registered name is required for an invoice: fill in every registration field, or none')
      .waitFor();
    await expectNoAxeViolations(page);
    // Nothing was saved: receipts stay Acknowledgement Receipts.
    const center = await api<{ taxRegistration: { tin: string } }>('GET', '/center');
    expect(center.taxRegistration.tin).toBe('');
  });
});
