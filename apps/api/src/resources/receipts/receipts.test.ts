import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { json, type Json, type registerUser } from '../../testing/app.ts';
import { paidFullEnrollment } from '../../testing/enrollment.ts';
import { staffForFile, testAppForFile } from '../../testing/file-app.ts';

/**
 * Receipts of approved payments (decision 0074): a number per series never used twice,
 * also when approvals run at once (they race for real in the "api (postgres)" project, each in a
 * connection of its own; PGlite runs one transaction at a time); the PDF attached to the approval
 * e-mail and downloadable by its link; a wrong one voided with a reason and replaced by the next
 * number; an Invoice once the center's registration is entered.
 */

const t = testAppForFile();
const tokens = staffForFile(t, { cashier: 'cashier' });

type Account = Awaited<ReturnType<typeof registerUser>>;
interface Paid {
  user: Account;
  id: string;
  reference: string;
  price: number;
}
interface Receipt {
  _id: string;
  number: string;
  title: string;
  amount: number;
  voided: boolean;
  voidReason?: string | null;
  replaces?: string | null;
  url: string;
}

/** A reviewee enrolled in the Full term, with a proof in Payment Review. */
const paidEnrollment = (): Promise<Paid> => paidFullEnrollment(t);

const approve = (enrollment: Paid, token = tokens.cashier) =>
  t.request('POST', `/admin/enrollments/${enrollment.id}/approve`, { token });

/** The receipts of the reviewee's payments, as their Payments tab reads them. */
async function receiptsOf(enrollment: Paid): Promise<Receipt[]> {
  const payments = await json(
    await t.request('GET', `/users/${enrollment.user.id}/payments`, { token: enrollment.user.token }),
  );
  return (payments.docs as Json[]).flatMap((payment) => (payment.receipts ?? []) as Receipt[]);
}

const validReceipt = async (enrollment: Paid) => (await receiptsOf(enrollment)).find((r) => !r.voided)!;

/** A payment approved by the cashier, and the receipt its approval issued. */
async function approvedWithReceipt() {
  const enrollment = await paidEnrollment();
  await approve(enrollment);
  return { enrollment, receipt: await validReceipt(enrollment) };
}

/** The text of a PDF, as a reader's copy and paste would give it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Downloads a receipt by its link, with no token, as the site's plain link does. */
async function download(url: string) {
  const response = await t.app.request(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const numberOf = (receipt: Receipt) => Number(receipt.number.replace(/\D/g, ''));

describe('a receipt on approval', () => {
  it('should issue an Acknowledgement Receipt, attach it to the e-mail and let the payer download it by its link', async () => {
    const enrollment = await paidEnrollment();
    expect((await approve(enrollment)).status).toBe(200);

    const [receipt] = await receiptsOf(enrollment);
    expect(receipt).toMatchObject({ title: 'Acknowledgement Receipt', amount: enrollment.price, voided: false });
    expect(receipt!.number).toMatch(/^AR-\d{6}$/);

    const mail = t.mailer.sent.filter((m) => m.to === enrollment.user.email).at(-1)!;
    expect(mail.subject).toBe(`Payment verified — reference ${enrollment.reference}`);
    expect(mail.text).toContain(`Your Acknowledgement Receipt No. ${receipt!.number} is attached`);
    expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`Acknowledgement Receipt ${receipt!.number}.pdf`, 'application/pdf'],
    ]);
    const attached = await pdfText(new Uint8Array(mail.attachments![0]!.content));
    expect(attached).toContain(`No. ${receipt!.number}`);
    expect(attached).toContain('Amount received: PHP 9,000.00');
    expect(attached).toContain(enrollment.reference);
    expect(attached).toContain('This acknowledgement receipt is not an invoice.');

    const file = await download(receipt!.url);
    expect([file.status, file.type]).toEqual([200, 'application/pdf']);
    expect(await pdfText(file.bytes)).toContain(`No. ${receipt!.number}`);
    // The link is its key: without it, or with another, there is no receipt.
    expect((await download(receipt!.url.replace(/key=.*/, 'key=wrong'))).status).toBe(404);
    expect((await download(receipt!.url.replace(/\?key=.*/, ''))).status).toBe(400);
  });

  it('should show the receipts in the console’s enrollment, and give consecutive numbers', async () => {
    const first = await paidEnrollment();
    const second = await paidEnrollment();
    await approve(first);
    await approve(second);
    const [a, b] = [await validReceipt(first), await validReceipt(second)];
    expect(numberOf(b)).toBe(numberOf(a) + 1);
    const detail = await json(
      await t.request('GET', `/admin/enrollments/${second.id}/history`, { token: tokens.cashier }),
    );
    expect((detail.payments as Json[])[0]!.receipts).toEqual([b]);
    // The approval's entry in the enrollment's history names the receipt it issued.
    expect((detail.history as Json[]).map((entry) => [entry.action, (entry.after as Json).receipt])).toEqual([
      ['enrollment.approve', b.number],
    ]);
  });
});

