import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, inject, it } from 'vitest';
import { seed } from '../../demo/seed.ts';
import { TEST_SCRYPT } from '../../testing/scrypt.ts';
import { createBackup } from '../backup/backup.ts';
import { dumpEmbedded, openDatabase, type Db } from './database.ts';
import { migrations } from './migrations/index.ts';
import { onServer } from '../../testing/postgres.ts';

const onPostgres = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/**
 * The first landed migration set: `0001_offerings` alone (commit 09fc6ce, unchanged since). A
 * database it made is upgraded to head one release at a time, as an instance kept running since
 * then would be: after each migration, the tables it made get rows written as that release wrote
 * them, so every later migration runs over rows in every table that existed before it.
 */
const FIRST_LANDED = '0001_offerings';

const d = (day: string) => `'${day}T08:00:00Z'`;

/** Rows written right after each migration, in the shape its schema had then. */
const ROWS_AFTER: Record<string, string[]> = {
  '0001_offerings': [
    `insert into offerings (id, title, content, price, downpayment, installment_terms, installment_frequency, payment_type, units, start_date)
     values ('upgrade-offering', 'LET Review 2020', '<p>Old</p>', 12000, 4000, 2, 'Monthly', '{Full,Installment}', '6 units', ${d('2020-03-01')}),
            ('upgrade-offering-2', 'LET Refresher 2020', '', 8000, 0, 0, '', '{Full}', null, null)`,
  ],
  '0002_core': [
    `insert into users (id, email, password_hash, role, verified, profile) values
       ('upgrade-reviewee', 'upgrade-reviewee@example.test', 'scrypt$old', 'user', true,
        '{"firstName": "Maria", "lastName": "Santos", "course": "BEED"}'),
       ('upgrade-admin', 'upgrade-admin@example.test', 'scrypt$old', 'administrator', true, '{}')`,
    `insert into sessions (token_hash, user_id, expires_at) values ('upgrade-session', 'upgrade-reviewee', ${d('2030-01-01')})`,
    `insert into link_tokens (token_hash, user_id, purpose, expires_at) values ('upgrade-link', 'upgrade-reviewee', 'verify', ${d('2030-01-01')})`,
    `insert into uploads (id, owner_id, original_name, mime, size) values ('upgrade-upload', 'upgrade-reviewee', 'proof.png', 'image/png', 4)`,
    `insert into coupons (id, code, title, discount_price, offering_id) values ('upgrade-coupon', 'EARLY', 'Early bird', 500, 'upgrade-offering')`,
    // Full and Active: 0005 backfills amount_paid with its price, 0008 activated_at with its approval.
    `insert into enrollments (id, reference, user_id, offering_id, status, price, payment_type, payment_option, receipt_id, payment_date, attachments, branch, created_at)
     values ('upgrade-full', 'RC-OLD-1', 'upgrade-reviewee', 'upgrade-offering', 'Active', 12000, 'Full', 'GCash', 'R-1', '2020-03-02', '{upgrade-upload}', 'Cebu', ${d('2020-03-02')})`,
    // In installments, the first paid: 0005 backfills amount_paid 4000 and next_due_date.
    `insert into enrollments (id, reference, user_id, offering_id, status, price, payment_type, branch, installments, created_at)
     values ('upgrade-installment', 'RC-OLD-2', 'upgrade-reviewee', 'upgrade-offering-2', 'Active', 8000, 'Installment', 'Manila',
       '[{"amount": 4000, "dueDate": "2020-04-01", "paid": true}, {"amount": 4000, "dueDate": "2020-05-01", "paid": false}]', ${d('2020-03-05')})`,
    `insert into payments (id, enrollment_id, user_id, reference, tag, price, payment_type, payment_option, receipt_id, payment_date, attachments, status)
     values ('upgrade-payment', 'upgrade-full', 'upgrade-reviewee', 'RC-OLD-1', 'Full', 12000, 'Full', 'GCash', 'R-1', '2020-03-02', '{upgrade-upload}', 'Approved')`,
    `insert into announcements (id, slug, title, date, content) values ('upgrade-announcement', 'old-news', 'Old news', ${d('2020-02-01')}, '<p>Hello</p>')`,
    `insert into lecturers (id, photo, first_name, nickname, last_name, profession, credentials, position)
     values ('upgrade-lecturer', '/old.png', 'Jose', 'Pepe', 'Rizal', 'Teacher', '{LPT}', 1)`,
    `insert into categories (id, title, "group", position) values ('upgrade-category', 'General Education', 'LET', 1)`,
    `insert into support_tickets (id, user_id, ticket) values ('upgrade-ticket', 'upgrade-reviewee', '{"subject": "Help"}')`,
    `insert into courseware (id, offering_id, content) values ('upgrade-courseware', 'upgrade-offering', '<p>Week 1</p>')`,
    `insert into discussions (id, user_id, body, created_at) values ('upgrade-discussion', 'upgrade-reviewee', '{"text": "Hi"}', ${d('2020-03-10')})`,
    // 0008 backfills the thread's last activity with this reply's time.
    `insert into opinions (id, discussion_id, user_id, body, created_at) values ('upgrade-opinion', 'upgrade-discussion', 'upgrade-admin', '{"text": "Hello"}', ${d('2020-03-11')})`,
    `insert into questions (id, data, options, correct) values ('upgrade-question', 'What is 1 + 1?', '[{"label": "A", "data": "2"}]', 'A')`,
    // 0012 gives the template's questions its category.
    `insert into exam_templates (id, name, slug, category_id, available_from, available_until, duration, instructions, question_ids)
     values ('upgrade-template', 'Mock 2020', 'mock-2020', 'upgrade-category', ${d('2020-03-01')}, ${d('2020-04-01')}, 60, 'Answer all', '{upgrade-question}')`,
    `insert into user_exams (id, user_id, template_id, completed, score) values ('upgrade-attempt', 'upgrade-reviewee', 'upgrade-template', true, 1)`,
    `insert into answers (id, user_exam_id, question_id, user_id, answer, answered_at) values ('upgrade-answer', 'upgrade-attempt', 'upgrade-question', 'upgrade-reviewee', 'A', ${d('2020-03-15')})`,
  ],
  '0004_audit_log': [
    `insert into audit_log (id, actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
     values ('upgrade-audit', 'upgrade-admin', 'upgrade-admin@example.test', 'enrollment.approve', 'enrollment', 'upgrade-full',
       '{"status": "Payment Review"}', '{"status": "Active"}', ${d('2020-03-03')})`,
  ],
  '0007_shared_state': [
    `insert into job_locks (name, holder, locked_until) values ('upgrade-job', 'process-1', ${d('2020-03-01')})`,
    `insert into rate_limits (key, window_start, window_ms, count, expires_at) values ('upgrade-key', ${d('2020-03-01')}, 60000, 3, ${d('2020-03-01')})`,
    `insert into upload_files (id, bytes) values ('upgrade-upload', '\\x89504e47')`,
    `insert into outbox_messages (id, "to", subject, text) values ('upgrade-mail', 'upgrade-reviewee@example.test', 'Welcome', 'Hello')`,
  ],
  '0008_discussions': [
    // Made Active by an installment marked paid, before 0067 kept the date: 0014 takes the log's.
    `insert into enrollments (id, reference, user_id, offering_id, status, price, payment_type, branch, created_at)
     values ('upgrade-marked', 'RC-OLD-3', 'upgrade-admin', 'upgrade-offering', 'Active', 12000, 'Installment', 'Cebu', ${d('2021-01-01')})`,
    `insert into audit_log (id, actor_id, actor_email, action, entity_type, entity_id, created_at)
     values ('upgrade-audit-2', 'upgrade-admin', 'upgrade-admin@example.test', 'enrollment.markInstallmentPaid', 'enrollment', 'upgrade-marked', ${d('2021-01-20')})`,
  ],
  '0009_catalogue': [
    `insert into catalogue_options (id, kind, name, position) values ('upgrade-option', 'branch', 'Cebu', 1)`,
  ],
  '0010_center_settings': [
    `insert into center_settings (id, data) values ('upgrade-settings', '{"name": "Old Center"}')`,
    `insert into public_images (id, small, large) values ('upgrade-image', '\\x01', '\\x0102')`,
  ],
  '0015_devices': [
    `insert into devices (id, user_id, device_hash, browser) values ('upgrade-device', 'upgrade-reviewee', 'hash', 'Firefox on Linux')`,
  ],
  '0017_package_offerings': [
    `insert into offerings (id, title, content, price, downpayment, installment_terms, installment_frequency, payment_type, is_package)
     values ('upgrade-package', 'LET Complete Package', '', 15000, 0, 0, '', '{Full}', true)`,
  ],
  '0018_receipts': [
    `insert into receipt_counters (series, last) values ('AR', 1)`,
    `insert into receipts (id, payment_id, series, number, document, access_key)
     values ('upgrade-receipt', 'upgrade-payment', 'AR', 1, '{"title": "Acknowledgement Receipt"}', 'key')`,
  ],
  '0019_offering_order': [
    `insert into offerings (id, title, content, price, downpayment, installment_terms, installment_frequency, payment_type, position)
     values ('upgrade-ordered', 'LET Review 2027', '', 12000, 0, 0, '', '{Full}', 3)`,
  ],
  '0020_question_subjects_and_rationales': [
    `insert into subjects (id, part, specialization, title, position) values
       ('upgrade-subject', 'general', null, 'English', 0),
       ('upgrade-subject-2', 'specialization', 'Mathematics', 'Algebra', 1)`,
    `insert into questions (id, data, options, correct, category_id, rationale, subject_id, competency)
     values ('upgrade-question-2', 'Which is a noun?', '[{"label": "A", "data": "Dog"}, {"label": "B", "data": "Run"}]', 'A',
       'upgrade-category', '<p>A noun names a thing.</p>', 'upgrade-subject', 'GE-ENG-1')`,
  ],
  '0021_question_flags': [
    `insert into question_flags (user_exam_id, question_id, flagged, flagged_at)
     values ('upgrade-attempt', 'upgrade-question', true, ${d('2020-03-15')})`,
  ],
  '0022_reminders': [
    `insert into reminders (enrollment_id, kind, due_on, sent_at)
     values ('upgrade-full', 'payment-deadline', '2020-03-05', ${d('2020-03-05')})`,
  ],
  '0023_practice': [
    `update questions set practice_eligible = true where id = 'upgrade-question-2'`,
    `insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days,
       learning_steps, reps, lapses, state, last_review, source)
     values ('upgrade-reviewee', 'upgrade-question-2', ${d('2020-03-20')}, 2.3, 5.1, 0, 2, 0, 1, 0, 2, ${d('2020-03-18')}, 'practice')`,
    `insert into practice_answers (id, user_id, question_id, answer, correct, unsure, answered_at, received_at, next_due)
     values ('upgrade-practice-answer', 'upgrade-reviewee', 'upgrade-question-2', 'A', true, false,
       ${d('2020-03-18')}, ${d('2020-03-18')}, ${d('2020-03-20')})`,
  ],
  '0024_practice_preferences': [
    `insert into practice_preferences (user_id, daily_goal, streak, updated_at)
     values ('upgrade-reviewee', 50, false, ${d('2020-03-19')})`,
  ],
  '0025_exam_accommodations': [
    `insert into exam_accommodations (id, template_id, scope, subject, extra_minutes, time_multiplier, window_from,
       window_until, reopened_until, reason, granted_by, updated_at)
     values ('upgrade-accommodation', 'upgrade-template', 'reviewee', 'upgrade-reviewee', 30, 1.5, null, null,
       ${d('2020-03-16')}, 'Medical certificate', 'upgrade-admin', ${d('2020-03-15')})`,
  ],
  '0026_refunds': [
    `insert into enrollments (id, reference, user_id, offering_id, status, price, payment_type, branch, amount_paid,
       amount_refunded, cancellation_reason, created_at)
     values ('upgrade-refunded', 'RC-OLD-9', 'upgrade-admin', 'upgrade-offering-2', 'Cancelled', 8000, 'Full', 'Manila', 8000,
       2000, 'Moved abroad', ${d('2020-03-06')})`,
    `insert into refunds (id, enrollment_id, amount, channel, reference, refund_date, reason, recorded_by, recorded_at)
     values ('upgrade-refund', 'upgrade-refunded', 2000, 'GCash', 'GC-0001', '2020-03-20', 'Moved abroad', 'upgrade-admin', ${d('2020-03-20')})`,
  ],
  '0028_statement_imports': [
    `insert into statement_imports (id, channel, file_name, mapping, row_count, matched, review, unknown, created_by,
       created_at, confirmed_by, confirmed_at)
     values ('upgrade-statement', 'GCash', 'gcash-march.csv',
       '{"dateColumn": "Date", "amountColumn": "Credit", "textColumn": "Description", "dateFormat": "YYYY-MM-DD"}',
       1, 1, 0, 0, 'upgrade-admin', ${d('2020-03-21')}, 'upgrade-admin', ${d('2020-03-21')})`,
    `insert into statement_lines (import_id, line, posted_on, amount, text, outcome, reason, payments, approval)
     values ('upgrade-statement', 2, '2020-03-02', 12000, 'rc old 1', 'matched', null,
       '[{"payment": "upgrade-payment", "enrollment": "upgrade-full", "reference": "RC-OLD-1", "name": "Maria Santos", "amountDue": 12000}]',
       'approved')`,
    `insert into statement_mappings (channel, mapping, updated_by, updated_at)
     values ('GCash', '{"dateColumn": "Date", "amountColumn": "Credit", "textColumn": "Description", "dateFormat": "YYYY-MM-DD"}',
       'upgrade-admin', ${d('2020-03-21')})`,
  ],
  '0029_exam_reminders': [
    `insert into exam_reminders (template_id, user_id, opens_at, sent_at)
     values ('upgrade-template', 'upgrade-reviewee', ${d('2020-03-01')}, ${d('2020-02-29')})`,
    `insert into exam_reminder_subscriptions (user_id, unsubscribe_key, unsubscribed_at)
     values ('upgrade-reviewee', 'upgrade-unsubscribe-key', ${d('2020-03-02')})`,
  ],
};

