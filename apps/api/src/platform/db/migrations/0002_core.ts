import { sql, type Kysely } from 'kysely';

/**
 * Everything beyond offerings: accounts and sessions, link tokens, uploads, enrollments and
 * payments, public content, support, courseware, discussions and exams (product §3).
 * Ids are random text (the wire calls them `_id`, as the provider's Mongo ids).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Stored lower-cased so one address is one account, whatever its capitals.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .addColumn('verified', 'boolean', (col) => col.notNull().defaultTo(false))
    // The profile fields of product §3 (User), all optional: a signed-in user fills in the rest later.
    .addColumn('profile', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('link_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Null until an account claims it (the new-user enrollment form uploads the ID first).
    .addColumn('owner_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('discount_price', 'double precision')
    .addColumn('discount_percent', 'double precision')
    .addColumn('offering_id', 'text', (col) => col.notNull().references('offerings.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('On-Going'))
    .addUniqueConstraint('coupons_code_offering', ['code', 'offering_id'])
    .execute();

  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('offering_id', 'text', (col) => col.notNull().references('offerings.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('coupon', 'text')
    .addColumn('payment_type', 'text', (col) => col.notNull())
    .addColumn('payment_option', 'text')
    .addColumn('receipt_id', 'text')
    .addColumn('payment_date', 'text')
    .addColumn('attachments', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('branch', 'text', (col) => col.notNull())
    .addColumn('schedule', 'text')
    // [{ amount, dueDate, paid }] — read and written whole with the enrollment.
    .addColumn('installments', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rejection_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // One enrollment per user per offering (a second attempt answers 409).
    .addUniqueConstraint('enrollments_user_offering', ['user_id', 'offering_id'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('enrollment_id', 'text', (col) => col.notNull().references('enrollments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('tag', 'text', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('payment_type', 'text', (col) => col.notNull())
    .addColumn('payment_option', 'text', (col) => col.notNull())
    .addColumn('receipt_id', 'text', (col) => col.notNull())
    .addColumn('payment_date', 'text', (col) => col.notNull())
    .addColumn('attachments', sql`text[]`, (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('date', 'timestamptz', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('lecturers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('photo', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('profession', 'text', (col) => col.notNull())
    .addColumn('credentials', sql`text[]`, (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('group', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('ticket', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('courseware')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('offering_id', 'text', (col) => col.notNull().references('offerings.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('discussions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('opinions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('discussion_id', 'text', (col) => col.notNull().references('discussions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('group_content', 'text')
    // [{ label, data }]
    .addColumn('options', 'jsonb', (col) => col.notNull())
    .addColumn('correct', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('exam_templates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('category_id', 'text', (col) => col.references('categories.id'))
    .addColumn('available_from', 'timestamptz', (col) => col.notNull())
    .addColumn('available_until', 'timestamptz', (col) => col.notNull())
    .addColumn('duration', 'integer', (col) => col.notNull())
    .addColumn('instructions', 'text', (col) => col.notNull())
    .addColumn('question_ids', sql`text[]`, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_exams')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (col) => col.notNull().references('exam_templates.id'))
    .addColumn('completed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('score', 'integer')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // Attempts are created once per user and template.
    .addUniqueConstraint('user_exams_user_template', ['user_id', 'template_id'])
    .execute();

  await db.schema
    .createTable('answers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_exam_id', 'text', (col) => col.notNull().references('user_exams.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull().references('questions.id'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answer', 'text', (col) => col.notNull())
    // When the reviewee selected it: the latest selection wins, whatever order requests arrive in.
    .addColumn('answered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('answers_user_exam_question', ['user_exam_id', 'question_id'])
    .execute();

  await db.schema.createIndex('enrollments_status').on('enrollments').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'answers',
    'user_exams',
    'exam_templates',
    'questions',
    'opinions',
    'discussions',
    'courseware',
    'support_tickets',
    'categories',
    'lecturers',
    'announcements',
    'payments',
    'enrollments',
    'coupons',
    'uploads',
    'link_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
