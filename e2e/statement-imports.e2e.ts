import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_CASHIER, proofWaiting } from './support/api.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { expectFocusOn, selectByKeyboard, tabTo } from './support/keyboard.ts';
import { emailsTo, emailTo } from './support/outbox.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * The statement import (decision 0088) against the real API: the cashier uploads a GCash
 * statement whose memo carries a waiting enrollment's reference as a payer writes it (lower case,
 * spaces for the dash, leading zeros before its number), all with the keyboard. A bad file is
 * refused line by line first; the good one reads 1 matched, 1 to review and 2 unknown, and
 * nothing is approved or e-mailed until the cashier confirms. Then the enrollment is Active and
 * the approval e-mail, with its receipt, is in the outbox. The proof itself is sent through the
 * API: the payment page has its own journey (payment.e2e.ts).
 */

const { newPage } = useBrowser();
const today = new Date().toISOString().slice(0, 10);
const HEADER = 'Date,Description,Debit,Credit,Balance';
const pesos = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });

/**
 * The reference as a payer types it in the memo: lower case, a space for the dash, and two zeros
 * before the code's first digit (set off by a dash when letters come first), which the matcher
 * reads away (decision 0087). A code without a digit (one in ten) keeps only the case and spaces.
 */
function asPayerWrites(reference: string): string {
  const code = reference.replace(/^RC-/, '').toLowerCase();
  const digit = code.search(/\d/);
  const written = digit < 0 ? code : `${code.slice(0, digit)}${digit > 0 ? '-' : ''}00${code.slice(digit)}`;
  return `GCash transfer rc ${written} Maria Santos`;
}

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
});

/** Presses Enter on the file button (focused as a Tab would) and chooses `files` in the picker. */
async function chooseFile(page: Page, files: ReturnType<typeof csvFile>[]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(page, 'button', 'Choose a CSV file')]);
  await chooser.setFiles(files);
}

/** The statement's row at `line`, and its text as the table shows it. */
const statementRow = (page: Page, line: number) =>
  page
    .getByRole('table', { name: 'Rows of the statement' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(line), exact: true }) });
const rowText = (page: Page, line: number) => statementRow(page, line).innerText();

