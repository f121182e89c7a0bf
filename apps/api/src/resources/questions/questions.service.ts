import type { BankQuestion } from '@review-center/api-client/contract';
import {
  parseQuestionCsv,
  QUESTION_DIFFICULTIES,
  questionsToCsv,
  type QuestionDraft,
  type QuestionDifficulty,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, paginate } from '../../platform/db/paginate.ts';
import type { Database } from '../../platform/db/schema.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { updateById } from '../../platform/db/rows.ts';

type QuestionRow = Selectable<Database['questions']>;
type Actor = Pick<AuthUser, 'id' | 'email'>;

const isDifficulty = (value: string | null): value is QuestionDifficulty =>
  value !== null && (QUESTION_DIFFICULTIES as readonly string[]).includes(value);

/** Whether an attempt was given the question: answered, or in an exam someone has started. */
const inAttemptsSql = sql<boolean>`(exists (select 1 from answers a where a.question_id = questions.id)
  or exists (select 1 from user_exams ue join exam_templates t on t.id = ue.template_id
             where questions.id = any(t.question_ids)))`;

const toBankQuestion = (row: QuestionRow & { in_attempts: boolean }): BankQuestion => ({
  _id: row.id,
  category: row.category_id,
  difficulty: isDifficulty(row.difficulty) ? row.difficulty : null,
  passage: row.group_content,
  stem: row.data,
  options: row.options,
  correct: row.correct,
  retiredAt: row.retired_at?.toISOString() ?? null,
  replacedBy: row.replaced_by,
  inAttempts: row.in_attempts,
  updatedAt: row.updated_at.toISOString(),
});

/** What the bank stores of a draft: every rich-text field sanitized (decision 0049). */
const storedFields = (draft: QuestionDraft) => ({
  category_id: draft.category,
  difficulty: draft.difficulty,
  group_content: draft.passage ? sanitizeRichText(draft.passage) || null : null,
  data: sanitizeRichText(draft.stem),
  options: JSON.stringify(draft.options.map((o) => ({ label: o.label, data: sanitizeRichText(o.data) }))),
  correct: draft.correct,
});

/** The audited fields of a question: its text is in the row; the log keeps what identifies a change. */
const audited = (row: { category_id: string | null; difficulty: string | null; correct: string; data: string }) => ({
  category: row.category_id,
  difficulty: row.difficulty,
  correct: row.correct,
  stem: row.data.slice(0, 200),
});

async function examCategories(db: Db) {
  return db.selectFrom('categories').select(['id', 'title']).where('group', '=', 'exams').orderBy('position').execute();
}

async function assertCategory(db: Db, id: string, field: string) {
  const categories = await examCategories(db);
  if (!categories.some((c) => c.id === id)) {
    throw new InvalidInput(field, `"${id}" is not an exam category (${categories.map((c) => c.title).join(', ')})`);
  }
}

async function readQuestion(db: Db, id: string) {
  const row = await db
    .selectFrom('questions')
    .selectAll()
    .select(inAttemptsSql.as('in_attempts'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFound('Question not found');
  return row;
}

export const getBankQuestion = async (db: Db, id: string) => toBankQuestion(await readQuestion(db, id));

interface ListQuery {
  limit?: number | undefined;
  page?: number | undefined;
  search?: string | undefined;
  category?: string | undefined;
  difficulty?: QuestionDifficulty | undefined;
  status?: 'current' | 'retired' | 'all' | undefined;
}

/** The bank, newest first; `search` matches the stem, the passage or an option, without regard to case. */
export async function listQuestions(db: Db, query: ListQuery) {
  let base = db.selectFrom('questions');
  const status = query.status ?? 'current';
  if (status === 'current') base = base.where('retired_at', 'is', null).where('replaced_by', 'is', null);
  if (status === 'retired') base = base.where('retired_at', 'is not', null);
  if (query.category) base = base.where('category_id', '=', query.category);
  if (query.difficulty) base = base.where('difficulty', '=', query.difficulty);
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('data', 'ilike', pattern),
        eb('group_content', 'ilike', pattern),
        eb(sql`options::text`, 'ilike', pattern),
      ]),
    );
  }
  return paginate(
    base,
    pageOf(query, 25),
    (q) => q.selectAll().select(inAttemptsSql.as('in_attempts')).orderBy('created_at', 'desc').orderBy('id'),
    (rows) => rows.map(toBankQuestion),
  );
}

export async function createQuestion(deps: Deps, actor: Actor, draft: QuestionDraft) {
  await assertCategory(deps.db, draft.category, 'body.category');
  const id = randomId();
  await deps.db.transaction().execute(async (trx) => {
    const fields = storedFields(draft);
    await trx
      .insertInto('questions')
      .values({ id, ...fields })
      .execute();
    await recordAudit(trx, actor, {
      action: 'question.create',
      entityType: 'question',
      entityId: id,
      before: null,
      after: audited(fields),
    });
  });
  return getBankQuestion(deps.db, id);
}

