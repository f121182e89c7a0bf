import { sql, type Kysely } from 'kysely';

/**
 * The cashier's statement imports (decision 0088): each import, its rows with where each landed
 * (matched, to review, unknown) and the payments it is or may be as they were then, and each
 * payment channel's columns, offered the next time. A matched row's `approval` is written once,
 * by the confirmation that approves its payment or notes why it could not: never approved twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('statement_imports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    // The columns it was read with: { dateColumn, amountColumn, textColumn, dateFormat }.
    .addColumn('mapping', 'jsonb', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('matched', 'integer', (col) => col.notNull())
    .addColumn('review', 'integer', (col) => col.notNull())
    .addColumn('unknown', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_by', 'text')
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('statement_imports_newest')
    .on('statement_imports')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createTable('statement_lines')
    .addColumn('import_id', 'text', (col) => col.notNull().references('statement_imports.id'))
    .addColumn('line', 'integer', (col) => col.notNull())
    // The day of the transaction, YYYY-MM-DD, as the statement gave it.
    .addColumn('posted_on', 'text', (col) => col.notNull())
    .addColumn('amount', 'double precision', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('matched', 'review', 'unknown')`))
    .addColumn('reason', 'text')
    // [{ payment, enrollment, reference, name, amountDue }]: the payment it is, or those it may be.
    .addColumn('payments', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('approval', 'text', (col) => col.check(sql`approval in ('approved', 'notApproved')`))
    .addColumn('approval_note', 'text')
    .addPrimaryKeyConstraint('statement_lines_pkey', ['import_id', 'line'])
    .execute();
  await db.schema
    .createTable('statement_mappings')
    .addColumn('channel', 'text', (col) => col.primaryKey())
    .addColumn('mapping', 'jsonb', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('statement_mappings').execute();
  await db.schema.dropTable('statement_lines').execute();
  await db.schema.dropTable('statement_imports').execute();
}
