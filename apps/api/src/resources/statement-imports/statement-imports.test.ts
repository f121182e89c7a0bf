import { describe, expect, it } from 'vitest';
import { json, type Json } from '../../testing/app.ts';
import { paidFullEnrollment } from '../../testing/enrollment.ts';
import { staffForFile, testAppForFile } from '../../testing/file-app.ts';

/**
 * The cashier's statement import (decision 0088): a bank's CSV read with the columns mapped for
 * its channel, its rows matched to the payments waiting for review by reference (however the
 * payer wrote it) and amount; nothing approved or e-mailed until a person confirms, then each
 * matched payment approved through the payment review's own approval, once. A bad file is
 * refused line by line and nothing is kept. Two confirmations race for real in the
 * "api (postgres)" project, each in a connection of its own.
 */

const t = testAppForFile();
const staff = staffForFile(t, { cashier: 'cashier', registrar: 'registrar' });

const GCASH = {
  channel: 'GCash',
  dateColumn: 'Date',
  amountColumn: 'Credit',
  textColumn: 'Description',
  dateFormat: 'YYYY-MM-DD',
};
const HEADER = 'Date,Description,Debit,Credit,Balance';
const csv = (...lines: string[]) => lines.join('\r\n');

/** The cashier uploads `file` (text or bytes) as GCash's statement, with `fields` over the mapping. */
function upload(file: string | Uint8Array, fields: Record<string, string> = {}, token = staff.cashier) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...GCASH, ...fields })) form.append(key, value);
  form.append('file', new File([file], 'gcash-november.csv', { type: 'text/csv' }));
  return t.request('POST', '/admin/statement-imports', { token, body: form });
}

const confirm = (id: string, token = staff.cashier) =>
  t.request('POST', `/admin/statement-imports/${id}/confirm`, { token });

async function linesOf(id: string, outcome?: string) {
  const query = outcome ? `?outcome=${outcome}` : '';
  const response = await t.request('GET', `/admin/statement-imports/${id}/lines${query}`, { token: staff.cashier });
  expect(response.status).toBe(200);
  return (await json(response)).docs as Json[];
}

let sequence = 0;
/**
 * A reviewee's proof in Payment Review under a reference with a number of its own (RC-9001-0042),
 * so a memo can write it with leading zeros; what it is due.
 */
async function waiting() {
  const enrollment = await paidFullEnrollment(t);
  sequence += 1;
  const reference = `RC-${9000 + sequence}-0042`;
  await t.db.updateTable('enrollments').set({ reference }).where('id', '=', enrollment.id).execute();
  return { ...enrollment, reference };
}

/** The receipts issued for the enrollment's payments. */
const receiptsOf = (enrollment: string) =>
  t.db
    .selectFrom('receipts')
    .innerJoin('payments', 'payments.id', 'receipts.payment_id')
    .select('receipts.number')
    .where('payments.enrollment_id', '=', enrollment)
    .execute();