/** What the migrations themselves change in rows written before them: the backfills. */
const BACKFILLS = {
  enrollments: {
    'upgrade-full': { amount_paid: 12000, activated_at: '2020-03-03T08:00:00Z' },
    'upgrade-installment': { amount_paid: 4000, next_due_date: '2020-05-01', activated_at: '2020-03-05T08:00:00Z' },
    'upgrade-marked': { activated_at: '2021-01-20T08:00:00Z' },
  },
  discussions: { 'upgrade-discussion': { last_activity_at: '2020-03-11T08:00:00Z' } },
  questions: { 'upgrade-question': { category_id: 'upgrade-category' } },
  // 0019 numbers the offerings in the order /offerings listed them: oldest first, then by id.
  offerings: {
    'upgrade-offering': { position: 0 },
    'upgrade-offering-2': { position: 1 },
    'upgrade-package': { position: 2 },
  },
} as Record<string, Record<string, Record<string, unknown>>>;

/** Equal values, timestamps compared as instants (their text follows the session's time zone). */
const same = (actual: unknown, expected: unknown) =>
  typeof expected === 'string' && expected.includes('T')
    ? typeof actual === 'string' && Date.parse(actual) === Date.parse(expected)
    : actual === expected;

type Rows = Map<string, Record<string, unknown>>;

