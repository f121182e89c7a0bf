import { isAnswerOption } from '@review-center/domain';
import { sql } from 'kysely';
import { randomId } from '../../platform/auth/tokens.ts';
import { statementName, type Db } from '../../platform/db/database.ts';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import type { AccommodationTerms } from '@review-center/domain';
import { assertAttemptOpen, deadlineOf, openAttemptGate, ownAttempt, toAnswer, type TemplateRow } from './exam-rows.ts';

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
 * The client's answeredAt only orders a replayed offline queue: it is clamped to the attempt's
 * start and the server's now, so no answer can be dated past a later one (product §4).
 * Refused after completion or outside the window; the answer must be one of the options (product §5).
 *
 * The hot path of an exam (every reviewee saves every few seconds): one read of the attempt with
 * its template and accommodations, whose deadline the domain's rule checks against the server's
 * clock (decision 0083), then one prepared statement: the upsert runs only when the attempt is
 * still the user's and not completed, and the answer is one of the question's options. Those
 * checks lock the attempt row in share mode, so a completion running at the same moment (which
 * locks it for update) either waits for this answer and scores it, or commits first and this
 * answer is refused. Only a refused answer costs a third query, to say why.
 */
export async function submitAnswer(
  deps: Deps,
  userId: string,
  examId: string,
  questionId: string,
  input: { answer: string; answeredAt: string },
) {
  const now = deps.now();
  await assertOpenAttempt(deps, userId, examId, now);
  const { rows } = await sql<SaveRow>`${sql.raw(statementName('save_answer'))}
    with gate as (
      select ue.id, ue.template_id, ue.created_at as started_at ${openAttemptGate(userId, examId, questionId)}
        and q.options @> jsonb_build_array(jsonb_build_object('label', ${input.answer}::text))
      for share of ue
    ),
    saved as (
      insert into answers (id, user_exam_id, question_id, user_id, answer, answered_at, updated_at)
      select ${randomId()}::text, gate.id, ${questionId}::text, ${userId}::text, ${input.answer}::text,
             least(greatest(${new Date(input.answeredAt)}::timestamptz, gate.started_at), ${now}::timestamptz),
             ${now}::timestamptz
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

/**
 * Refuses an answer or a flag to an attempt that is not the user's, is submitted, or is past its
 * deadline by the server's clock (the reviewee's accommodations counted, decision 0083).
 */
export async function assertOpenAttempt(deps: Deps, userId: string, examId: string, now: Date) {
  const { attempt, template, terms } = await ownAttempt(deps.db, userId, examId);
  if (attempt.completed) throw new Forbidden('This exam is already submitted');
  assertAttemptOpen(template, attempt.created_at, now, terms);
  return template;
}

/**
 * Why a save (an answer or a flag) was refused, read afresh: each check of `assertOpenAttempt`
 * again, then whether `questionId` is one of the attempt's questions, each with its own message.
 * The question, when every check holds, for the save's own checks.
 */
export async function questionOfOpenAttempt(deps: Deps, userId: string, examId: string, questionId: string) {
  const template = await assertOpenAttempt(deps, userId, examId, deps.now());
  const question = template.question_ids.includes(questionId)
    ? await deps.db.selectFrom('questions').select('options').where('id', '=', questionId).executeTakeFirst()
    : undefined;
  if (!question) throw new NotFound('Question not found in this exam');
  return question;
}

/** Why an answer was refused, read afresh, each check with its own message. */
async function refuseAnswer(
  deps: Deps,
  userId: string,
  examId: string,
  questionId: string,
  answer: string,
): Promise<never> {
  const question = await questionOfOpenAttempt(deps, userId, examId, questionId);
  if (!isAnswerOption(question, answer)) {
    throw new InvalidInput('body.answer', `must be one of ${question.options.map((o) => o.label).join(', ')}`);
  }
  // Every check holds now: the attempt changed while the answer was being saved.
  throw new Conflict('The exam changed while saving the answer, please try again');
}

export async function getAnswer(db: Db, userId: string, examId: string, questionId: string) {
  const { attempt, template } = await ownAttempt(db, userId, examId);
  const row = await db
    .selectFrom('answers')
    .selectAll()
    .where('user_exam_id', '=', attempt.id)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  if (!row) throw new NotFound('No answer yet');
  return toAnswer(row, template.id);
}

/** The answers sent with completion, checked in order, then stored latest-wins in one statement. */
export async function mergeAnswers(
  db: Db,
  attemptId: string,
  template: TemplateRow,
  userId: string,
  answers: readonly { question: string; answer: string; answeredAt?: string | undefined }[],
  now: Date,
  startedAt: Date,
  terms: AccommodationTerms,
  graceMs: number,
) {
  // The attempt's own end: its time limit, or the window's end (decisions 0050, 0083).
  const until = deadlineOf(template, startedAt, terms).getTime();
  // Past the deadline and its grace by the server's clock, nothing sent changes what is stored,
  // whatever answer times it carries (decision 0083).
  if (now.getTime() > until + graceMs) return;
  // The client's time, clamped to the attempt's start and the server's now (as submitAnswer).
  const clamp = (at: number) => new Date(Math.min(Math.max(at, startedAt.getTime()), now.getTime()));
  const inWindow = answers
    .map((item) => ({
      ...item,
      at: item.answeredAt ? clamp(new Date(item.answeredAt).getTime()) : new Date(Math.min(now.getTime(), until)),
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
    if (!question) throw new NotFound('Question not found in this exam');
    if (!isAnswerOption(question, item.answer)) {
      throw new InvalidInput('body.answers', `${item.answer} is not an option of question ${item.question}`);
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
