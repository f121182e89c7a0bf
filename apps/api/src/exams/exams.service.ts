import {
  isAnswerOption,
  type Answer,
  type ExamTemplate,
  type Progress,
  type Question,
  type UserExam,
} from '@review-center/domain';
import type { Selectable } from 'kysely';
import { randomId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { AnswersTable, ExamTemplatesTable, UserExamsTable } from '../db/schema.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError } from '../http/route.ts';
import { examResultEmail } from '../mail/messages.ts';
import { findUser } from '../users/users.service.ts';

type TemplateRow = Selectable<ExamTemplatesTable>;

export const toTemplate = (row: TemplateRow): ExamTemplate => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  availableFrom: row.available_from.toISOString(),
  availableUntil: row.available_until.toISOString(),
  duration: row.duration,
  instructions: row.instructions,
});

const toAnswer = (row: Selectable<AnswersTable>, templateId: string): Answer => ({
  answer: row.answer,
  exam: templateId,
  question: row.question_id,
  user: row.user_id,
  updatedDate: row.updated_at.toISOString(),
  answeredAt: row.answered_at.toISOString(),
});

export async function listTemplates(db: Db, slug?: string) {
  let base = db.selectFrom('exam_templates').selectAll();
  if (slug !== undefined) base = base.where('slug', '=', slug);
  const rows = await base.orderBy('available_from', 'desc').orderBy('id').execute();
  return { docs: rows.map(toTemplate), totalDocs: rows.length };
}

async function toUserExam(db: Db, row: Selectable<UserExamsTable>, template?: TemplateRow): Promise<UserExam> {
  const exam =
    template ??
    (await db.selectFrom('exam_templates').selectAll().where('id', '=', row.template_id).executeTakeFirstOrThrow());
  const answers = await db
    .selectFrom('answers')
    .select(['question_id', 'answer'])
    .where('user_exam_id', '=', row.id)
    .orderBy('question_id')
    .execute();
  return {
    _id: row.id,
    exam: { ...toTemplate(exam), questions: exam.question_ids },
    answers: answers.map((a) => ({ question: a.question_id, answer: a.answer })),
    completed: row.completed,
    createdDate: row.created_at.toISOString(),
    completedDate: row.completed_at?.toISOString() ?? null,
    score: row.score,
  };
}

export async function listUserExams(db: Db, userId: string, templateId?: string) {
  let base = db.selectFrom('user_exams').selectAll().where('user_id', '=', userId);
  if (templateId !== undefined) base = base.where('template_id', '=', templateId);
  const rows = await base.orderBy('created_at', 'desc').execute();
  const docs = await Promise.all(rows.map((row) => toUserExam(db, row)));
  return { docs, totalDocs: docs.length };
}

/** The window check of spec §4 "Exam flow": nothing before availableFrom or after availableUntil. */
function assertOpen(template: TemplateRow, now: Date) {
  if (now < template.available_from) throw new HttpError(403, 'This exam is not yet available');
  if (now > template.available_until) throw new HttpError(403, 'This exam is no longer available');
}

