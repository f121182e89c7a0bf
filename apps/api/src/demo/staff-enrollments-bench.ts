import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../platform/db/database.ts';

/*
 * The database side of `pnpm bench:staff` (scripts/bench/staff-queries.ts, decision 0028): the
 * script runs outside the API's package, so what needs kysely and pg lives here.
 */

/** Runs one statement on a PostgreSQL server (a benchmark's own schema or database). */
export async function onServer(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates (or drops) the benchmark's own schema on a PostgreSQL server. */
export const withSchema = (databaseUrl: string, action: 'create' | 'drop', schema: string) =>
  onServer(databaseUrl, action === 'create' ? `create schema ${schema}` : `drop schema ${schema} cascade`);

/**
 * `users` reviewees with four enrollments each (one per offering), `enrollments` in all: every
 * tenth waits for review with its payment, a third of the rest are Active, half pay in
 * installments. Written by PostgreSQL itself (generate_series): seconds, not minutes.
 */
export async function fillStaffBench(db: Db, { users, enrollments }: { users: number; enrollments: number }) {
  const offerings = (await db.selectFrom('offerings').select('id').orderBy('id').limit(4).execute()).map((o) => o.id);
  const offeringArray = sql.raw(`(array[${offerings.map((id) => `'${id}'`).join(',')}])`);

  // Reviewees, then 100,000 enrollments: every tenth waits for review (10,000), a third of
  // the rest are Active; half pay in installments.
  await sql`insert into users (id, email, password_hash, verified, profile)
    select 'bu-' || g, 'bench' || g || '@example.ph', '!', true,
      jsonb_build_object('firstName', 'Bench' || (g % 997), 'lastName', 'Reviewee' || g,
        'course', (array['BEED', 'BSED', 'UNITS/CPE'])[1 + g % 3])
    from generate_series(1, ${users}) g`.execute(db);
  await sql`insert into enrollments (id, reference, user_id, offering_id, status, price, payment_type,
      payment_option, receipt_id, payment_date, branch, schedule, installments, amount_paid, created_at)
    select 'be-' || g, 'RC-B' || lpad(g::text, 7, '0'), 'bu-' || (1 + (g - 1) / 4),
      ${offeringArray}[1 + (g - 1) % 4],
      case when g % 10 = 0 then 'Payment Review' when g % 3 = 0 then 'Active' else 'Processing' end,
      10500, case when g % 2 = 0 then 'Installment' else 'Full' end,
      case when g % 10 = 0 then (array['BPI', 'BDO', 'Metrobank', 'GCash'])[1 + (g / 10) % 4] end,
      case when g % 10 = 0 then 'RCPT-' || g end,
      case when g % 10 = 0 then to_char(date '2026-01-01' + (g % 300), 'YYYY-MM-DD') end,
      (array['Manila', 'Cebu', 'Borongan', 'Malolos', 'Iloilo'])[1 + g % 5], null,
      case when g % 2 = 0 then jsonb_build_array(
        jsonb_build_object('amount', 3500, 'dueDate', to_char(date '2026-01-01' + (g % 300), 'YYYY-MM-DD'),
          'paid', g % 3 = 0),
        jsonb_build_object('amount', 3500, 'dueDate', to_char(date '2026-02-01' + (g % 300), 'YYYY-MM-DD'),
          'paid', false),
        jsonb_build_object('amount', 3500, 'dueDate', to_char(date '2026-03-01' + (g % 300), 'YYYY-MM-DD'),
          'paid', false))
        else '[]'::jsonb end,
      case when g % 3 = 0 and g % 10 <> 0 then case when g % 2 = 0 then 3500 else 10500 end else 0 end,
      now() - (${enrollments} - g) * interval '1 minute'
    from generate_series(1, ${enrollments}) g`.execute(db);
  await sql`insert into payments (id, enrollment_id, user_id, reference, tag, price, amount_due, payment_type,
      payment_option, receipt_id, payment_date, attachments, status, created_at)
    select 'bp-' || substr(id, 4), id, user_id, reference, 'Enrollment', 10500, 10500, 'Full',
      payment_option, receipt_id, payment_date, '{}', 'Payment Review', created_at
    from enrollments where status = 'Payment Review'`.execute(db);
  await sql`analyze`.execute(db);
}

/** Rows of a table, with a condition. */
export async function countRows(db: Db, table: 'enrollments', waitingOnly = false) {
  const where = waitingOnly ? sql`status = 'Payment Review'` : sql`true`;
  const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db);
  return Number(result.rows[0]!.n);
}

/** The plan PostgreSQL chooses for a query the app sent, one line a row. */
export async function explain(db: Db, query: { sql: string; parameters: readonly unknown[] }) {
  const plan = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
  );
  return plan.rows.map((row) => Object.values(row)[0]!);
}
