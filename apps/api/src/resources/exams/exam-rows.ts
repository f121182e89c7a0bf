import {
  attemptDeadline,
  seededOrder,
  type Answer,
  type ExamTemplate,
  type UserExam,
  type UserExamFlag,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { AnswersTable, ExamTemplatesTable, UserExamsTable } from '../../platform/db/schema.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';

/** What every part of an exam shares: rows and their wire shapes, the window, the user's attempt. */
export type TemplateRow = Selectable<ExamTemplatesTable>;
type AttemptRow = Selectable<UserExamsTable>;

/** Answers sent with completion may arrive a little after the timer ends (network delay). */
export const COMPLETION_GRACE_MS = 2 * 60 * 1000;

export const toTemplate = (row: TemplateRow): ExamTemplate => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  availableFrom: row.available_from.toISOString(),
  availableUntil: row.available_until.toISOString(),
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

/**
 * When an attempt ends (decisions 0043, 0050): with the template's time limit, the earlier of its
 * start plus the duration and the window's end; without one, the window's end.
 */
export const deadlineOf = (template: TemplateRow, startedAt: Date): Date =>
  new Date(
    attemptDeadline(
      { availableUntil: template.available_until, duration: template.duration, hasTimeLimit: template.has_time_limit },
      startedAt,
    ),
  );

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
): UserExam => ({
  _id: row.id,
  exam: { ...toTemplate(template), questions: attemptQuestionOrder(template, row.id) },
  answers: answers.map((a) => ({ question: a.question_id, answer: a.answer })),
  flags: [...flags],
  completed: row.completed,
  createdDate: row.created_at.toISOString(),
  completedDate: row.completed_at?.toISOString() ?? null,
  score: row.score,
  deadline: deadlineOf(template, row.created_at).toISOString(),
});

/**
 * The window check of product §4 "Exam flow": nothing before availableFrom, nor from
 * availableUntil on (the domain's examScreen shows the window ended at that instant).
 */
export function assertOpen(template: TemplateRow, now: Date) {
  if (now < template.available_from) throw new Forbidden('This exam is not yet available');
  if (now >= template.available_until) throw new Forbidden('This exam is no longer available');
}

/** The attempt's own end (decision 0050): its time limit may run out before the window closes. */
export function assertAttemptOpen(template: TemplateRow, startedAt: Date, now: Date) {
  assertOpen(template, now);
  if (now >= deadlineOf(template, startedAt)) throw new Forbidden('The time limit of this exam has run out');
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

/** Attempts joined with their templates: one query for one attempt or a whole list. */
export function attemptsWithTemplates(db: Db) {
  return db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .selectAll('user_exams')
    .select(templateColumns);
}

type JoinedRow = AttemptRow & {
  [K in keyof TemplateRow as `t_${K & string}`]: TemplateRow[K];
};

/** Parts a row of `attemptsWithTemplates` into the attempt and its template. */
export function splitAttempt(row: JoinedRow): { attempt: AttemptRow; template: TemplateRow } {
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
  };
  return { attempt, template };
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
 * its template and `q` the question): the user's own attempt, not completed, inside its window
 * and its time limit at `now`, with the question among its questions.
 */
export const openAttemptGate = (userId: string, examId: string, questionId: string, now: Date) => sql`
      from user_exams ue
      join exam_templates t on t.id = ue.template_id
      join questions q on q.id = ${questionId}::text
      where ue.id = ${examId}::text and ue.user_id = ${userId}::text and not ue.completed
        and t.available_from <= ${now}::timestamptz and t.available_until > ${now}::timestamptz
        and (not t.has_time_limit or ue.created_at + make_interval(mins => t.duration) > ${now}::timestamptz)
        and q.id = any(t.question_ids)`;
