import type { BankQuestion } from '@review-center/api-client/contract';
import {
  LET_PART_TITLES,
  letPartOfCategory,
  parseQuestionCsv,
  QUESTION_DIFFICULTIES,
  questionsToCsv,
  type QuestionDraft,
  type QuestionDifficulty,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { insertAudited, recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, paginate } from '../../platform/db/paginate.ts';
import type { Database } from '../../platform/db/schema.ts';
import { Conflict, InvalidInput } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';
import { assertSubject, subjectRows } from '../subjects/subjects.service.ts';

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
  rationale: row.rationale,
  subject: row.subject_id,
  competency: row.competency,
  practiceEligible: row.practice_eligible,
  retiredAt: row.retired_at?.toISOString() ?? null,
  replacedBy: row.replaced_by,
  inAttempts: row.in_attempts,
  updatedAt: row.updated_at.toISOString(),
});

/**
 * What the bank stores of a draft: every rich-text field sanitized (decision 0049), the
 * rationale included; an empty rationale or competency is none (decision 0076).
 */
const storedFields = (draft: QuestionDraft) => ({
  category_id: draft.category,
  difficulty: draft.difficulty,
  group_content: draft.passage ? sanitizeRichText(draft.passage) || null : null,
  data: sanitizeRichText(draft.stem),
  options: JSON.stringify(draft.options.map((o) => ({ label: o.label, data: sanitizeRichText(o.data) }))),
  correct: draft.correct,
  rationale: draft.rationale ? sanitizeRichText(draft.rationale) || null : null,
  subject_id: draft.subject || null,
  competency: draft.competency || null,
  practice_eligible: draft.practiceEligible ?? false,
});

