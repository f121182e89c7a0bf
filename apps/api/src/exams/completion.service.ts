import { Conflict, Forbidden } from '../errors.ts';
import type { Deps } from '../http/deps.ts';
import { examResultEmail } from '../mail/messages.ts';
import { mergeAnswers } from './answers.service.ts';
import { COMPLETION_GRACE_MS, ownAttempt, toUserExam } from './exam-rows.ts';
import { finishAttempt } from './scoring.ts';

/**
 * Submits the attempt: merges the answers sent (each by its answeredAt, never after the
 * window), scores it once, e-mails the result (product §1 "Exam results are sent by e-mail").
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
    if (attempt.completed) throw new Conflict('This exam is already submitted');
    if (now < template.available_from) throw new Forbidden('This exam is not yet available');
    if (now.getTime() <= template.available_until.getTime() + COMPLETION_GRACE_MS) {
      await mergeAnswers(trx, attempt.id, template, userId, answers, now, attempt.created_at);
    }
    return finishAttempt(trx, attempt.id, template, now);
  });
  sendResult(deps, done);
  return toUserExam(done.row, done.template, done.answers);
}

function sendResult(deps: Deps, done: Awaited<ReturnType<typeof finishAttempt>>) {
  if (!done.email) return;
  const message = examResultEmail(done.email, done.template.name, done.score, done.template.question_ids.length);
  deps.mailer.send(message).catch((error: unknown) => {
    deps.log(JSON.stringify({ mail: message.subject, to: message.to, error: String(error) }));
  });
}