/** Every row of every table, as JSON, by table and primary key (`id`, else the first column). */
async function rowsOf(db: Db): Promise<Map<string, Rows>> {
  const tables = await tablesOf(db);
  const all = new Map<string, Rows>();
  for (const table of tables) {
    const { rows } = await sql<{
      row: Record<string, unknown>;
    }>`select to_jsonb(t) as row from ${sql.table(table)} t`.execute(db);
    const key = (row: Record<string, unknown>) => String(row.id ?? row.token_hash ?? row.name ?? row.key);
    all.set(table, new Map(rows.map(({ row }) => [key(row), row])));
  }
  return all;
}

async function tablesOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The schema as the API sees it: every column with its type, default, nullability and generation,
 * every constraint and every index, in the database's own words (the schema's name taken out).
 */
async function schemaOf(db: Db) {
  const { rows: schema } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  const own = (text: string) => text.replaceAll(`${schema[0]!.name}.`, '');
  const { rows: columns } = await sql<Record<string, unknown>>`
    select table_name, column_name, ordinal_position, data_type, udt_name, column_default, is_nullable,
      character_maximum_length, numeric_precision, is_generated, generation_expression, is_identity
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const { rows: constraints } = await sql<{ table: string; name: string; type: string; definition: string }>`
    select c.conrelid::regclass::text as table, c.conname as name, c.contype as type,
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = current_schema() order by 1, 2`.execute(db);
  const { rows: indexes } = await sql<{ table: string; name: string; definition: string }>`
    select tablename as table, indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() order by 1, 2`.execute(db);
  const { rows: applied } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return {
    columns,
    constraints: constraints.map((row) => ({ ...row, table: own(row.table), definition: own(row.definition) })),
    indexes: indexes.map((row) => ({ ...row, definition: own(row.definition) })),
    migrations: applied.map((row) => row.name),
  };
}

describe('upgrading a database made by the first landed migrations', () => {
  /**
   * An empty database: in-memory PGlite, or a schema of its own on the PostgreSQL server, named
   * with the run's prefix so that it is dropped with the others once every file is done
   * (testing/global-setup.ts). Dropped here, it made another file's migrator fail as it listed
   * every schema's tables ("schema upgrade_… does not exist").
   */
  async function emptyDatabase(): Promise<{ db: Db; schema?: string }> {
    if (!onPostgres) return { db: await openDatabase({ dataDir: 'memory://', migrate: false }) };
    const schema = `${inject('schemaPrefix')}upgrade_${randomBytes(6).toString('hex')}`;
    await onServer(onPostgres, `create schema ${schema}`);
    return { db: await openDatabase({ databaseUrl: onPostgres, dataDir: '', schema, migrate: false }), schema };
  }

  const migratorFor = (db: Db, schema?: string) =>
    new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });

  /**
   * The schema a new instance gets, migrated from nothing: on PostgreSQL in a schema of its own; on
   * PGlite in a schema beside the upgraded one (starting another PGlite costs seconds, and one
   * connection keeps the search path).
   */
  async function freshHead(upgraded: Db) {
    if (onPostgres) {
      const fresh = await emptyDatabase();
      try {
        expect((await migratorFor(fresh.db, fresh.schema).migrateToLatest()).error).toBeUndefined();
        return await schemaOf(fresh.db);
      } finally {
        await fresh.db.destroy();
      }
    }
    await sql`create schema head`.execute(upgraded);
    await sql`set search_path to head`.execute(upgraded);
    try {
      expect((await migratorFor(upgraded, 'head').migrateToLatest()).error).toBeUndefined();
      return await schemaOf(upgraded);
    } finally {
      await sql`set search_path to public`.execute(upgraded);
    }
  }

  it('should reach the schema of a fresh database, keep every row and fill what each migration adds', async () => {
    let old = await emptyDatabase();
    const migrator = migratorFor(old.db, old.schema);
    const names = Object.keys(migrations).sort();
    expect(names[0]).toBe(FIRST_LANDED);
    const last = names.at(-1)!;
    // What every table holds after each step: each value must read the same at head.
    const snapshots: Map<string, Rows>[] = [];
    const write = async (name: string) => {
      for (const statement of ROWS_AFTER[name] ?? []) await sql.raw(statement).execute(old.db);
      snapshots.push(await rowsOf(old.db));
    };
    for (const name of names.slice(0, -1)) {
      const { error, results } = await migrator.migrateTo(name);
      expect(error, name).toBeUndefined();
      expect(
        results?.every((result) => result.status === 'Success'),
        name,
      ).toBe(true);
      await write(name);
    }

    const tablesBeforeLast = await tablesOf(old.db);

    // The last step as the server takes it when it starts: a backup of the database as the
    // earlier release left it, then the migrations it lacks.
    let before: { pending: string[]; tables: string[] } | undefined;
    const work = await mkdtemp(path.join(tmpdir(), 'review-center-upgrade-'));
    const beforeMigrating = async (db: Db, pending: string[]) => {
      const instance = {
        databaseUrl: onPostgres,
        schema: old.schema,
        dataDir: work,
        outboxDir: path.join(work, 'outbox'),
      };
      const { manifest } = await createBackup({ ...instance, db }, path.join(work, 'backups'));
      before = { pending, tables: Object.keys(manifest.tables) };
    };
    if (onPostgres) {
      await old.db.destroy();
      old = {
        ...old,
        db: await openDatabase({ databaseUrl: onPostgres, dataDir: '', schema: old.schema!, beforeMigrating }),
      };
    } else {
      const dump = await dumpEmbedded(old.db);
      await old.db.destroy();
      old = { db: await openDatabase({ dataDir: 'memory://', loadDataDir: dump, beforeMigrating }) };
    }
    await rm(work, { recursive: true, force: true });
    expect(before?.pending).toEqual([last]);
    // The backup holds the tables as the earlier release left them, none the last migration adds.
    const backedUp = before?.tables.filter((table) => !table.startsWith('kysely_')).sort();
    expect(backedUp).toEqual([...tablesBeforeLast].sort());
    await write(last);

    const upgraded = await schemaOf(old.db);
    const head = await freshHead(old.db);
    expect(upgraded.migrations).toEqual(names);
    expect(upgraded.columns).toEqual(head.columns);
    expect(upgraded.constraints).toEqual(head.constraints);
    expect(upgraded.indexes).toEqual(head.indexes);

    // Data in every table, every row still there.
    const final = await rowsOf(old.db);
    for (const [table, rows] of final) expect(rows.size, table).toBeGreaterThan(0);
    expect([...final.keys()]).toEqual(await tablesOf(old.db));
    for (const [table, backfilled] of Object.entries(BACKFILLS)) {
      for (const [id, values] of Object.entries(backfilled)) {
        const row = final.get(table)?.get(id) ?? {};
        for (const [column, value] of Object.entries(values))
          expect(same(row[column], value), `${table} ${id} ${column}`).toBe(true);
      }
    }
    for (const snapshot of snapshots) {
      for (const [table, rows] of snapshot) {
        for (const [id, row] of rows) {
          const now = final.get(table)?.get(id);
          expect(now, `${table} ${id}`).toBeDefined();
          for (const [column, value] of Object.entries(row)) {
            if (BACKFILLS[table]?.[id] && column in BACKFILLS[table][id]) continue;
            expect(now![column], `${table} ${id} ${column}`).toEqual(value);
          }
        }
      }
    }

    // The server's own first start on the upgraded database: it seeds beside the old rows.
    await seed(old.db, { demo: true, log: () => {}, scrypt: TEST_SCRYPT });
    await old.db.destroy();
  });
});