/** The audited fields of a question: its text is in the row; the log keeps what identifies a change. */
const audited = (row: {
  category_id: string | null;
  difficulty: string | null;
  correct: string;
  data: string;
  subject_id: string | null;
  competency: string | null;
  practice_eligible: boolean;
}) => ({
  category: row.category_id,
  subject: row.subject_id,
  competency: row.competency,
  difficulty: row.difficulty,
  correct: row.correct,
  practice: row.practice_eligible,
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

const readQuestion = (db: Db, id: string) =>
  rowById(db, 'questions', id, 'Question not found', { also: inAttemptsSql.as('in_attempts') });

export const getBankQuestion = async (db: Db, id: string) => toBankQuestion(await readQuestion(db, id));

interface BankFilters {
  category?: string | undefined;
  /** A subject's id, or "none": the questions without one. */
  subject?: string | undefined;
  /** The competency codes that start with it, without regard to case. */
  competency?: string | undefined;
  difficulty?: QuestionDifficulty | undefined;
}

interface ListQuery extends BankFilters {
  limit?: number | undefined;
  page?: number | undefined;
  search?: string | undefined;
  status?: 'current' | 'retired' | 'all' | undefined;
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The questions by the filters the list and the export share. */
function bankQuery(db: Db, filters: BankFilters) {
  let base = db.selectFrom('questions');
  if (filters.category) base = base.where('category_id', '=', filters.category);
  if (filters.subject === 'none') base = base.where('subject_id', 'is', null);
  else if (filters.subject) base = base.where('subject_id', '=', filters.subject);
  const competency = filters.competency?.trim();
  if (competency) base = base.where('competency', 'ilike', likePrefix(competency));
  if (filters.difficulty) base = base.where('difficulty', '=', filters.difficulty);
  return base;
}

/**
 * The bank, newest first; `search` matches the stem, the passage, an option or the rationale,
 * without regard to case.
 */
export async function listQuestions(db: Db, query: ListQuery) {
  let base = bankQuery(db, query);
  const status = query.status ?? 'current';
  if (status === 'current') base = base.where('retired_at', 'is', null).where('replaced_by', 'is', null);
  if (status === 'retired') base = base.where('retired_at', 'is not', null);
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${likePrefix(search)}`;
    base = base.where((eb) =>
      eb.or([
        eb('data', 'ilike', pattern),
        eb('group_content', 'ilike', pattern),
        eb(sql`options::text`, 'ilike', pattern),
        eb('rationale', 'ilike', pattern),
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
  await assertSubject(deps.db, draft.category, draft.subject, 'body.subject');
  const fields = storedFields(draft);
  const id = await insertAudited(deps.db, actor, 'question.create', 'questions', fields, audited(fields));
  return getBankQuestion(deps.db, id);
}

/**
 * An edit (decision 0049): in place while no attempt was given the question; otherwise a new
 * version, which takes the old one's place in every template nobody has started, while attempts
 * (and templates with attempts) keep the version they were given.
 */
export async function updateQuestion(deps: Deps, actor: Actor, id: string, draft: QuestionDraft) {
  await assertCategory(deps.db, draft.category, 'body.category');
  await assertSubject(deps.db, draft.category, draft.subject, 'body.subject');
  const resultId = await deps.db.transaction().execute(async (trx) => {
    const before = await readQuestion(trx, id);
    if (before.replaced_by) throw new Conflict('This question has a newer version: edit that one');
    if (before.retired_at) throw new Conflict('This question is retired: it can no longer be edited');
    const fields = storedFields(draft);
    const now = deps.now();
    if (!before.in_attempts) {
      await updateById(trx, 'questions', id, { ...fields, updated_at: now });
      await recordAudit(trx, actor, 'question.update', id, { before: audited(before), after: audited(fields) });
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
    await recordAudit(trx, actor, 'question.version', id, {
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
    await recordAudit(trx, actor, 'question.retire', id, { before: { retired: false }, after: { retired: true } });
  });
  return getBankQuestion(deps.db, id);
}

/**
 * A CSV file's questions, all or nothing (decision 0043): with any bad row nothing is stored and
 * every bad row is answered with its line and reason. Categories are named by title in the file.
 */
export async function importQuestions(deps: Deps, actor: Actor, csv: string) {
  const categories = await examCategories(deps.db);
  const subjects = await subjectRows(deps.db);
  const idOf = new Map(categories.map((c) => [c.title.toLowerCase(), c.id]));
  // A row's subject is named by its title, one of the subjects of its category's LET part.
  const subjectsOf = (title: string) => {
    const part = letPartOfCategory(idOf.get(title.toLowerCase()));
    if (!part) return null;
    return { part: LET_PART_TITLES[part], subjects: subjects.filter((s) => s.part === part).map((s) => s.title) };
  };
  const parsed = parseQuestionCsv(csv, { categories: categories.map((c) => c.title), subjectsOf });
  if (!parsed.ok) return { imported: 0, problems: parsed.errors };
  const rows = parsed.questions.map((question) => {
    const category = idOf.get(question.category.toLowerCase()) ?? question.category;
    const part = letPartOfCategory(category);
    const subject = question.subject
      ? subjects.find((s) => s.part === part && s.title.toLowerCase() === question.subject!.toLowerCase())?.id
      : undefined;
    return { id: randomId(), ...storedFields({ ...question, category, subject }) };
  });
  await deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('questions')
        .values(rows.slice(i, i + 200))
        .execute();
    await recordAudit(trx, actor, 'question.import', rows[0]!.id, {
      before: null,
      after: { imported: rows.length, questions: rows.map((row) => row.id) },
    });
  });
  return { imported: rows.length, problems: [] };
}

/** The current questions as the import reads them (categories and subjects by title). */
export async function exportQuestions(db: Db, query: BankFilters) {
  const categories = new Map((await examCategories(db)).map((c) => [c.id, c.title]));
  const subjects = new Map((await subjectRows(db)).map((s) => [s.id, s.title]));
  const rows = await bankQuery(db, query)
    .selectAll()
    .where('retired_at', 'is', null)
    .where('replaced_by', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const drafts: QuestionDraft[] = rows.map((row) => ({
    category: (row.category_id && categories.get(row.category_id)) ?? '',
    difficulty: isDifficulty(row.difficulty) ? row.difficulty : 'Average',
    ...(row.group_content ? { passage: row.group_content } : {}),
    stem: row.data,
    options: row.options,
    correct: row.correct,
    ...(row.rationale ? { rationale: row.rationale } : {}),
    ...(row.subject_id && subjects.has(row.subject_id) ? { subject: subjects.get(row.subject_id)! } : {}),
    ...(row.competency ? { competency: row.competency } : {}),
    ...(row.practice_eligible ? { practiceEligible: true } : {}),
  }));
  return { csv: questionsToCsv(drafts), count: drafts.length };
}
