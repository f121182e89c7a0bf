import {
  attemptDeadline,
  ENROLLMENT_STATUS,
  mergeAccommodations,
  NO_ACCOMMODATION,
  seededOrder,
  startWindow,
  type AccommodationScope,
  type AccommodationTerms,
  type Answer,
  type ExamTemplate,
  type UserExam,
  type UserExamFlag,
} from '@review-center/domain';
import { sql, type ExpressionBuilder, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { AnswersTable, Database, ExamTemplatesTable, UserExamsTable } from '../../platform/db/schema.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';

/** What every part of an exam shares: rows and their wire shapes, the window, the user's attempt. */
export type TemplateRow = Selectable<ExamTemplatesTable>;
type AttemptRow = Selectable<UserExamsTable>;

/**
 * How many attempts the exam template has, all or only the `completed` ones: a subquery for a
 * select of `exam_templates`, the staff's lists of exams.
 */
export const attemptsOfTemplate = (eb: ExpressionBuilder<Database, 'exam_templates'>, only?: 'completed') =>
  eb
    .selectFrom('user_exams')
    .select(eb.fn.countAll<string>().as('n'))
    .whereRef('user_exams.template_id', '=', 'exam_templates.id')
    .$if(only === 'completed', (q) => q.where('user_exams.completed', '=', true));

/**
 * A template as its reviewee sees it: with a window of their own (decision 0083) in place of the
 * exam's, so the exam page opens and closes the start for them as for everyone.
 */
export const toTemplate = (row: TemplateRow, terms: AccommodationTerms = NO_ACCOMMODATION): ExamTemplate => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  availableFrom: new Date(startWindow(window(row), terms).from).toISOString(),
  availableUntil: new Date(startWindow(window(row), terms).until).toISOString(),
  duration: row.duration,
  instructions: row.instructions,
  hasTimeLimit: row.has_time_limit,
  shuffleOptions: row.shuffle_options,
});

export const toAnswer = (row: Selectable<AnswersTable>, templateId: string): Answer => ({
  answer: row.answer,
  exam: templateId,
  question: row.question_id,
  user: row.user_id,
  updatedDate: row.updated_at.toISOString(),
  answeredAt: row.answered_at.toISOString(),
});

/** The template's fields the domain's deadline rule reads. */
const window = (template: TemplateRow) => ({
  availableFrom: template.available_from,
  availableUntil: template.available_until,
  duration: template.duration,
  hasTimeLimit: template.has_time_limit,
});

/**
 * When an attempt ends (decisions 0043, 0050, 0083): the domain's `attemptDeadline` of the
 * template, the start and the reviewee's accommodations.
 */
export const deadlineOf = (
  template: TemplateRow,
  startedAt: Date,
  terms: AccommodationTerms = NO_ACCOMMODATION,
): Date => new Date(attemptDeadline(window(template), startedAt, terms));

/** The accommodation records as `reachingAccommodations` reads them, as JSON (timestamps as text). */
interface AccommodationJson {
  scope: AccommodationScope;
  extraMinutes: number | null;
  timeMultiplier: number | null;
  windowFrom: string | null;
  windowUntil: string | null;
  reopenedUntil: string | null;
}

/**
 * The records of an exam that reach a reviewee (decision 0083), as one JSON array: their own,
 * and those of a branch or an offering of one of their Active enrollments. `templateId` and
 * `userId` are SQL (a column, or a value).
 */
const reachingAccommodations = (templateId: RawBuilder<unknown>, userId: RawBuilder<unknown>) => sql<
  AccommodationJson[]
