import type {
  StatementChannelMapping,
  StatementImport,
  StatementLine,
  StatementOutcome,
} from '@review-center/api-client/contract';
import {
  ENROLLMENT_STATUS,
  matchStatement,
  parseStatementCsv,
  statementSummary,
  type PaymentOption,
  type StatementDateFormat,
  type StatementFileRow,
  type StatementImportInput,
  type StatementReason,
  type StatementProblem,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, paginate, type PageQuery } from '../../platform/db/paginate.ts';
import type { StatementCandidate, StatementColumns, StatementImportsTable } from '../../platform/db/schema.ts';
import { Conflict, DomainError, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { amountCovered, approveWithin } from '../enrollments/approval.service.ts';

/*
 * The cashier's statement import (the money trail, decision 0088): a statement's rows are read
 * with the columns mapped for its channel, matched to the payments waiting for review by the
 * domain's matcher (decision 0087) and kept; nothing is approved and nobody is e-mailed until a
 * person confirms, and then each matched payment is approved as the payment review approves it.
 */

/** Rows written per insert: 1,000 rows of 9 values stay far under PostgreSQL's 65,535 parameters. */
const LINES_PER_INSERT = 1_000;

/** A payment waiting for review, as the matcher reads it and as a row keeps it. */
interface Waiting extends StatementCandidate {
  id: string;
  amount: number;
}

/**
 * Every payment waiting for review with its enrollment's reference, its reviewee's name and what
 * approving it would mark paid: one query, whatever their number.
 */
async function waitingPayments(db: Db): Promise<Waiting[]> {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('enrollments as e', 'e.id', 'p.enrollment_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['p.id', 'p.amount_due', 'p.price', 'e.id as enrollment', 'e.reference', 'e.installments', 'u.profile'])
    .where('p.status', '=', 'Payment Review')
    .where('e.status', '=', ENROLLMENT_STATUS.paymentReview)
    .execute();
  return rows.map((row) => {
    const amount = amountCovered(row, row.installments);
    const name = [row.profile.firstName, row.profile.lastName].filter(Boolean).join(' ');
    return {
      id: row.id,
      payment: row.id,
      enrollment: row.enrollment,
      reference: row.reference,
      name,
      amount,
      amountDue: amount,
    };
  });
}

const candidate = ({ payment, enrollment, reference, name, amountDue }: Waiting): StatementCandidate => ({
  payment,
  enrollment,
  reference,
  name,
  amountDue,
});

type ImportRow = Selectable<StatementImportsTable> & {
  created_email: string | null;
  confirmed_email: string | null;
  approved: string;
  not_approved: string;
};

const toImport = (row: ImportRow): StatementImport => ({
  _id: row.id,
  channel: row.channel as PaymentOption,
  fileName: row.file_name,
  mapping: { ...row.mapping, dateFormat: row.mapping.dateFormat as StatementDateFormat },
  rows: row.row_count,
  matched: row.matched,
  review: row.review,
  unknown: row.unknown,
  summary: statementSummary({
    matched: { length: row.matched },
    review: { length: row.review },
    unknown: { length: row.unknown },
  }),
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_email ?? row.created_by,
  confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
  confirmedBy: row.confirmed_by ? (row.confirmed_email ?? row.confirmed_by) : null,
  approved: Number(row.approved),
  notApproved: Number(row.not_approved),
});

/** The imports with who made and confirmed them and how their matched rows were settled. */
const imports = (db: Db) =>
  db
    .selectFrom('statement_imports as s')
    .leftJoin('users as c', 'c.id', 's.created_by')
    .leftJoin('users as f', 'f.id', 's.confirmed_by')
    .selectAll('s')
    .select((eb) => [
      'c.email as created_email',
      'f.email as confirmed_email',
      eb
        .selectFrom('statement_lines as l')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('l.import_id', '=', 's.id')
        .where('l.approval', '=', 'approved')
        .as('approved'),
      eb
        .selectFrom('statement_lines as l')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('l.import_id', '=', 's.id')
        .where('l.approval', '=', 'notApproved')
        .as('not_approved'),
    ])
    .$castTo<ImportRow>();

/** One import; 404 when there is none. */
export async function getImport(db: Db, id: string): Promise<StatementImport> {
  const row = await imports(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('Statement import not found');
  return toImport(row);
}

/** The imports, newest first. */
export async function listImports(db: Db, query: PageQuery) {
  const base = db.selectFrom('statement_imports');
  const page = pageOf(query, 25);
  const [rows, count] = await Promise.all([
    imports(db).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { docs: rows.map(toImport), totalDocs: Number(count.total) };
}

/** An import's rows in the statement's order, all or of one outcome; 404 for no import. */
export async function listLines(db: Db, id: string, query: PageQuery & { outcome?: StatementOutcome | undefined }) {
  await getImport(db, id);
  const base = db
    .selectFrom('statement_lines')
    .where('import_id', '=', id)
    .$if(query.outcome !== undefined, (q) => q.where('outcome', '=', query.outcome!));
  return paginate(
    base,
    pageOf(query, 25),
    (q) => q.selectAll().orderBy('line'),
    (rows): StatementLine[] =>
      rows.map((row) => ({
        line: row.line,
        date: row.posted_on,
        amount: row.amount,
        text: row.text,
        outcome: row.outcome as StatementOutcome,
        reason: row.reason as StatementReason | null,
        payments: row.payments,
        approval: row.approval as StatementLine['approval'],
        approvalNote: row.approval_note,
      })),
  );
}

/** Each channel's columns, as its last import had them. */
export async function listMappings(db: Db): Promise<StatementChannelMapping[]> {
  const rows = await db.selectFrom('statement_mappings').selectAll().orderBy('channel').execute();
  return rows.map((row) => ({
    channel: row.channel as PaymentOption,
    ...row.mapping,
    dateFormat: row.mapping.dateFormat as StatementDateFormat,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/**
 * Imports a statement: with any bad line, its problems and nothing kept (decision 0088);
 * otherwise its rows matched to the payments waiting now, kept in one transaction with the
 * channel's columns and one audit entry. Nothing is approved or e-mailed here.
 */
export async function createImport(
  deps: Deps,
  actor: AuthUser,
  input: StatementImportInput & { fileName: string },
  text: string,
): Promise<{ problems: StatementProblem[]; statementImport: StatementImport | null }> {
  const { channel, fileName, ...mapping } = input;
  const parsed = parseStatementCsv(text, mapping);
  if (!parsed.ok) return { problems: parsed.problems, statementImport: null };
  const match = matchStatement<StatementFileRow, Waiting>(parsed.rows, await waitingPayments(deps.db));
  const lines = [
    ...match.matched.map(({ row, payment }) => ({ row, outcome: 'matched', reason: null, payments: [payment] })),
    ...match.review.map(({ row, reason, payments }) => ({ row, outcome: 'review', reason, payments })),
    ...match.unknown.map(({ row, reason }) => ({ row, outcome: 'unknown', reason, payments: [] as Waiting[] })),
  ];
  const id = randomId();
  const columns: StatementColumns = mapping;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('statement_imports')
      .values({
        id,
        channel,
        file_name: fileName,
        mapping: JSON.stringify(columns),
        row_count: parsed.rows.length,
        matched: match.matched.length,
        review: match.review.length,
        unknown: match.unknown.length,
        created_by: actor.id,
        created_at: deps.now(),
      })
      .execute();
    for (let at = 0; at < lines.length; at += LINES_PER_INSERT) {
      await trx
        .insertInto('statement_lines')
        .values(
          lines.slice(at, at + LINES_PER_INSERT).map(({ row, outcome, reason, payments }) => ({
            import_id: id,
            line: row.line,
            posted_on: row.date,
            amount: row.amount,
            text: row.text,
            outcome,
            reason,
            payments: JSON.stringify(payments.map(candidate)),
          })),
        )
        .execute();
    }
    await trx
      .insertInto('statement_mappings')
      .values({ channel, mapping: JSON.stringify(columns), updated_by: actor.id, updated_at: deps.now() })
      .onConflict((oc) =>
        oc
          .column('channel')
          .doUpdateSet({ mapping: JSON.stringify(columns), updated_by: actor.id, updated_at: deps.now() }),
      )
      .execute();
    await recordAudit(trx, actor, 'statement-import.create', id, {
      before: null,
      after: {
        channel,
        fileName,
        mapping: columns,
        summary: statementSummary(match),
        matched: match.matched.map(({ row, payment }) => ({ line: row.line, payment: payment.id })),
      },
    });
  });
  return { problems: [], statementImport: await getImport(deps.db, id) };
}

/** A matched row not yet settled: its line and the payment it matched. */
interface Pending {
  line: number;
  payments: StatementCandidate[];
}

/**
 * One matched row's payment approved through the payment review's own approval (receipt,
 * e-mail, audit), in one transaction with the row's mark: the row is claimed first, so a second
 * confirmation running at once waits for this one and then finds it settled. A payment decided
 * meanwhile (approved or rejected by hand, the enrollment cancelled) is noted on the row, never
 * approved.
 */
async function settle(deps: Deps, actor: AuthUser, id: string, { line, payments }: Pending) {
  const matched = payments[0]!;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('statement_lines')
        .set({ approval: 'approved' })
        .where('import_id', '=', id)
        .where('line', '=', line)
        .where('approval', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return;
      await approveWithin(deps, trx, actor, matched.enrollment, { payment: matched.payment, statementImport: id });
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await deps.db
      .updateTable('statement_lines')
      .set({ approval: 'notApproved', approval_note: error.message })
      .where('import_id', '=', id)
      .where('line', '=', line)
      .where('approval', 'is', null)
      .execute();
  }
}

/**
 * A person's confirmation: each matched row still unsettled has its payment approved, one
 * transaction each. The first confirmation marks the import confirmed, with one audit entry; once
 * every matched row is settled, a further one is refused (409): no payment is approved twice.
 */
export async function confirmImport(deps: Deps, actor: AuthUser, id: string): Promise<StatementImport> {
  const before = await getImport(deps.db, id);
  const pending = await deps.db
    .selectFrom('statement_lines')
    .select(['line', 'payments'])
    .where('import_id', '=', id)
    .where('outcome', '=', 'matched')
    .where('approval', 'is', null)
    .orderBy('line')
    .execute();
  if (before.confirmedAt && pending.length === 0) {
    throw new Conflict('This statement was already confirmed: its matched payments were approved then');
  }
  for (const row of pending) await settle(deps, actor, id, row);
  await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('statement_imports')
      .set({ confirmed_at: deps.now(), confirmed_by: actor.id })
      .where('id', '=', id)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) return;
    const after = await getImport(trx, id);
    await recordAudit(trx, actor, 'statement-import.confirm', id, {
      before: { confirmed: false },
      after: { confirmed: true, approved: after.approved, notApproved: after.notApproved },
    });
  });
  return getImport(deps.db, id);
}
