import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  calendarDateOf,
  formatReceiptNumber,
  outOfRange,
  receiptSeriesOf,
  type Receipt,
  type ReceiptTitle,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import { readCenterSettings } from '../../platform/config/center-settings.ts';
import type { Db } from '../../platform/db/database.ts';
import { byParent } from '../../platform/db/rows.ts';
import type { ReceiptsTable } from '../../platform/db/schema.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { receiptReplacedEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { renderReceipt, type ReceiptDocument, type VoidStamp } from './receipt-pdf.ts';

/*
 * Receipts of approved payments (decision 0074). A receipt is issued in the approval's
 * own transaction: its number comes from the series' counter row, which the transaction holds
 * until it ends, so two approvals at once take consecutive numbers and a rolled-back approval
 * gives its number back. Two unique indexes (migration 0018) refuse a number used twice and a
 * second valid receipt of one payment, whatever a caller does. A wrong receipt is voided with
 * its reason, never deleted; its replacement takes the next number.
 */

type ReceiptRow = Selectable<ReceiptsTable>;

/** A receipt that was just issued: its row, and its PDF to attach. */
export interface IssuedReceipt {
  row: ReceiptRow;
  title: ReceiptTitle;
  number: string;
  pdf: Buffer;
}

const documentOf = (row: ReceiptRow): ReceiptDocument =>
  (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) as ReceiptDocument;

/** The download's address: a link that carries its own key (decision 0074). */
const urlOf = (row: ReceiptRow) => `/api/v2/receipts/${row.id}/pdf?key=${row.access_key}`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toReceipt(row: ReceiptRow): Receipt {
  const document = documentOf(row);
  return {
    _id: row.id,
    number: document.number,
    title: document.title,
    amount: document.amount,
    issuedDate: iso(row.issued_at),
    voided: row.voided_at !== null,
    voidedDate: row.voided_at ? iso(row.voided_at) : null,
    voidReason: row.void_reason,
    replaces: document.replaces,
    url: urlOf(row),
  };
}