>`(select coalesce(json_agg(json_build_object(
      'scope', a.scope, 'extraMinutes', a.extra_minutes, 'timeMultiplier', a.time_multiplier,
      'windowFrom', a.window_from, 'windowUntil', a.window_until, 'reopenedUntil', a.reopened_until)), '[]'::json)
    from (
      -- Two lookups in the (template, scope, subject) index: an OR of the two made PostgreSQL read
      -- every record of the exam for each attempt, a second at 5,000 attempts and 500 records.
      select * from exam_accommodations
      where template_id = ${templateId} and scope = 'reviewee' and subject = ${userId}
      union all
      select * from exam_accommodations r
      where r.template_id = ${templateId} and r.scope in ('branch', 'offering') and exists (
        select 1 from enrollments e
        where e.user_id = ${userId} and e.status = ${ENROLLMENT_STATUS.active}
          and (case when r.scope = 'branch' then e.branch else e.offering_id end) = r.subject)
    ) a)`;

/** The terms that hold for one reviewee, from the records that reach them. */
export const termsOf = (records: readonly AccommodationJson[] | null | undefined): AccommodationTerms =>
  records?.length ? mergeAccommodations(records) : NO_ACCOMMODATION;

/** The terms of a reviewee at each of some templates: one query for any number. */
export async function termsAt(db: Db, userId: string, templateIds: readonly string[]) {
  if (templateIds.length === 0) return new Map<string, AccommodationTerms>();
  const rows = await db
    .selectFrom('exam_templates')
    .select('id')
    .select(reachingAccommodations(sql.ref('exam_templates.id'), sql`${userId}::text`).as('accommodations'))
    .where('id', 'in', templateIds)
    .execute();
  return new Map(rows.map((row) => [row.id, termsOf(row.accommodations)]));
}

/**
 * The attempt's own question order (decision 0050): drawn from its id when the template
 * shuffles, so it is the same on every load and never stored; the stored order otherwise.
 */
const attemptQuestionOrder = (template: TemplateRow, attemptId: string): string[] =>
  template.shuffle_questions
    ? seededOrder(attemptId, template.question_ids.length).map((index) => template.question_ids[index]!)
    : template.question_ids;

export const toUserExam = (
  row: AttemptRow,
  template: TemplateRow,
  answers: readonly { question_id: string; answer: string }[],
  flags: readonly UserExamFlag[] = [],
  terms: AccommodationTerms = NO_ACCOMMODATION,
): UserExam => ({
  _id: row.id,
  exam: { ...toTemplate(template, terms), questions: attemptQuestionOrder(template, row.id) },
  answers: answers.map((a) => ({ question: a.question_id, answer: a.answer })),
  flags: [...flags],
  completed: row.completed,
  createdDate: row.created_at.toISOString(),
  completedDate: row.completed_at?.toISOString() ?? null,
  score: row.score,
  deadline: deadlineOf(template, row.created_at, terms).toISOString(),
});

/**
 * The start's window check of product §4 "Exam flow": nothing before availableFrom, nor from
 * availableUntil on (the domain's examScreen shows the window ended at that instant); the
 * reviewee's own window when they were granted one (decision 0083).
 */
export function assertOpen(template: TemplateRow, now: Date, terms: AccommodationTerms = NO_ACCOMMODATION) {
  const { from, until } = startWindow(window(template), terms);
  if (now.getTime() < from) throw new Forbidden('This exam is not yet available');
  if (now.getTime() >= until) throw new Forbidden('This exam is no longer available');
}

/**
 * Whether an answer or a flag is taken at `now` (the server's clock): from the reviewee's window's
 * start until the attempt's deadline (decisions 0050, 0083), whose extra time also moves the
 * window's end.
 */
export function assertAttemptOpen(template: TemplateRow, startedAt: Date, now: Date, terms: AccommodationTerms) {
  if (now.getTime() < startWindow(window(template), terms).from) throw new Forbidden('This exam is not yet available');
  if (now >= deadlineOf(template, startedAt, terms)) {
    throw new Forbidden(
      template.has_time_limit ? 'The time limit of this exam has run out' : 'This exam is no longer available',
    );
  }
}

