import type { ExamReviewItem, StaffExamTemplate } from '@review-center/api-client/contract';
import type { ExamTemplateInput, Question } from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { insertAudited, recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, paginate } from '../../platform/db/paginate.ts';
import type { Database } from '../../platform/db/schema.ts';
import { Conflict, InvalidInput } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { rowById } from '../../platform/db/rows.ts';

type TemplateRow = Selectable<Database['exam_templates']>;
type Actor = Pick<AuthUser, 'id' | 'email'>;

const attemptsSql = sql<string>`(select count(*) from user_exams ue where ue.template_id = exam_templates.id)`;

const toStaffTemplate = (row: TemplateRow & { attempts: string | number }): StaffExamTemplate => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  category: row.category_id,
  instructions: row.instructions,
  availableFrom: row.available_from.toISOString(),
  availableUntil: row.available_until.toISOString(),
  duration: row.duration,
  questionIds: row.question_ids,
  draws: row.draws,
  shuffleQuestions: row.shuffle_questions,
  shuffleOptions: row.shuffle_options,
  hasTimeLimit: row.has_time_limit,
  showAnswersAfterWindow: row.show_answers_after_window,
  offerings: row.audience_offerings,
  attempts: Number(row.attempts),
});

/** What the audit log keeps of a template: its settings, and how many questions it has. */
const audited = (row: {
  name: string;
  slug: string;
  available_from: Date;
  available_until: Date;
  duration: number;
  question_ids: string[];
  shuffle_questions?: boolean;
  shuffle_options?: boolean;
  has_time_limit?: boolean;
  audience_offerings: string[] | null;
}) => ({
  name: row.name,
  slug: row.slug,
  availableFrom: row.available_from.toISOString(),
  availableUntil: row.available_until.toISOString(),
  duration: row.duration,
  questions: row.question_ids.length,
  shuffleQuestions: row.shuffle_questions ?? false,
  shuffleOptions: row.shuffle_options ?? false,
  hasTimeLimit: row.has_time_limit ?? false,
  offerings: row.audience_offerings,
});

const readTemplate = (db: Db, id: string) =>
  rowById(db, 'exam_templates', id, 'Exam template not found', { also: attemptsSql.as('attempts') });

export const getTemplate = async (db: Db, id: string) => toStaffTemplate(await readTemplate(db, id));

export function listStaffTemplates(db: Db, query: { limit?: number | undefined; page?: number | undefined }) {
  return paginate(
    db.selectFrom('exam_templates'),
    pageOf(query, 25),
    (q) => q.selectAll().select(attemptsSql.as('attempts')).orderBy('available_from', 'desc').orderBy('id'),
    (rows) => rows.map(toStaffTemplate),
  );
}

/** Current questions (neither retired nor replaced) of a category, at random. */
const current = (db: Db) =>
  db.selectFrom('questions').select('id').where('retired_at', 'is', null).where('replaced_by', 'is', null);

/**
 * Whether an edit keeps the draws: compared field by field, since the database gives the stored
 * JSON back with its keys in its own order.
 */
const sameDraws = (a: readonly Draw[], b: readonly Draw[]): boolean =>
  a.length === b.length && a.every((draw, i) => draw.category === b[i]!.category && draw.count === b[i]!.count);
type Draw = { category: string; count: number };

/**
 * The template's questions (decision 0049): picked ones must be current bank questions; drawn ones
 * are drawn once, now, so every reviewee of the exam sits the same questions. Draws equal to
 * those stored keep the questions drawn before.
 */
async function questionsFor(db: Db, input: ExamTemplateInput, before?: TemplateRow): Promise<string[]> {
  const source = input.questions;
  if (source.mode === 'picked') {
    const kept = new Set(before?.question_ids ?? []);
    const found = new Set(
      (await db.selectFrom('questions').select(['id', 'retired_at']).where('id', 'in', source.questions).execute())
        // A question the template already has may stay even once retired; a new pick must be current.
        .filter((q) => q.retired_at === null || kept.has(q.id))
        .map((q) => q.id),
    );
    const missing = source.questions.filter((id) => !found.has(id));
    if (missing.length) {
      throw new InvalidInput(
        'body.questions.questions',
        `${missing.length} of the questions picked ${missing.length === 1 ? 'is' : 'are'} not in the bank or retired`,
      );
    }
    return source.questions;
  }
  if (before?.draws && sameDraws(before.draws, source.draws)) return before.question_ids;
  const ids: string[] = [];
  const titles = new Map(
    (await db.selectFrom('categories').select(['id', 'title']).execute()).map((c) => [c.id, c.title]),
  );
  for (const [index, draw] of source.draws.entries()) {
    const drawn = await current(db)
      .where('category_id', '=', draw.category)
      .orderBy(sql`random()`)
      .limit(draw.count)
      .execute();
    if (drawn.length < draw.count) {
      throw new InvalidInput(
        `body.questions.draws.${index}.count`,
        `${titles.get(draw.category) ?? draw.category} has ${drawn.length} questions to draw from, not ${draw.count}`,
      );
    }
    ids.push(...drawn.map((q) => q.id));
  }
  return ids;
}