describe('approvals at the same moment', () => {
  it('should give five payments five consecutive numbers, none twice', async () => {
    const enrollments = await Promise.all(Array.from({ length: 5 }, () => paidEnrollment()));
    const answers = await Promise.all(enrollments.map((e) => approve(e)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = (await Promise.all(enrollments.map(validReceipt))).map(numberOf).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 5 }, (_, i) => numbers[0]! + i));
  });

  it('should approve one payment once when two cashiers approve it at once: one receipt, one e-mail', async () => {
    const enrollment = await paidEnrollment();
    const answers = await Promise.all([approve(enrollment), approve(enrollment, tokens.admin)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    // The second waits for the first: refused as decided (or, read before it, as no longer in review).
    expect(statuses[1]).toBe(409);
    expect(await receiptsOf(enrollment)).toHaveLength(1);
    const row = await t.db
      .selectFrom('enrollments')
      .select('amount_paid')
      .where('id', '=', enrollment.id)
      .executeTakeFirstOrThrow();
    expect(row.amount_paid).toBe(enrollment.price);
    expect(
      t.mailer.sent.filter((m) => m.to === enrollment.user.email && m.subject.startsWith('Payment verified')),
    ).toHaveLength(1);
  });
});

/** The cashier's (or another's) void of a receipt, with its reason. */
const voidReceipt = (id: string, token: string, reason: string, replace?: boolean) =>
  t.request('POST', `/admin/receipts/${id}/void`, { token, body: { reason, replace } });

describe('voiding a wrong receipt', () => {
  it('should keep it voided with its reason, replace it with the next number and e-mail the replacement', async () => {
    const { enrollment, receipt: wrong } = await approvedWithReceipt();

    const response = await voidReceipt(wrong._id, tokens.cashier, 'The reviewee’s name was misspelled');
    expect(response.status).toBe(200);
    const { voided, replacement } = (await response.json()) as { voided: Receipt; replacement: Receipt };
    expect(voided).toMatchObject({
      number: wrong.number,
      voided: true,
      voidReason: 'The reviewee’s name was misspelled',
    });
    expect(replacement).toMatchObject({ voided: false, replaces: wrong.number, amount: wrong.amount });
    expect(numberOf(replacement)).toBeGreaterThan(numberOf(wrong));

    // Both are kept; the voided one still downloads, stamped.
    expect((await receiptsOf(enrollment)).map((r) => [r.number, r.voided])).toEqual([
      [replacement.number, false],
      [wrong.number, true],
    ]);
    const stamped = await pdfText((await download(wrong.url)).bytes);
    expect(stamped).toContain('VOID');
    expect(stamped).toContain('The reviewee’s name was misspelled');
    expect(await pdfText((await download(replacement.url)).bytes)).toContain(`Replaces No. ${wrong.number} (voided)`);

    const mail = t.mailer.sent.filter((m) => m.to === enrollment.user.email).at(-1)!;
    expect(mail.subject).toBe(`Your receipt was replaced — reference ${enrollment.reference}`);
    expect(mail.text).toContain(`Reason: The reviewee’s name was misspelled`);
    expect(mail.attachments?.map((a) => a.filename)).toEqual([`Acknowledgement Receipt ${replacement.number}.pdf`]);

    const history = await json(
      await t.request('GET', `/admin/audit?entityId=${enrollment.id}`, { token: tokens.admin }),
    );
    expect((history.docs as Json[]).map((e) => e.action)).toContain('receipt.void');

    const again = await voidReceipt(wrong._id, tokens.cashier, 'x');
    expect([again.status, (await json(again)).message]).toEqual([409, 'This receipt is already voided']);
  });

  it('should ask for the reason, and let only the cashier and the administrator void', async () => {
    const { enrollment, receipt } = await approvedWithReceipt();
    const blank = await voidReceipt(receipt._id, tokens.cashier, '  ');
    expect(blank.status).toBe(400);
    expect(String((await json(blank)).message)).toContain('reason');
    const byReviewee = await voidReceipt(receipt._id, enrollment.user.token, 'mine');
    expect(byReviewee.status).toBe(403);
    expect((await validReceipt(enrollment)).number).toBe(receipt.number);
  });

  it('should issue a receipt for an approved payment left without one, once', async () => {
    const { enrollment, receipt } = await approvedWithReceipt();
    await voidReceipt(receipt._id, tokens.cashier, 'Issued to the wrong payer', false);
    expect((await receiptsOf(enrollment)).every((r) => r.voided)).toBe(true);
    const payment = (
      (await json(await t.request('GET', `/users/${enrollment.user.id}/payments`, { token: enrollment.user.token })))
        .docs as Json[]
    )[0]!;
    const [one, two] = await Promise.all([
      t.request('POST', `/admin/payments/${String(payment._id)}/receipt`, { token: tokens.cashier }),
      t.request('POST', `/admin/payments/${String(payment._id)}/receipt`, { token: tokens.cashier }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const issued = (await json(one.status === 200 ? one : two)) as unknown as Receipt;
    expect(issued).toMatchObject({ replaces: receipt.number, amount: receipt.amount, voided: false });
  });
});

describe('an Invoice once the center’s registration is entered', () => {
  const registration = {
    registeredName: 'Review Center Learning Inc.',
    tin: '123-456-789-00000',
    registeredAddress: '5 Osmeña Blvd., Cebu City',
    authorityToPrint: 'OCN 1AU0001234567',
    serialFrom: '000101',
    serialTo: '000102',
  };
  const saveRegistration = async (taxRegistration: Record<string, string>) => {
    const { sample: _sample, ...current } = await json(await t.request('GET', '/center'));
    return t.request('PUT', '/admin/center', { token: tokens.admin, body: { ...current, taxRegistration } });
  };

  it('should refuse a partial registration, naming each missing field', async () => {
    const response = await saveRegistration({ ...registration, tin: '', serialTo: '' });
    expect(response.status).toBe(400);
    const message = String((await json(response)).message);
    expect(message).toContain('TIN is required for an invoice: fill in every registration field, or none');
    expect(message).toContain('Last serial number is required for an invoice');
  });

  it('should title the receipt Invoice within the serial range, carry the registration, and refuse past its end', async () => {
    expect((await saveRegistration(registration)).status).toBe(200);
    const [first, second, third] = [await paidEnrollment(), await paidEnrollment(), await paidEnrollment()];
    await approve(first);
    await approve(second);
    const invoice = await validReceipt(first);
    expect(invoice).toMatchObject({ title: 'Invoice', number: '000101' });
    expect((await validReceipt(second)).number).toBe('000102');
    const text = await pdfText((await download(invoice.url)).bytes);
    for (const expected of [
      'Invoice',
      'No. 000101',
      'Review Center Learning Inc.',
      'TIN 123-456-789-00000',
      'OCN 1AU0001234567',
      '000101 to 000102',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('not an invoice');

    const refused = await approve(third);
    expect([refused.status, (await json(refused)).message]).toEqual([
      409,
      'The invoice serial range 000101 to 000102 is used up: enter the new authority to print and its serial range in the center settings',
    ]);
    // Nothing of the approval was kept: the payment still waits, and no number was spent.
    expect((await json(await t.request('GET', `/enrollments/${third.id}`, { token: third.user.token }))).status).toBe(
      'Payment Review',
    );
    expect(await receiptsOf(third)).toEqual([]);

    // A new authority to print starts its own range.
    await saveRegistration({
      ...registration,
      authorityToPrint: 'OCN 1AU0009999999',
      serialFrom: '1',
      serialTo: '500',
    });
    expect((await approve(third)).status).toBe(200);
    expect((await validReceipt(third)).number).toBe('001');

    await saveRegistration(Object.fromEntries(Object.keys(registration).map((key) => [key, ''])));
  });
});