const statusOf = async (id: string) =>
  (await t.db.selectFrom('enrollments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const verifiedMails = (to: string) =>
  t.mailer.sent.filter((mail) => mail.to === to && mail.subject.startsWith('Payment verified'));

describe('a statement matched to the waiting payments', () => {
  it('should match by a reference however written and the exact amount, and approve or e-mail nothing yet', async () => {
    const maria = await waiting();
    const jose = await waiting();
    const [, year, number] = maria.reference.split('-');
    const memo = `InstaPay from MDC ref ${maria.reference.toLowerCase().replace('rc-', 'rc ')}`.replace(
      `${year}-${number}`,
      `${year} 00${number}`,
    );
    const response = await upload(
      csv(
        HEADER,
        `2026-11-20 09:15,${memo},,"${maria.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}",1`,
        `2026-11-20,Payment ${jose.reference},,${jose.price - 1},1`,
        '2026-11-21,Cash out,500.00,,1',
      ),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const { problems, statementImport } = (await response.json()) as { problems: Json[]; statementImport: Json };
    expect(problems).toEqual([]);
    expect(statementImport).toMatchObject({
      channel: 'GCash',
      fileName: 'gcash-november.csv',
      rows: 3,
      summary: '1 matched, 1 to review, 1 unknown',
      confirmedAt: null,
      approved: 0,
    });
    const id = statementImport._id as string;

    expect(await linesOf(id)).toEqual([
      {
        line: 2,
        date: '2026-11-20',
        amount: maria.price,
        text: memo,
        outcome: 'matched',
        reason: null,
        payments: [
          {
            payment: expect.any(String),
            enrollment: maria.id,
            reference: maria.reference,
            name: 'Maria Dela Cruz',
            amountDue: maria.price,
          },
        ],
        approval: null,
        approvalNote: null,
      },
      expect.objectContaining({
        line: 3,
        outcome: 'review',
        reason: 'amountDiffers',
        payments: [expect.objectContaining({ enrollment: jose.id, amountDue: jose.price })],
      }),
      expect.objectContaining({ line: 4, outcome: 'unknown', reason: 'notCredit', payments: [] }),
    ]);
    expect((await linesOf(id, 'review')).map((line) => line.line)).toEqual([3]);

    // Nothing decided, nobody told, until a person confirms.
    expect(await statusOf(maria.id)).toBe('Payment Review');
    expect(verifiedMails(maria.user.email)).toEqual([]);

    // The channel's columns are kept and offered the next time.
    const mappings = (await json(
      await t.request('GET', '/admin/statement-imports/mappings', { token: staff.cashier }),
    )) as unknown as Json[];
    expect(mappings).toEqual([
      {
        channel: 'GCash',
        dateColumn: 'Date',
        amountColumn: 'Credit',
        textColumn: 'Description',
        dateFormat: 'YYYY-MM-DD',
        updatedAt: expect.any(String),
      },
    ]);
    const list = await json(await t.request('GET', '/admin/statement-imports', { token: staff.cashier }));
    expect((list.docs as Json[])[0]).toMatchObject({ _id: id, createdBy: expect.stringContaining('@') });
  });
});

describe('confirming a statement', () => {
  it('should approve each matched payment as the payment review does, once, and refuse a second confirmation', async () => {
    const maria = await waiting();
    const made = await json(await upload(csv(HEADER, `2026-11-20,${maria.reference},,${maria.price},1`)));
    const id = (made.statementImport as Json)._id as string;

    const confirmed = await confirm(id);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(await json(confirmed)).toMatchObject({ approved: 1, notApproved: 0, confirmedAt: expect.any(String) });
    expect(await statusOf(maria.id)).toBe('Active');
    // The approval e-mail with its receipt, and the approval's audit entry naming the import.
    const [mail, ...more] = verifiedMails(maria.user.email);
    expect(more).toEqual([]);
    expect(mail!.attachments?.map((file) => file.contentType)).toEqual(['application/pdf']);
    const history = await json(
      await t.request('GET', `/admin/enrollments/${maria.id}/history`, { token: staff.cashier }),
    );
    expect((history.history as Json[]).map((entry) => [entry.action, (entry.after as Json).statementImport])).toEqual([
      ['enrollment.approve', id],
    ]);
    expect((await linesOf(id))[0]).toMatchObject({ approval: 'approved', approvalNote: null });

    const again = await confirm(id);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(
      'This statement was already confirmed: its matched payments were approved then',
    );
    expect(verifiedMails(maria.user.email)).toHaveLength(1);
    expect(await receiptsOf(maria.id)).toHaveLength(1);
  });

  it('should approve a payment once when two confirmations of the statement run at once', async () => {
    const [maria, jose] = await Promise.all([waiting(), waiting()]);
    const made = await json(
      await upload(
        csv(HEADER, `2026-11-20,${maria.reference},,${maria.price},1`, `2026-11-20,${jose.reference},,${jose.price},1`),
      ),
    );
    const id = (made.statementImport as Json)._id as string;
    const answers = await Promise.all([confirm(id), confirm(id)]);
    // Each row is claimed by one: the other finds it settled (or, started after, nothing left: 409).
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    for (const reviewee of [maria, jose]) {
      expect(await statusOf(reviewee.id)).toBe('Active');
      expect(verifiedMails(reviewee.user.email)).toHaveLength(1);
    }
    expect([...(await receiptsOf(maria.id)), ...(await receiptsOf(jose.id))]).toHaveLength(2);
    expect(
      await json(await t.request('GET', `/admin/statement-imports/${id}`, { token: staff.cashier })),
    ).toMatchObject({
      approved: 2,
      notApproved: 0,
    });
  });

  it('should note a payment decided by hand meanwhile, never approve it again', async () => {
    const maria = await waiting();
    const made = await json(await upload(csv(HEADER, `2026-11-20,${maria.reference},,${maria.price},1`)));
    const id = (made.statementImport as Json)._id as string;
    const byHand = await t.request('POST', `/admin/enrollments/${maria.id}/approve`, { token: staff.cashier });
    expect(byHand.status).toBe(200);

    expect(await json(await confirm(id))).toMatchObject({ approved: 0, notApproved: 1 });
    expect((await linesOf(id))[0]).toMatchObject({
      approval: 'notApproved',
      approvalNote: 'This enrollment is Active, not Payment Review',
    });
    expect(verifiedMails(maria.user.email)).toHaveLength(1);
  });
});

describe('a bad statement', () => {
  it('should be refused line by line, with nothing kept and no columns saved', async () => {
    const before = await t.db.selectFrom('statement_imports').select('id').execute();
    const response = await upload(csv('Posted,Description,Debit,Credit,Balance', '2026-11-20,x,,1,1'), {
      channel: 'BPI',
    });
    expect(await json(response)).toEqual({
      problems: [
        {
          line: 1,
          reason:
            'The file has no column “Date”; its columns are “Posted”, “Description”, “Debit”, “Credit”, “Balance”',
        },
      ],
      statementImport: null,
    });

    const rows = await json(
      await upload(
        csv(
          HEADER,
          '2026-11-20,RC-ABC,,"1,000.00",1',
          '11/20/2026,=HYPERLINK("x"),,1,1',
          '2026-11-21,RC-ABC,,1,000.00,1',
        ),
        { channel: 'BPI' },
      ),
    );
    expect(rows).toEqual({
      problems: [
        {
          line: 3,
          reason:
            'A quote inside an unquoted field on line 3; quote the field and double the quote; ' +
            'The cell “=HYPERLINK("x")” in column “Description” starts with “=”, which a spreadsheet runs as a formula: take it out',
        },
        {
          line: 4,
          reason:
            'The row has 6 fields where the header has 5: the amount 1,000.00 seems split at its thousands comma: ' +
            'put it in quotes (“1,000.00”) or save the file without thousands separators',
        },
      ],
      statementImport: null,
    });
    expect(await t.db.selectFrom('statement_imports').select('id').execute()).toEqual(before);
    const mappings = (await json(
      await t.request('GET', '/admin/statement-imports/mappings', { token: staff.cashier }),
    )) as unknown as Json[];
    expect(mappings.map((mapping) => mapping.channel)).not.toContain('BPI');
  });

  it('should name the line of text that is not UTF-8, refuse a file over 5 MB, and name a missing choice', async () => {
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode(`${HEADER}\r\n2026-11-20,Pe`),
      0xf1,
      ...new TextEncoder().encode('a,,1,1'),
    ]);
    expect(await json(await upload(latin1))).toEqual({
      problems: [
        {
          line: 2,
          reason: 'The text is not UTF-8: save the file from the spreadsheet as “CSV UTF-8” and import it again',
        },
      ],
      statementImport: null,
    });

    const large = await upload(`${HEADER}\r\n${'2026-11-20,x,,1,1\r\n'.repeat(300_000)}`);
    expect(large.status).toBe(413);
    expect((await json(large)).message).toBe('file: The file is larger than 5 MB: split it');

    const unmapped = await upload(csv(HEADER, '2026-11-20,x,,1,1'), { channel: 'Cash', textColumn: ' ' });
    expect(unmapped.status).toBe(400);
    expect((await json(unmapped)).message).toBe(
      'body.channel: Choose the payment channel of the statement; body.textColumn: Choose the column that holds the reference or memo',
    );
  });

  it('should be the cashier’s and the administrator’s alone', async () => {
    expect((await upload(csv(HEADER, '2026-11-20,x,,1,1'), {}, staff.registrar)).status).toBe(403);
    expect((await t.request('GET', '/admin/statement-imports', { token: staff.registrar })).status).toBe(403);
    expect((await upload(csv(HEADER, '2026-11-20,x,,1,1'), {}, staff.admin)).status).toBe(200);
  });
});
