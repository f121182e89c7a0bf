import {
  isAnswerOption,
  scorePercent,
  type Answer,
  type ExamTemplate,
  type Progress,
  type Question,
  type UserExam,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { randomId } from '../auth/tokens.ts';
import { statementName, type Db } from '../db/database.ts';
import type { AnswersTable, ExamTemplatesTable, UserExamsTable } from '../db/schema.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError } from '../http/route.ts';
import { examResultEmail } from '../mail/messages.ts';

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

async function toUserExam(
  db: Db,
  row: Selectable<UserExamsTable>,
  template?: TemplateRow,
  knownAnswers?: readonly { question_id: string; answer: string }[],
): Promise<UserExam> {
  const exam =
    template ??
    (await db.selectFrom('exam_templates').selectAll().where('id', '=', row.template_id).executeTakeFirstOrThrow());
  const answers =
    knownAnswers ??
    (await db
      .selectFrom('answers')
      .select(['question_id', 'answer'])
      .where('user_exam_id', '=', row.id)
      .orderBy('question_id')
      .execute());
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
  // A new attempt has no answers yet: nothing to read back.
  return toUserExam(deps.db, row, template, []);
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
] as const;

/** The user's attempt and its template in one round trip; `lock` takes the attempt row for update. */
async function ownAttempt(db: Db, userId: string, examId: string, lock = false) {
  let query = db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .selectAll('user_exams')
    .select(templateColumns)
    .where('user_exams.id', '=', examId)
    .where('user_exams.user_id', '=', userId);
  if (lock) query = query.forUpdate('user_exams');
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(404, 'Exam attempt not found');
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
  };
  const attempt: Selectable<UserExamsTable> = {
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

export async function getUserExam(db: Db, userId: string, examId: string) {
  const { attempt, template } = await ownAttempt(db, userId, examId);
  return toUserExam(db, attempt, template);
}

/** What the one statement of `submitAnswer` reads back. */
interface SaveRow {
  template_id: string | null;
  saved_answer: string | null;
  saved_answered_at: Date | null;
  saved_updated_at: Date | null;
  stored_answer: string | null;
  stored_answered_at: Date | null;
  stored_updated_at: Date | null;
}

/**
 * Stores one answer, idempotently (one row per attempt and question). The latest selection
 * wins by its answeredAt: an older selection arriving later does not overwrite a newer one.
 * Refused after completion or outside the window; the answer must be one of the options (spec §5).
 *
 * The hot path of an exam (every reviewee saves every few seconds), so it is one prepared
 * statement: the upsert runs only when the attempt is the user's, not completed, inside its
 * window, and the answer is one of the question's options. Those checks lock the attempt row
 * in share mode, so a completion running at the same moment (which locks it for update) either
 * waits for this answer and scores it, or commits first and this answer is refused. Only a
 * refused answer costs a second query, to say why.
 */
export async function submitAnswer(
  deps: Deps,
  userId: string,
  examId: string,
  questionId: string,
  input: { answer: string; answeredAt: string },
) {
  const now = deps.now();
  const { rows } = await sql<SaveRow>`${sql.raw(statementName('save_answer'))}
    with gate as (
      select ue.id, ue.template_id
      from user_exams ue
      join exam_templates t on t.id = ue.template_id
      join questions q on q.id = ${questionId}::text
      where ue.id = ${examId}::text and ue.user_id = ${userId}::text and not ue.completed
        and t.available_from <= ${now}::timestamptz and t.available_until >= ${now}::timestamptz
        and q.id = any(t.question_ids)
        and q.options @> jsonb_build_array(jsonb_build_object('label', ${input.answer}::text))
      for share of ue
    ),
    saved as (
      insert into answers (id, user_exam_id, question_id, user_id, answer, answered_at, updated_at)
      select ${randomId()}::text, gate.id, ${questionId}::text, ${userId}::text, ${input.answer}::text,
             ${new Date(input.answeredAt)}::timestamptz, ${now}::timestamptz
      from gate
      on conflict (user_exam_id, question_id) do update
        set answer = excluded.answer, answered_at = excluded.answered_at, updated_at = excluded.updated_at
        where answers.answered_at <= excluded.answered_at
      returning answer, answered_at, updated_at
    )
    select gate.template_id,
           saved.answer as saved_answer, saved.answered_at as saved_answered_at,
           saved.updated_at as saved_updated_at,
           stored.answer as stored_answer, stored.answered_at as stored_answered_at,
           stored.updated_at as stored_updated_at
    from gate
    left join saved on true
    left join answers stored on stored.user_exam_id = gate.id and stored.question_id = ${questionId}::text
  `.execute(deps.db);
  const row = rows[0];
  if (!row?.template_id) return refuseAnswer(deps, userId, examId, questionId, input.answer);
  const answer = (stored: string | null, at: Date | null, updated: Date | null) =>
    stored !== null && at && updated
      ? toAnswer(
          {
            id: '',
            user_exam_id: examId,
            question_id: questionId,
            user_id: userId,
            answer: stored,
            answered_at: at,
            updated_at: updated,
          },
          row.template_id!,
        )
      : undefined;
  // Stored now: this answer, or (when it was older) the newer one already there. A row another
  // request inserted after this statement's snapshot is read again.
  return (
    answer(row.saved_answer, row.saved_answered_at, row.saved_updated_at) ??
    answer(row.stored_answer, row.stored_answered_at, row.stored_updated_at) ??
    getAnswer(deps.db, userId, examId, questionId)
  );
}

/** Why an answer was refused, read afresh, each check with its own message. */
async function refuseAnswer(
  deps: Deps,
  userId: string,
  examId: string,
  questionId: string,
  answer: string,
): Promise<never> {
  const { attempt, template } = await ownAttempt(deps.db, userId, examId);
  if (attempt.completed) throw new HttpError(403, 'This exam is already submitted');
  assertOpen(template, deps.now());
  const question = template.question_ids.includes(questionId)
    ? await deps.db.selectFrom('questions').select('options').where('id', '=', questionId).executeTakeFirst()
    : undefined;
  if (!question) throw new HttpError(404, 'Question not found in this exam');
  if (!isAnswerOption(question, answer)) {
    throw new HttpError(400, `body.answer: must be one of ${question.options.map((o) => o.label).join(', ')}`);
  }
  // Every check holds now: the attempt changed while the answer was being saved.
  throw new HttpError(409, 'The exam changed while saving the answer, please try again');
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
 *
 * One transaction holding the attempt row for update: answers being saved at that moment
 * (which lock it in share mode) are either scored or refused, never stored after the score.
 * A wrong answer in the list refuses the whole submission, nothing merged. The e-mail is sent
 * after the answer, not within it: a slow mail server does not hold the reviewee's submit.
 */
export async function completeExam(
  deps: Deps,
  userId: string,
  examId: string,
  answers: readonly { question: string; answer: string; answeredAt?: string | undefined }[],
) {
  const now = deps.now();
  const done = await deps.db.transaction().execute(async (trx) => {
    const { attempt, template } = await ownAttempt(trx, userId, examId, true);
    if (attempt.completed) throw new HttpError(409, 'This exam is already submitted');
    if (now < template.available_from) throw new HttpError(403, 'This exam is not yet available');
    if (now.getTime() <= template.available_until.getTime() + COMPLETION_GRACE_MS) {
      await mergeAnswers(trx, attempt.id, template, userId, answers, now);
    }
    return finishAttempt(trx, attempt.id, template, now);
  });
  sendResult(deps, done);
  return toUserExam(deps.db, done.row, done.template, done.answers);
}

/** The answers sent with completion, checked in order, then stored latest-wins in one statement. */
async function mergeAnswers(
  db: Db,
  attemptId: string,
  template: TemplateRow,
  userId: string,
  answers: readonly { question: string; answer: string; answeredAt?: string | undefined }[],
  now: Date,
) {
  const until = template.available_until.getTime();
  const inWindow = answers
    .map((item) => ({
      ...item,
      at: item.answeredAt ? new Date(item.answeredAt) : new Date(Math.min(now.getTime(), until)),
    }))
    .filter((item) => item.at.getTime() <= until);
  if (inWindow.length === 0) return;
  const asked = [...new Set(inWindow.map((item) => item.question))].filter((id) => template.question_ids.includes(id));
  const questions = new Map(
    asked.length
      ? (await db.selectFrom('questions').select(['id', 'options']).where('id', 'in', asked).execute()).map((q) => [
          q.id,
          q,
        ])
      : [],
  );
  // Latest per question (a later item with the same answeredAt wins, as one by one would).
  const latest = new Map<string, (typeof inWindow)[number]>();
  for (const item of inWindow) {
    // Only questions of this exam were read: any other is not found.
    const question = questions.get(item.question);
    if (!question) throw new HttpError(404, 'Question not found in this exam');
    if (!isAnswerOption(question, item.answer)) {
      throw new HttpError(400, `body.answers: ${item.answer} is not an option of question ${item.question}`);
    }
    const before = latest.get(item.question);
    if (!before || before.at.getTime() <= item.at.getTime()) latest.set(item.question, item);
  }
  await db
    .insertInto('answers')
    .values(
      [...latest.values()].map((item) => ({
        id: randomId(),
        user_exam_id: attemptId,
        question_id: item.question,
        user_id: userId,
        answer: item.answer,
        answered_at: item.at,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_exam_id', 'question_id'])
        .doUpdateSet((eb) => ({
          answer: eb.ref('excluded.answer'),
          answered_at: eb.ref('excluded.answered_at'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .whereRef('answers.answered_at', '<=', 'excluded.answered_at'),
    )
    .execute();
}

/** Scores the stored answers and marks the attempt completed (the caller holds its row lock). */
async function finishAttempt(db: Db, attemptId: string, template: TemplateRow, now: Date) {
  const stored = await db
    .selectFrom('answers')
    .innerJoin('questions', 'questions.id', 'answers.question_id')
    .select(['answers.question_id', 'answers.answer', 'questions.correct'])
    .where('answers.user_exam_id', '=', attemptId)
    .orderBy('answers.question_id')
    .execute();
  const score = stored.filter((a) => a.answer === a.correct).length;
  const updated = await db
    .updateTable('user_exams')
    .set({ completed: true, score, completed_at: now })
    .where('id', '=', attemptId)
    .where('completed', '=', false)
    .returningAll()
    .returning((eb) =>
      eb.selectFrom('users').select('email').whereRef('users.id', '=', 'user_exams.user_id').as('email'),
    )
    .executeTakeFirst();
  if (!updated) throw new HttpError(409, 'This exam is already submitted');
  const { email, ...row } = updated;
  return { row, template, answers: stored, email, score };
}

function sendResult(deps: Deps, done: Awaited<ReturnType<typeof finishAttempt>>) {
  if (!done.email) return;
  const message = examResultEmail(done.email, done.template.name, done.score, done.template.question_ids.length);
  deps.mailer.send(message).catch((error: unknown) => {
    deps.log(JSON.stringify({ mail: message.subject, to: message.to, error: String(error) }));
  });
}

/**
 * The server completes what the reviewee never submitted (a closed tab, a lost connection):
 * once an attempt's window and the grace period for late submissions have passed, it is
 * scored from its stored answers and the result e-mailed, as a submission would. At most
 * `batch` attempts a call; answers how many it completed.
 */
export async function completeEndedAttempts(deps: Deps, batch = 500): Promise<number> {
  const due = await deps.db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .select(['user_exams.id', 'user_exams.user_id'])
    .where('user_exams.completed', '=', false)
    .where('exam_templates.available_until', '<', new Date(deps.now().getTime() - COMPLETION_GRACE_MS))
    .orderBy('user_exams.created_at')
    .limit(batch)
    .execute();
  let completed = 0;
  for (const attempt of due) {
    try {
      await completeExam(deps, attempt.user_id, attempt.id, []);
      completed += 1;
    } catch (error) {
      // Submitted by the reviewee in the meantime.
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  return completed;
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
  const percent = (r: (typeof rows)[number]) => scorePercent(r.score, r.question_ids.length);
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