const templateColumns = [
  'exam_templates.id as t_id',
  'exam_templates.name as t_name',
  'exam_templates.slug as t_slug',
  'exam_templates.category_id as t_category_id',
  'exam_templates.available_from as t_available_from',
  'exam_templates.available_until as t_available_until',
  'exam_templates.duration as t_duration',
  'exam_templates.instructions as t_instructions',
  'exam_templates.question_ids as t_question_ids',
  'exam_templates.shuffle_questions as t_shuffle_questions',
  'exam_templates.shuffle_options as t_shuffle_options',
  'exam_templates.has_time_limit as t_has_time_limit',
  'exam_templates.show_answers_after_window as t_show_answers_after_window',
  'exam_templates.audience_offerings as t_audience_offerings',
  'exam_templates.draws as t_draws',
] as const;

/**
 * Attempts joined with their templates and the accommodations that reach their reviewees: one
 * query for one attempt or a whole list.
 */
export function attemptsWithTemplates(db: Db) {
  return attemptsWithTerms(db)
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .select(templateColumns);
}

/**
 * Attempts with the accommodations that reach their reviewees (`termsOf` reads them), without
 * their templates' columns: a list of one exam's attempts reads the template once, not its
 * question ids with every row (decision 0083).
 */
export function attemptsWithTerms(db: Db) {
  return db
    .selectFrom('user_exams')
    .selectAll('user_exams')
    .select(
      reachingAccommodations(sql.ref('user_exams.template_id'), sql.ref('user_exams.user_id')).as('accommodations'),
    );
}

type JoinedRow = AttemptRow & {
  [K in keyof TemplateRow as `t_${K & string}`]: TemplateRow[K];
} & { accommodations: AccommodationJson[] | null };

/** Parts a row of `attemptsWithTemplates` into the attempt, its template and the reviewee's terms. */
export function splitAttempt(row: JoinedRow): {
  attempt: AttemptRow;
  template: TemplateRow;
  terms: AccommodationTerms;
} {
  const { t_id, t_name, t_slug, t_category_id, t_available_from, t_available_until, t_duration, t_instructions } = row;
  const template: TemplateRow = {
    id: t_id,
    name: t_name,
    slug: t_slug,
    category_id: t_category_id,
    available_from: t_available_from,
    available_until: t_available_until,
    duration: t_duration,
    instructions: t_instructions,
    question_ids: row.t_question_ids,
    shuffle_questions: row.t_shuffle_questions,
    shuffle_options: row.t_shuffle_options,
    has_time_limit: row.t_has_time_limit,
    show_answers_after_window: row.t_show_answers_after_window,
    audience_offerings: row.t_audience_offerings,
    draws: row.t_draws,
  };
  const attempt: AttemptRow = {
    id: row.id,
    user_id: row.user_id,
    template_id: row.template_id,
    completed: row.completed,
    score: row.score,
    completed_at: row.completed_at,
    created_at: row.created_at,
    closed_by_server: row.closed_by_server,
  };
  return { attempt, template, terms: termsOf(row.accommodations) };
}

/** The user's attempt and its template in one round trip; `lock` takes the attempt row for update. */
export async function ownAttempt(db: Db, userId: string, examId: string, lock = false) {
  let query = attemptsWithTemplates(db).where('user_exams.id', '=', examId).where('user_exams.user_id', '=', userId);
  if (lock) query = query.forUpdate('user_exams');
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFound('Exam attempt not found');
  return splitAttempt(row);
}

/**
 * The rows an answer or a flag may be saved against (`from … where …`, with `ue` the attempt, `t`
 * its template and `q` the question): the user's own attempt, not completed, with the question
 * among its questions. The time is the caller's check, by the domain's rule (`assertAttemptOpen`)
 * before the statement: the rule reads the accommodations, which SQL does not repeat.
 */
export const openAttemptGate = (userId: string, examId: string, questionId: string) => sql`
      from user_exams ue
      join exam_templates t on t.id = ue.template_id
      join questions q on q.id = ${questionId}::text
      where ue.id = ${examId}::text and ue.user_id = ${userId}::text and not ue.completed
        and q.id = any(t.question_ids)`;