async function checkReferences(db: Db, input: ExamTemplateInput, exceptId?: string) {
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', input.category)
    .where('group', '=', 'exams')
    .executeTakeFirst();
  if (!category) throw new InvalidInput('body.category', `"${input.category}" is not an exam category`);
  if (input.audience.kind === 'offerings') {
    const offerings = await db
      .selectFrom('offerings')
      .select('id')
      .where('id', 'in', input.audience.offerings)
      .execute();
    if (offerings.length !== input.audience.offerings.length) {
      throw new InvalidInput('body.audience.offerings', 'One of the offerings chosen does not exist');
    }
  }
  const clash = await db
    .selectFrom('exam_templates')
    .select(['id', 'name'])
    .where('slug', '=', input.slug)
    .executeTakeFirst();
  if (clash && clash.id !== exceptId) {
    throw new Conflict(`The slug "${input.slug}" is already used by "${clash.name}": choose another`);
  }
}

const storedFields = (input: ExamTemplateInput, questionIds: string[]) => ({
  name: input.name.trim(),
  slug: input.slug,
  category_id: input.category,
  // Plain text: the exam page shows it as text, never as HTML.
  instructions: input.instructions.trim(),
  available_from: new Date(input.availableFrom),
  available_until: new Date(input.availableUntil),
  duration: input.duration,
  question_ids: questionIds,
  shuffle_questions: input.shuffleQuestions,
  shuffle_options: input.shuffleOptions,
  has_time_limit: input.hasTimeLimit,
  show_answers_after_window: input.showAnswersAfterWindow,
  audience_offerings: input.audience.kind === 'offerings' ? input.audience.offerings : null,
  draws: input.questions.mode === 'drawn' ? JSON.stringify(input.questions.draws) : null,
});

export async function createTemplate(deps: Deps, actor: Actor, input: ExamTemplateInput) {
  await checkReferences(deps.db, input);
  const fields = storedFields(input, await questionsFor(deps.db, input));
  const id = await insertAudited(deps.db, actor, 'exam-template.create', 'exam_templates', fields, audited(fields));
  return getTemplate(deps.db, id);
}

/** An edit; a template with attempts keeps every question it has (decision 0049). */
export async function updateTemplate(deps: Deps, actor: Actor, id: string, input: ExamTemplateInput) {
  await checkReferences(deps.db, input, id);
  await deps.db.transaction().execute(async (trx) => {
    // Locked, so an attempt cannot start between the count and the change of questions.
    const before = await rowById(trx, 'exam_templates', id, 'Exam template not found', { forUpdate: true });
    const questionIds = await questionsFor(trx, input, before);
    const { attempts } = await trx
      .selectFrom('user_exams')
      .select(sql<string>`count(*)`.as('attempts'))
      .where('template_id', '=', id)
      .executeTakeFirstOrThrow();
    const lost = before.question_ids.filter((q) => !questionIds.includes(q));
    if (Number(attempts) > 0 && lost.length > 0) {
      throw new Conflict(
        `This exam has ${attempts} attempt${Number(attempts) === 1 ? '' : 's'}, so it cannot lose questions: ` +
          `${lost.length} would be removed. Keep them, or make a new exam`,
      );
    }
    const fields = storedFields(input, questionIds);
    await trx.updateTable('exam_templates').set(fields).where('id', '=', id).execute();
    await recordAudit(trx, actor, 'exam-template.update', id, { before: audited(before), after: audited(fields) });
  });
  return getTemplate(deps.db, id);
}

/** The template's questions as a reviewee gets them (no key), in the stored order, and their review. */
export async function previewTemplate(
  db: Db,
  id: string,
): Promise<{ questions: Question[]; review: ExamReviewItem[] }> {
  const template = await readTemplate(db, id);
  const rows = template.question_ids.length
    ? await db.selectFrom('questions').selectAll().where('id', 'in', template.question_ids).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stored = template.question_ids.flatMap((qid) => byId.get(qid) ?? []);
  return {
    questions: stored.map((row) => ({
      _id: row.id,
      question: { data: row.data },
      questionGroup: row.group_content ? { content: row.group_content } : null,
      options: row.options,
    })),
    // The review a reviewee gets after the window (decision 0076), with no answer given.
    review: stored.map((row) => ({
      question: row.id,
      stem: row.data,
      passage: row.group_content,
      options: row.options,
      answer: null,
      correct: row.correct,
      rationale: row.rationale,
    })),
  };
}
