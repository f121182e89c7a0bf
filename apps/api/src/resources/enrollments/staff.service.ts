import type { Dashboard, EnrollmentDetail, ReviewItem, ReviewWarning } from '@review-center/api-client/contract';
import {
  addDays,
  calendarDateOf,
  centavosOf,
  ENROLLMENT_STATUS,
  type EnrollmentReview,
  type EnrollmentStatus,
  type Payment,
  type RefundInput,
  startOfDay,
  type User,
} from '@review-center/domain';
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import { historyOf, recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, sortOf, type PageQuery } from '../../platform/db/paginate.ts';
import type { Database, EnrollmentsTable, Installment } from '../../platform/db/schema.ts';
import { toEnrollments, toPayments } from './enrollments.service.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';
import { firstActivation } from './activation.ts';
import { checkedRefund, recordRefund } from '../refunds/refunds.service.ts';

type EnrollmentRow = Selectable<EnrollmentsTable>;
type E = ExpressionBuilder<Database & { e: EnrollmentsTable }, 'e'>;

/** `term%` for LIKE, the term's own `%`, `_` and `\` taken literally. */
const prefixPattern = (term: string) =>
  `${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A prefix of the reference, the receipt id, the reviewee's e-mail, full name or last name, in
 * any case (decision 0028). Each branch is one index range scan; their union is the matches.
 */
function searchFilter(eb: E, term: string): Expression<SqlBool> {
  const pattern = prefixPattern(term);
  return eb(
    'e.id',
    'in',
    eb
      .selectFrom('enrollments as s')
      .select('s.id')
      .where(sql<boolean>`lower(s.reference) like ${pattern}`)
      .union(
        eb
          .selectFrom('enrollments as s')
          .select('s.id')
          .where(sql<boolean>`lower(s.receipt_id) like ${pattern}`),
      )
      .union(
        eb
          .selectFrom('enrollments as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select('s.id')
          .where((w) =>
            w.or([
              sql<boolean>`lower(u.email) like ${pattern}`,
              sql<boolean>`lower((u.profile ->> 'firstName') || ' ' || (u.profile ->> 'lastName')) like ${pattern}`,
              sql<boolean>`lower(u.profile ->> 'lastName') like ${pattern}`,
            ]),
          ),
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// The payment queue

interface QueueQuery extends PageQuery {
  offering?: string | undefined;
  paymentOption?: string | undefined;
  paymentDateFrom?: string | undefined;
  paymentDateTo?: string | undefined;
  search?: string | undefined;
}

/** Every enrollment in Payment Review, oldest first, a page at a time, each with its warnings. */
export async function reviewQueue(deps: Deps, query: QueueQuery) {
  const { db } = deps;
  if (query.paymentDateFrom && query.paymentDateTo && query.paymentDateFrom > query.paymentDateTo) {
    throw new InvalidInput('query.paymentDateTo', 'must not be before paymentDateFrom');
  }
  const base = db
    .selectFrom('enrollments as e')
    .where('e.status', '=', ENROLLMENT_STATUS.paymentReview)
    .$if(Boolean(query.offering), (q) => q.where('e.offering_id', '=', query.offering!))
    .$if(Boolean(query.paymentOption), (q) => q.where('e.payment_option', '=', query.paymentOption!))
    .$if(Boolean(query.paymentDateFrom), (q) => q.where('e.payment_date', '>=', query.paymentDateFrom!))
    // The stored date may carry a time: anything before the next day is on the last day.
    .$if(Boolean(query.paymentDateTo), (q) => q.where('e.payment_date', '<', addDays(query.paymentDateTo!, 1)))
    .$if(Boolean(query.search?.trim()), (q) => q.where((eb) => searchFilter(eb, query.search!)));
  const page = pageOf(query, 50);
  const [rows, count] = await Promise.all([
    base
      .selectAll('e')
      .orderBy('e.created_at', 'asc')
      .orderBy('e.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { docs: await toReviewItems(deps, rows), totalDocs: Number(count.total) };
}

/** One enrollment of the queue, with its warnings; 404 when it waits for no decision. */
export async function reviewItem(deps: Deps, id: string): Promise<ReviewItem> {
  const row = await deps.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.status !== ENROLLMENT_STATUS.paymentReview) {
    throw new NotFound('This payment is not waiting for review');
  }
  const [item] = await toReviewItems(deps, [row]);
  return item!;
}

/** Enrollments with their user, offering and payments (newest first): a fixed number of queries. */
async function withPayments(db: Db, rows: readonly EnrollmentRow[]): Promise<EnrollmentReview[]> {
  const enrollments = await toEnrollments(db, rows, { offering: 'summary', user: true });
  const paymentRows = rows.length
    ? await db
        .selectFrom('payments')
        .selectAll()
        .where(
          'enrollment_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
    : [];
  const payments = await toPayments(db, paymentRows);
  return enrollments.map((enrollment) => ({
    ...enrollment,
    user: enrollment.user as User,
    offering: enrollment.offering as EnrollmentReview['offering'],
    payments: payments.filter((payment) => payment.enrollment === enrollment._id),
  }));
}

async function toReviewItems(deps: Deps, rows: readonly EnrollmentRow[]): Promise<ReviewItem[]> {
  const items = await withPayments(deps.db, rows);
  const pending = items.map((item) => item.payments.find((p) => p.status === ENROLLMENT_STATUS.paymentReview));
  const duplicates = await duplicatesOf(
    deps.db,
    pending.filter((p): p is Payment => p !== undefined),
  );
  const today = calendarDateOf(deps.now());
  return items.map((item, index) => {
    const payment = pending[index];
    const warnings: ReviewWarning[] = [];
    if (payment?.amountMismatch) {
      warnings.push({ code: 'amountMismatch', message: 'The declared amount is not the amount due.' });
    }
    const day = (payment?.paymentDate ?? item.paymentDate)?.slice(0, 10);
    if (day && day > addDays(today, 1)) {
      warnings.push({ code: 'dateAfterTomorrow', message: 'The payment date is after tomorrow.' });
    }
    if (day && day < calendarDateOf(new Date(item.createdDate))) {
      warnings.push({ code: 'dateBeforeSignUp', message: 'The payment date is before the enrollment was made.' });
    }
    if (payment) warnings.push(...(duplicates.get(payment._id) ?? []));
    return { ...item, warnings };
  });
}

/**
 * The duplicate warnings of the payments under review: the same receipt id (any case, spaces
 * trimmed) or the same image bytes (sha256 of the upload) on a payment of another enrollment.
 * Three queries for a whole page, each served by an index (migration 0005).
 */
async function duplicatesOf(db: Db, payments: readonly Payment[]): Promise<Map<string, ReviewWarning[]>> {
  const found = new Map<string, ReviewWarning[]>();
  const add = (paymentId: string, warning: ReviewWarning) => {
    const list = found.get(paymentId) ?? [];
    if (!list.some((w) => w.code === warning.code && w.reference === warning.reference)) list.push(warning);
    found.set(paymentId, list);
  };
  if (payments.length === 0) return found;

  const receiptOf = (receipt: string | null | undefined) => receipt?.trim().toLowerCase() ?? '';
  const receipts = [...new Set(payments.map((p) => receiptOf(p.receiptId)).filter(Boolean))];
  if (receipts.length) {
    const others = await db
      .selectFrom('payments')
      .select(['id', 'enrollment_id', 'reference', 'receipt_id'])
      .where(sql<string>`lower(receipt_id)`, 'in', receipts)
      .execute();
    for (const payment of payments) {
      for (const other of others) {
        if (other.enrollment_id === payment.enrollment || receiptOf(other.receipt_id) !== receiptOf(payment.receiptId))
          continue;
        add(payment._id, {
          code: 'duplicateReceipt',
          message: `This receipt id was already used for enrollment ${other.reference}.`,
          reference: other.reference,
        });
      }
    }
  }

  const fileIds = [...new Set(payments.flatMap((p) => p.attachments.map((a) => a.id)))];
  if (fileIds.length) {
    const mine = await db
      .selectFrom('uploads')
      .select(['id', 'sha256'])
      .where('id', 'in', fileIds)
      .where('sha256', 'is not', null)
      .execute();
    const hashes = [...new Set(mine.map((u) => u.sha256!))];
    if (hashes.length) {
      const same = await db.selectFrom('uploads').select(['id', 'sha256']).where('sha256', 'in', hashes).execute();
      const hashOf = new Map(same.map((u) => [u.id, u.sha256!]));
      const others = await db
        .selectFrom('payments')
        .select(['id', 'enrollment_id', 'reference', 'attachments'])
        .where('attachments', '&&', sql<string[]>`${[...hashOf.keys()]}::text[]`)
        .execute();
      for (const payment of payments) {
        const own = new Set(payment.attachments.map((a) => hashOf.get(a.id)).filter(Boolean));
        for (const other of others) {
          if (other.enrollment_id === payment.enrollment) continue;
          if (!other.attachments.some((id) => own.has(hashOf.get(id)))) continue;
          add(payment._id, {
            code: 'duplicateImage',
            message: `The same image was already sent for enrollment ${other.reference}.`,
            reference: other.reference,
          });
        }
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// The enrollments table

export interface EnrollmentTableQuery extends PageQuery {
  sort?: string | undefined;
  status?: EnrollmentStatus | undefined;
  offering?: string | undefined;
  course?: string | undefined;
  branch?: string | undefined;
  schedule?: string | undefined;
  paymentType?: string | undefined;
  search?: string | undefined;
}

function filteredEnrollments(db: Db, query: EnrollmentTableQuery) {
  return db
    .selectFrom('enrollments as e')
    .$if(Boolean(query.status), (q) => q.where('e.status', '=', query.status!))
    .$if(Boolean(query.offering), (q) => q.where('e.offering_id', '=', query.offering!))
    .$if(Boolean(query.branch), (q) => q.where('e.branch', '=', query.branch!))
    .$if(Boolean(query.schedule), (q) => q.where('e.schedule', '=', query.schedule!))
    .$if(Boolean(query.paymentType), (q) => q.where('e.payment_type', '=', query.paymentType!))
    .$if(Boolean(query.course), (q) =>
      q.where('e.user_id', 'in', (eb) =>
        eb
          .selectFrom('users')
          .select('id')
          .where(sql<string>`profile ->> 'course'`, '=', query.course!),
      ),
    )
    .$if(Boolean(query.search?.trim()), (q) => q.where((eb) => searchFilter(eb, query.search!)));
}

/** The columns a sort stands for, most significant first; `id` last keeps pages stable. */
const SORT_COLUMNS = {
  createdDate: ['e.created_at'],
  status: ['e.status', 'e.created_at'],
  offering: ['o.title', 'e.created_at'],
  amountPaid: ['e.amount_paid'],
  nextDueDate: ['e.next_due_date'],
} as const;

function tableRows(db: Db, query: EnrollmentTableQuery) {
  const { column: columns, direction } = sortOf(query.sort ?? '-createdDate', SORT_COLUMNS);
  let rows = filteredEnrollments(db, query)
    .innerJoin('offerings as o', 'o.id', 'e.offering_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.reference',
      'e.status',
      'e.created_at',
      'e.offering_id',
      'o.title',
      'e.user_id',
      'u.email',
      sql<string | null>`u.profile ->> 'firstName'`.as('first_name'),
      sql<string | null>`u.profile ->> 'lastName'`.as('last_name'),
      sql<string | null>`u.profile ->> 'course'`.as('course'),
      'e.branch',
      'e.schedule',
      'e.payment_type',
      'e.price',
      'e.amount_paid',
      'e.amount_refunded',
      'e.next_due_date',
    ]);
  for (const column of columns) {
    // Enrollments with nothing due sort last either way.
    rows =
      column === 'e.next_due_date'
        ? rows.orderBy(sql`e.next_due_date ${sql.raw(direction)} nulls last`)
        : rows.orderBy(column, direction);
  }
  return rows.orderBy('e.id', direction);
}

type TableRow = Awaited<ReturnType<ReturnType<typeof tableRows>['execute']>>[number];

const toTableRow = (row: TableRow) => ({
  _id: row.id,
  reference: row.reference,
  status: row.status,
  createdDate: new Date(row.created_at).toISOString(),
  offering: { _id: row.offering_id, title: row.title },
  user: {
    _id: row.user_id,
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
  },
  course: row.course,
  branch: row.branch,
  schedule: row.schedule,
  paymentType: row.payment_type as 'Full' | 'Installment',
  price: row.price,
  amountPaid: row.amount_paid,
  nextDueDate: row.next_due_date,
});

/** Every enrollment, sorted and filtered, a page at a time (decision 0028). */
export async function listEnrollmentTable(db: Db, query: EnrollmentTableQuery) {
  const page = pageOf(query, 50);
  const [rows, count] = await Promise.all([
    tableRows(db, query).limit(page.limit).offset(page.offset).execute(),
    filteredEnrollments(db, query)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { docs: rows.map(toTableRow), totalDocs: Number(count.total) };
}

const CSV_HEADER = [
  'Reference',
  'Status',
  'Created',
  'Offering',
  'Reviewee',
  'E-mail',
  'Course',
  'Branch',
  'Schedule',
  'Payment term',
  'Price',
  'Amount paid',
  'Amount refunded',
  'Net paid',
  'Next due date',
];

/**
 * One CSV field: quoted when it must be, and a leading `=`, `+`, `-` or `@` defused so a
 * spreadsheet shows the text instead of running it as a formula.
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered table, every page, as CSV (the same sort), refunds netted (decision 0084). */
export async function exportEnrollmentTable(db: Db, query: EnrollmentTableQuery): Promise<string> {
  const rows = (await tableRows(db, query).execute()).map((row) => ({
    ...toTableRow(row),
    amountRefunded: row.amount_refunded,
  }));
  const lines = [CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.reference,
        row.status,
        row.createdDate.slice(0, 10),
        row.offering.title,
        row.user.name,
        row.user.email,
        row.course,
        row.branch,
        row.schedule,
        row.paymentType,
        row.price,
        row.amountPaid,
        row.amountRefunded,
        // What the center keeps: paid less refunded (decision 0084), to the centavo.
        (centavosOf(row.amountPaid) - centavosOf(row.amountRefunded)) / 100,
        row.nextDueDate,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// One enrollment and its staff actions

async function rowOf(db: Db, id: string) {
  const row = await rowById(db, 'enrollments', id, 'Enrollment not found');
  return row;
}

/** The enrollment, every payment with its proofs (newest first) and every staff decision. */
export async function enrollmentDetail(db: Db, id: string): Promise<EnrollmentDetail> {
  const row = await rowOf(db, id);
  const [[enrollment], history] = await Promise.all([withPayments(db, [row]), historyOf(db, 'enrollment', id)]);
  return {
    ...enrollment!,
    amountPaid: row.amount_paid,
    amountRefunded: row.amount_refunded,
    nextDueDate: row.next_due_date,
    cancellationReason: row.cancellation_reason,
    rejectionReason: row.rejection_reason,
    history,
  };
}

/**
 * Marks one installment paid with a note (paid at the branch, say): one audit entry. A
 * Processing enrollment becomes Active; refused while a proof waits for review (the cashier
 * decides that first, so the same installment cannot be paid twice) and once cancelled.
 */
export async function markInstallmentPaid(deps: Deps, actor: AuthUser, id: string, index: number, note: string) {
  const row = await rowOf(deps.db, id);
  if (row.status === ENROLLMENT_STATUS.cancelled) throw new Conflict('This enrollment is cancelled');
  if (row.status === ENROLLMENT_STATUS.paymentReview) {
    throw new Conflict('A payment proof is waiting for review: approve or reject it first');
  }
  const installment = row.installments[index];
  if (!installment) throw new InvalidInput('params.index', `this enrollment has no installment ${index + 1}`);
  if (installment.paid) throw new Conflict(`Installment ${index + 1} is already paid`);
  const installments: Installment[] = row.installments.map((item, i) => (i === index ? { ...item, paid: true } : item));
  const status = row.status === ENROLLMENT_STATUS.processing ? ENROLLMENT_STATUS.active : row.status;
  const amountPaid = row.amount_paid + installment.amount;
  await deps.db.transaction().execute(async (trx) => {
    await updateById(trx, 'enrollments', id, {
      installments: JSON.stringify(installments),
      status,
      amount_paid: amountPaid,
      ...(status === ENROLLMENT_STATUS.active ? { activated_at: firstActivation(deps.now()) } : {}),
    });
    await recordAudit(trx, actor, 'enrollment.markInstallmentPaid', id, {
      before: { status: row.status, installment: index + 1, paid: false, amountPaid: row.amount_paid },
      after: { status, installment: index + 1, paid: true, amountPaid, note },
    });
  });
  return enrollmentDetail(deps.db, id);
}

/**
 * Cancels the enrollment with a reason (one audit entry); a proof waiting for review is rejected.
 * With a refund, staff record the money they gave back (decision 0084), checked against what the
 * enrollment received: kept with it, and audited in the same transaction. Nothing is refunded
 * without one. Two cancellations at once: the second finds it cancelled (409), so a refund is
 * never recorded twice.
 */
export async function cancelEnrollment(
  deps: Deps,
  actor: AuthUser,
  id: string,
  { reason, refund }: { reason: string; refund?: RefundInput | undefined },
) {
  const row = await rowOf(deps.db, id);
  if (row.status === ENROLLMENT_STATUS.cancelled) throw new Conflict('This enrollment is already cancelled');
  const checked = refund ? checkedRefund(row, refund, deps.now()) : undefined;
  await deps.db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('enrollments')
      .set({ status: ENROLLMENT_STATUS.cancelled, cancellation_reason: reason })
      .where('id', '=', id)
      .where('status', '<>', ENROLLMENT_STATUS.cancelled)
      .returning('id')
      .executeTakeFirst();
    if (!cancelled) throw new Conflict('This enrollment is already cancelled');
    const rejected = await trx
      .updateTable('payments')
      .set({ status: 'Rejected' })
      .where('enrollment_id', '=', id)
      .where('status', '=', 'Payment Review')
      .returning('id')
      .execute();
    await recordAudit(trx, actor, 'enrollment.cancel', id, {
      before: { status: row.status, cancellationReason: row.cancellation_reason },
      after: {
        status: ENROLLMENT_STATUS.cancelled,
        cancellationReason: reason,
        ...(rejected.length ? { rejectedPayments: rejected.map((p) => p.id) } : {}),
      },
    });
    if (checked) await recordRefund(trx, actor, id, checked);
  });
  return enrollmentDetail(deps.db, id);
}

// ---------------------------------------------------------------------------------------------
// The dashboard

/** The console's first page: what waits, what was done today, where the enrollments stand. */
export async function dashboard(deps: Deps): Promise<Dashboard> {
  const { db } = deps;
  const [waiting, tickets, approvals, groups, money] = await Promise.all([
    db
      .selectFrom('enrollments')
      .select(sql<string>`count(*)`.as('n'))
      .where('status', '=', ENROLLMENT_STATUS.paymentReview)
      .executeTakeFirstOrThrow(),
    // Tickets nobody has answered yet (decision 0029).
    db
      .selectFrom('support_tickets')
      .select(sql<string>`count(*)`.as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .select(sql<string>`count(*)`.as('n'))
      .where('action', '=', 'enrollment.approve')
      .where('created_at', '>=', startOfDay(calendarDateOf(deps.now())))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('enrollments as e')
      .innerJoin('offerings as o', 'o.id', 'e.offering_id')
      .select(['e.offering_id', 'o.title', 'e.status', sql<string>`count(*)`.as('n')])
      .groupBy(['e.offering_id', 'o.title', 'e.status'])
      .orderBy('o.title')
      .orderBy('e.status')
      .execute(),
    // Summed in centavos, so a total of many amounts with centavos stays exact.
    db
      .selectFrom('enrollments')
      .select([
        sql<string>`coalesce(sum(round(amount_paid * 100)), 0)`.as('received'),
        sql<string>`coalesce(sum(round(amount_refunded * 100)), 0)`.as('refunded'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const received = Number(money.received);
  const refunded = Number(money.refunded);
  return {
    paymentsWaiting: Number(waiting.n),
    newTickets: Number(tickets.n),
    approvalsToday: Number(approvals.n),
    money: { received: received / 100, refunded: refunded / 100, net: (received - refunded) / 100 },
    enrollments: groups.map((g) => ({
      offering: { _id: g.offering_id, title: g.title },
      status: g.status,
      count: Number(g.n),
    })),
  };
}