/**
 * An edit (decision 0049): in place while no attempt was given the question; otherwise a new
 * version, which takes the old one's place in every template nobody has started, while attempts
 * (and templates with attempts) keep the version they were given.
 */
export async function updateQuestion(deps: Deps, actor: Actor, id: string, draft: QuestionDraft) {
  await assertCategory(deps.db, draft.category, 'body.category');
  const resultId = await deps.db.transaction().execute(async (trx) => {
    const before = await readQuestion(trx, id);
    if (before.replaced_by) throw new Conflict('This question has a newer version: edit that one');
    if (before.retired_at) throw new Conflict('This question is retired: it can no longer be edited');
    const fields = storedFields(draft);
    const now = deps.now();
    if (!before.in_attempts) {
      await updateById(trx, 'questions', id, { ...fields, updated_at: now });
      await recordAudit(trx, actor, {
        action: 'question.update',
        entityType: 'question',
        entityId: id,
        before: audited(before),
        after: audited(fields),
      });
      return id;
    }
    const next = randomId();
    await trx
      .insertInto('questions')
      .values({ id: next, ...fields })
      .execute();
    await updateById(trx, 'questions', id, { replaced_by: next, retired_at: now, updated_at: now });
    await sql`update exam_templates set question_ids = array_replace(question_ids, ${id}::text, ${next}::text)
      where ${id}::text = any(question_ids)
        and not exists (select 1 from user_exams ue where ue.template_id = exam_templates.id)`.execute(trx);
    await recordAudit(trx, actor, {
      action: 'question.version',
      entityType: 'question',
      entityId: id,
      before: audited(before),
      after: { ...audited(fields), version: next },
    });
    return next;
  });
  return getBankQuestion(deps.db, resultId);
}

/** Retired: no new template may pick or draw it; the templates that have it keep it. */
export async function retireQuestion(deps: Deps, actor: Actor, id: string) {
  await deps.db.transaction().execute(async (trx) => {
    const before = await readQuestion(trx, id);
    if (before.retired_at) return;
    await updateById(trx, 'questions', id, { retired_at: deps.now(), updated_at: deps.now() });
    await recordAudit(trx, actor, {
      action: 'question.retire',
      entityType: 'question',
      entityId: id,
      before: { retired: false },
      after: { retired: true },
    });
  });
  return getBankQuestion(deps.db, id);
}

/**
 * A CSV file's questions, all or nothing (decision 0043): with any bad row nothing is stored and
 * every bad row is answered with its line and reason. Categories are named by title in the file.
 */
export async function importQuestions(deps: Deps, actor: Actor, csv: string) {
  const categories = await examCategories(deps.db);
  const parsed = parseQuestionCsv(csv, { categories: categories.map((c) => c.title) });
  if (!parsed.ok) return { imported: 0, problems: parsed.errors };
  const idOf = new Map(categories.map((c) => [c.title.toLowerCase(), c.id]));
  const rows = parsed.questions.map((question) => ({
    id: randomId(),
    ...storedFields({ ...question, category: idOf.get(question.category.toLowerCase()) ?? question.category }),
  }));
  await deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('questions')
        .values(rows.slice(i, i + 200))
        .execute();
    await recordAudit(trx, actor, {
      action: 'question.import',
      entityType: 'question',
      entityId: rows[0]!.id,
      before: null,
      after: { imported: rows.length, questions: rows.map((row) => row.id) },
    });
  });
  return { imported: rows.length, problems: [] };
}

/** The current questions as the import reads them (categories by title). */
export async function exportQuestions(
  db: Db,
  query: { category?: string | undefined; difficulty?: QuestionDifficulty | undefined },
) {
  const categories = new Map((await examCategories(db)).map((c) => [c.id, c.title]));
  let base = db.selectFrom('questions').selectAll().where('retired_at', 'is', null).where('replaced_by', 'is', null);
  if (query.category) base = base.where('category_id', '=', query.category);
  if (query.difficulty) base = base.where('difficulty', '=', query.difficulty);
  const rows = await base.orderBy('created_at').orderBy('id').execute();
  const drafts: QuestionDraft[] = rows.map((row) => ({
    category: (row.category_id && categories.get(row.category_id)) ?? '',
    difficulty: isDifficulty(row.difficulty) ? row.difficulty : 'Average',
    ...(row.group_content ? { passage: row.group_content } : {}),
    stem: row.data,
    options: row.options,
    correct: row.correct,
  }));
  return { csv: questionsToCsv(drafts), count: drafts.length };
}