/** Starts the one attempt a user has at a template (409 for a second). */
export async function startExam(deps: Deps, userId: string, templateId: string) {
  const template = await deps.db
    .selectFrom('exam_templates')
    .selectAll()
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (!template) throw new HttpError(404, 'Exam not found');
  assertOpen(template, deps.now());
  const row = await deps.db
    .insertInto('user_exams')
    .values({
      id: randomId(),
      user_id: userId,
      template_id: templateId,
      score: null,
      completed_at: null,
      created_at: deps.now(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'template_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(409, 'You already started this exam');
  return toUserExam(deps.db, row, template);
}

async function ownAttempt(db: Db, userId: string, examId: string) {
  const attempt = await db
    .selectFrom('user_exams')
    .selectAll()
    .where('id', '=', examId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!attempt) throw new HttpError(404, 'Exam attempt not found');
  const template = await db
    .selectFrom('exam_templates')
    .selectAll()
    .where('id', '=', attempt.template_id)
    .executeTakeFirstOrThrow();
  return { attempt, template };
}

export async function getUserExam(db: Db, userId: string, examId: string) {
  const { attempt, template } = await ownAttempt(db, userId, examId);
  return toUserExam(db, attempt, template);
}

async function questionOf(db: Db, template: TemplateRow, questionId: string) {
  if (!template.question_ids.includes(questionId)) throw new HttpError(404, 'Question not found in this exam');
  return db.selectFrom('questions').selectAll().where('id', '=', questionId).executeTakeFirstOrThrow();
}

/**
 * Stores one answer, idempotently (one row per attempt and question). The latest selection
 * wins by its answeredAt: an older selection arriving later does not overwrite a newer one.
 * Refused after completion or outside the window; the answer must be one of the options (spec §5).
 */
export async function submitAnswer(
  deps: Deps,
  userId: string,
  examId: string,
  questionId: string,
  input: { answer: string; answeredAt: string },
) {
  const { attempt, template } = await ownAttempt(deps.db, userId, examId);
  if (attempt.completed) throw new HttpError(403, 'This exam is already submitted');
  assertOpen(template, deps.now());
  const question = await questionOf(deps.db, template, questionId);
  if (!isAnswerOption(question, input.answer)) {
    throw new HttpError(400, `body.answer: must be one of ${question.options.map((o) => o.label).join(', ')}`);
  }
  const answeredAt = new Date(input.answeredAt);
  await deps.db
    .insertInto('answers')
    .values({
      id: randomId(),
      user_exam_id: attempt.id,
      question_id: questionId,
      user_id: userId,
      answer: input.answer,
      answered_at: answeredAt,
      updated_at: deps.now(),
    })
    .onConflict((oc) =>
      oc
        .columns(['user_exam_id', 'question_id'])
        .doUpdateSet((eb) => ({
          answer: eb.ref('excluded.answer'),
          answered_at: eb.ref('excluded.answered_at'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('answers.answered_at', '<=', answeredAt),
    )
    .execute();
  return getAnswer(deps.db, userId, examId, questionId);
}

export async function getAnswer(db: Db, userId: string, examId: string, questionId: string) {
  const { attempt, template } = await ownAttempt(db, userId, examId);
  const row = await db
    .selectFrom('answers')
    .selectAll()
    .where('user_exam_id', '=', attempt.id)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'No answer yet');
  return toAnswer(row, template.id);
}

/** Answers sent with completion may arrive a little after the timer ends (network delay). */
const COMPLETION_GRACE_MS = 2 * 60 * 1000;

/**
 * Submits the attempt: merges the answers sent (each by its answeredAt, never after the
 * window), scores it once, e-mails the result (spec §1 "Exam results are sent by e-mail").
 */
export async function completeExam(
  deps: Deps,
  userId: string,
  examId: string,
  answers: readonly { question: string; answer: string; answeredAt?: string | undefined }[],
) {
  const { attempt, template } = await ownAttempt(deps.db, userId, examId);
  if (attempt.completed) throw new HttpError(409, 'This exam is already submitted');
  const now = deps.now();
  if (now < template.available_from) throw new HttpError(403, 'This exam is not yet available');
  if (now.getTime() <= template.available_until.getTime() + COMPLETION_GRACE_MS) {
    const until = template.available_until.getTime();
    for (const item of answers) {
      const answeredAt = item.answeredAt ? new Date(item.answeredAt) : new Date(Math.min(now.getTime(), until));
      if (answeredAt.getTime() > until) continue;
      const question = await questionOf(deps.db, template, item.question);
      if (!isAnswerOption(question, item.answer)) {
        throw new HttpError(400, `body.answers: ${item.answer} is not an option of question ${item.question}`);
      }
      await deps.db
        .insertInto('answers')
        .values({
          id: randomId(),
          user_exam_id: attempt.id,
          question_id: item.question,
          user_id: userId,
          answer: item.answer,
          answered_at: answeredAt,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_exam_id', 'question_id'])
            .doUpdateSet((eb) => ({
              answer: eb.ref('excluded.answer'),
              answered_at: eb.ref('excluded.answered_at'),
              updated_at: eb.ref('excluded.updated_at'),
            }))
            .where('answers.answered_at', '<=', answeredAt),
        )
        .execute();
    }
  }
  const stored = await deps.db
    .selectFrom('answers')
    .innerJoin('questions', 'questions.id', 'answers.question_id')
    .select(['answers.answer', 'questions.correct'])
    .where('answers.user_exam_id', '=', attempt.id)
    .execute();
  const score = stored.filter((a) => a.answer === a.correct).length;
  const updated = await deps.db
    .updateTable('user_exams')
    .set({ completed: true, score, completed_at: now })
    .where('id', '=', attempt.id)
    .where('completed', '=', false)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new HttpError(409, 'This exam is already submitted');
  const user = await findUser(deps.db, userId);
  if (user) await deps.mailer.send(examResultEmail(user.email, template.name, score, template.question_ids.length));
  return toUserExam(deps.db, updated, template);
}

/** A question of an exam the user has started, without its correct answer. */
export async function getQuestion(db: Db, userId: string, questionId: string): Promise<Question> {
  const attempts = await db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .select('exam_templates.question_ids')
    .where('user_exams.user_id', '=', userId)
    .execute();
  if (!attempts.some((a) => a.question_ids.includes(questionId))) throw new HttpError(404, 'Question not found');
  const row = await db.selectFrom('questions').selectAll().where('id', '=', questionId).executeTakeFirstOrThrow();
  return {
    _id: row.id,
    question: { data: row.data },
    questionGroup: row.group_content ? { content: row.group_content } : null,
    options: row.options,
  };
}

/**
 * Progress (spec §3): completed attempts as percentages, oldest first (drawn as Test 1,
 * Test 2, ... spec §2), overall and per exam category.
 */
export async function progressOf(db: Db, userId: string, category?: string): Promise<Progress> {
  let base = db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .leftJoin('categories', 'categories.id', 'exam_templates.category_id')
    .select(['user_exams.score', 'exam_templates.question_ids', 'categories.title as category'])
    .where('user_exams.user_id', '=', userId)
    .where('user_exams.completed', '=', true);
  if (category !== undefined) base = base.where('exam_templates.category_id', '=', category);
  const rows = await base.orderBy('user_exams.completed_at').execute();
  const percent = (r: (typeof rows)[number]) =>
    r.question_ids.length ? Math.round(((r.score ?? 0) / r.question_ids.length) * 100) : 0;
  const byCategory = new Map<string, number[]>();
  for (const row of rows) {
    const name = row.category ?? 'Other';
    byCategory.set(name, [...(byCategory.get(name) ?? []), percent(row)]);
  }
  const summary = [...byCategory].map(([title, scores]) => ({ title, scores }));
  return {
    overall: rows.length ? [{ title: 'Overall', scores: rows.map(percent) }] : [],
    summary,
    series: summary.map(({ title, scores }) => ({ name: title, data: scores })),
  };
}