describe('statement imports', { timeout: JOURNEY_MS }, () => {
  it('should refuse a bad file by its lines, match a payer’s memo, and approve only on the cashier’s keyboard confirmation', async () => {
    const reviewee = await proofWaiting('statement');
    const memo = asPayerWrites(reviewee.reference);

    const desk = await newPage();
    desk.setDefaultTimeout(STEP_MS);
    await signInToConsole(desk, DEMO_CASHIER);
    await press(desk, 'link', 'Bank statements');
    await desk.getByRole('heading', { name: 'Bank statements', level: 1 }).waitFor({ timeout: SERVER_MS });
    await selectByKeyboard(desk, /Payment channel/, 'GCash');

    // A bad file: a formula in a memo, and an amount split by its unquoted thousands comma.
    await chooseFile(desk, [
      csvFile('gcash-bad.csv', [
        HEADER,
        `${today},${memo},,"${pesos(reviewee.price)}",`,
        `${today},=SUM(1+1),,1.00,`,
        `${today},Transfer,,1,500.00,`,
      ]),
    ]);
    await desk.getByText('Chosen: gcash-bad.csv').waitFor();
    await selectByKeyboard(desk, /Date column/, 'Date');
    await selectByKeyboard(desk, /Amount column/, 'Credit');
    await selectByKeyboard(desk, /Reference or memo column/, 'Description');
    await selectByKeyboard(desk, /Dates written as/, 'YYYY-MM-DD');
    await tabTo(desk, 'Match the statement');
    await desk.keyboard.press('Enter');
    await desk
      .getByRole('alert')
      .filter({ hasText: 'Nothing was imported from gcash-bad.csv: fix the 2 lines below and import the file again.' })
      .waitFor({ timeout: SERVER_MS });
    expect(await desk.getByRole('list', { name: 'Lines to fix' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Line 3: The cell “=SUM(1+1)” in column “Description” starts with “=”, which a spreadsheet runs as a formula: take it out',
      'Line 4: The row has 6 fields where the header has 5: the amount 1,500.00 seems split at its thousands comma: ' +
        'put it in quotes (“1,500.00”) or save the file without thousands separators',
    ]);
    await expectNoAxeViolations(desk);

    // The good file, with the columns still chosen: the memo matched, the rest left for a person.
    await chooseFile(desk, [
      csvFile('gcash-november.csv', [
        HEADER,
        `${today} 09:15,${memo},,"${pesos(reviewee.price)}","${pesos(reviewee.price + 500)}"`,
        `${today} 09:40,Second transfer rc ${reviewee.reference.slice(3)},,"${pesos(reviewee.price - 100)}",1`,
        `${today},ATM withdrawal,500.00,,1`,
        `${today},Transfer from J. Cruz,,"1,500.00",1`,
      ]),
    ]);
    await desk.getByText('Chosen: gcash-november.csv').waitFor();
    await press(desk, 'button', 'Match the statement');
    await desk.getByRole('heading', { name: 'Statement gcash-november.csv' }).waitFor({ timeout: SERVER_MS });
    await desk.getByText('1 matched, 1 to review, 2 unknown', { exact: true }).waitFor();
    expect(await rowText(desk, 2)).toContain('Matched: waiting for your confirmation');
    expect(await rowText(desk, 2)).toContain(reviewee.reference);
    expect(await rowText(desk, 3)).toContain('To review: The amount is not the amount due');
    expect(await rowText(desk, 4)).toContain('Unknown: Not money received');
    expect(await rowText(desk, 5)).toContain('Unknown: No waiting payment’s reference is in the memo');
    await expectNoAxeViolations(desk);

    // Nothing approved, nobody e-mailed, until the cashier confirms.
    const status = async () =>
      (await api<{ status: string }>('GET', `/enrollments/${reviewee._id}`, { token: reviewee.token })).status;
    expect(await status()).toBe('Payment Review');
    expect((await emailsTo(reviewee.email)).filter((mail) => mail.includes('Subject: Payment verified'))).toEqual([]);

    // Confirmed with the keyboard: the dialog asks first, Cancel taking the first focus.
    await press(desk, 'button', 'Approve 1 matched payment');
    await desk.getByRole('alertdialog', { name: 'Approve 1 matched payment?' }).waitFor();
    await expectFocusOn(desk, 'Cancel');
    await desk.keyboard.press('Tab');
    await expectFocusOn(desk, 'Approve');
    await desk.keyboard.press('Enter');
    await desk.getByText('Approved 1 payment').first().waitFor({ timeout: SERVER_MS });
    await desk.getByText(/^Confirmed .* 1 payment approved\.$/).waitFor();
    expect(await rowText(desk, 2)).toContain('Matched: approved');
    await expectNoAxeViolations(desk);

    // The enrollment is Active in the console, and the approval e-mail carries the receipt.
    await statementRow(desk, 2).getByRole('link', { name: reviewee.reference }).focus();
    await desk.keyboard.press('Enter');
    await desk.getByRole('heading', { name: `Enrollment ${reviewee.reference}` }).waitFor({ timeout: SERVER_MS });
    expect(await desk.locator('dt:text-is("Status") + dd').textContent()).toBe('Active');
    expect(await status()).toBe('Active');
    const mail = await emailTo(reviewee.email, 'Payment verified');
    expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

    // The next GCash statement is offered the columns this one was read with.
    await desk.goto('/staff/statement-imports');
    await desk.getByRole('heading', { name: 'Bank statements', level: 1 }).waitFor({ timeout: SERVER_MS });
    await selectByKeyboard(desk, /Payment channel/, 'GCash');
    await chooseFile(desk, [csvFile('gcash-december.csv', [HEADER])]);
    await desk
      .getByText('Offered: the columns saved for GCash (Date, Credit, Description), where this file has them.')
      .waitFor();
    expect(await desk.getByRole('button', { name: /Amount column/ }).innerText()).toContain('Credit');
  });
});