/** The next number of `series`, taken in the caller's transaction (held until it ends). */
async function nextNumber(trx: Db, key: string, first: number): Promise<number> {
  const row = await trx
    .insertInto('receipt_counters')
    .values({ series: key, last: first })
    .onConflict((oc) =>
      // A serial range moved up under the same authority starts at its new first number.
      oc.column('series').doUpdateSet({ last: sql<number>`greatest(receipt_counters.last + 1, ${first})` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/** What the receipt of `paymentId` shows, read in the caller's transaction. */
async function paymentDetails(trx: Db, paymentId: string) {
  const row = await trx
    .selectFrom('payments as p')
    .innerJoin('enrollments as e', 'e.id', 'p.enrollment_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('offerings as o', 'o.id', 'e.offering_id')
    .select([
      'p.id',
      'p.status',
      'p.payment_type',
      'p.payment_option',
      'p.receipt_id',
      'p.payment_date',
      'p.price',
      'p.amount_due',
      'e.id as enrollment_id',
      'e.reference',
      'o.title',
      'u.email',
      'u.profile',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  if (!row) throw new NotFound('Payment not found');
  return row;
}

/**
 * Issues the receipt of an approved payment for `amount`, in `trx` (the approval's or the void's
 * transaction), and draws its PDF. Refused (409) when the invoice serial range is used up: the
 * whole change then rolls back, and the number is not spent.
 */
export async function issueReceipt(
  deps: Pick<Deps, 'now'>,
  trx: Db,
  input: { paymentId: string; amount: number; actor: Pick<AuthUser, 'id'> | null; replaces?: string | null },
): Promise<IssuedReceipt> {
  const [settings, payment] = await Promise.all([readCenterSettings(trx), paymentDetails(trx, input.paymentId)]);
  const registration = settings.taxRegistration;
  const series = receiptSeriesOf(registration);
  const value = await nextNumber(trx, series.key, series.first);
  const refused = outOfRange(series, value);
  if (refused) throw new Conflict(refused);
  const number = formatReceiptNumber(series, value);
  const profile = payment.profile;
  const name = [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ') || payment.email;
  const document: ReceiptDocument = {
    title: series.title,
    number,
    issuedOn: calendarDateOf(deps.now()),
    center: {
      name: settings.name,
      address: settings.address,
      supportEmail: settings.supportEmail,
      supportPhone: settings.supportPhone,
    },
    registration:
      series.title === 'Invoice'
        ? {
            registeredName: registration.registeredName,
            tin: registration.tin,
            registeredAddress: registration.registeredAddress,
            authorityToPrint: registration.authorityToPrint,
            serialRange: `${formatReceiptNumber(series, series.first)} to ${formatReceiptNumber(series, series.last ?? series.first)}`,
          }
        : null,
    payer: { name, email: payment.email },
    reference: payment.reference,
    offering: payment.title,
    paymentType: payment.payment_type,
    amount: input.amount,
    channel: payment.payment_option || null,
    payerReceiptId: payment.receipt_id || null,
    paymentDate: payment.payment_date || null,
    replaces: input.replaces ?? null,
  };
  const row = await trx
    .insertInto('receipts')
    .values({
      id: randomId(),
      payment_id: input.paymentId,
      series: series.key,
      number: value,
      document: JSON.stringify(document),
      access_key: randomBytes(24).toString('base64url'),
      issued_at: deps.now(),
      issued_by: input.actor?.id ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, title: series.title, number, pdf: await renderReceipt(document) };
}

/** The receipts of these payments, newest first, by payment: one query for a page of payments. */
export const receiptsOf = (db: Db, paymentIds: readonly string[]): Promise<Map<string, Receipt[]>> =>
  byParent(db, 'receipts', 'payment_id', paymentIds, sql`issued_at desc, number desc`, toReceipt);

/** Whether `given` is the receipt's key, compared in constant time. */
function sameKey(stored: string, given: string): boolean {
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The PDF of receipt `id` for whoever holds its link's key; 404 for any other key. */
export async function receiptPdf(db: Db, id: string, key: string) {
  const row = await db.selectFrom('receipts').selectAll().where('id', '=', id).executeTakeFirst();
  // The same answer for an unknown receipt and a wrong key: the link tells nothing without both.
  if (!row || !sameKey(row.access_key, key)) throw new NotFound('Receipt not found');
  const document = documentOf(row);
  const stamp: VoidStamp | null = row.voided_at
    ? { reason: row.void_reason ?? '', on: calendarDateOf(new Date(row.voided_at)) }
    : null;
  return { filename: `${document.title} ${document.number}.pdf`, pdf: await renderReceipt(document, stamp) };
}

/**
 * Voids a wrong receipt with its reason (one audit entry on its enrollment) and, unless told
 * otherwise, issues its replacement with the next number and e-mails it to the payer.
 */
export async function voidReceipt(deps: Deps, actor: AuthUser, id: string, reason: string, replace = true) {
  return deps.db.transaction().execute(async (trx) => {
    const voided = await trx
      .updateTable('receipts')
      .set({ voided_at: deps.now(), voided_by: actor.id, void_reason: reason })
      .where('id', '=', id)
      .where('voided_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!voided) {
      const exists = await trx.selectFrom('receipts').select('id').where('id', '=', id).executeTakeFirst();
      throw exists ? new Conflict('This receipt is already voided') : new NotFound('Receipt not found');
    }
    const old = documentOf(voided);
    const payment = await paymentDetails(trx, voided.payment_id);
    const replacement = replace
      ? await issueReceipt(deps, trx, {
          paymentId: voided.payment_id,
          amount: old.amount,
          actor,
          replaces: old.number,
        })
      : null;
    await recordAudit(trx, actor, { action: 'receipt.void', entityType: 'enrollment' }, payment.enrollment_id, {
      before: { receipt: old.number, voided: false },
      after: { receipt: old.number, voided: true, reason, replacement: replacement?.number ?? null },
    });
    if (replacement) {
      await queueMail(
        trx,
        await receiptReplacedEmail(
          { ...deps, db: trx },
          payment.email,
          payment.reference,
          { title: old.title, number: old.number },
          replacement,
          reason,
        ),
      );
    }
    return { voided: toReceipt(voided), replacement: replacement ? toReceipt(replacement.row) : null };
  });
}

/**
 * Issues a receipt for an approved payment that has no valid one (approved before receipts were
 * issued, or voided without a replacement): for the amount of its last receipt, else what it paid.
 */
export async function issueForPayment(deps: Deps, actor: AuthUser, paymentId: string) {
  return deps.db.transaction().execute(async (trx) => {
    // Locks the payment: two clicks at once issue one receipt, the other is told so.
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'status', 'price', 'amount_due', 'enrollment_id'])
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw new NotFound('Payment not found');
    if (payment.status !== 'Approved')
      throw new Conflict(`This payment is ${payment.status}: only an approved payment has a receipt`);
    const receipts = await trx
      .selectFrom('receipts')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .orderBy('issued_at', 'desc')
      .execute();
    const valid = receipts.find((row) => row.voided_at === null);
    if (valid)
      throw new Conflict(`This payment already has receipt ${documentOf(valid).number}: void it to replace it`);
    const last = receipts[0];
    const issued = await issueReceipt(deps, trx, {
      paymentId,
      amount: last ? documentOf(last).amount : (payment.amount_due ?? payment.price),
      actor,
      replaces: last ? documentOf(last).number : null,
    });
    await recordAudit(trx, actor, { action: 'receipt.issue', entityType: 'enrollment' }, payment.enrollment_id, {
      before: null,
      after: { receipt: issued.number, payment: paymentId },
    });
    return toReceipt(issued.row);
  });
}
