import { Conflict, Forbidden } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { examResultEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { mergeAnswers } from './answers.service.ts';
import { startWindow } from '@review-center/domain';
import { ownAttempt, toUserExam } from './exam-rows.ts';
import { flagsOf } from './flags.service.ts';
import { finishAttempt } from './scoring.ts';

/**
 * Submits the attempt: merges the answers sent (each by its answeredAt, never after the
 * window), scores it once, e-mails the result (product §1 "Exam results are sent by e-mail").
 *
 * One transaction holding the attempt row for update: answers being saved at that moment
 * (which lock it in share mode) are either scored or refused, never stored after the score.
 * A wrong answer in the list refuses the whole submission, nothing merged. The result e-mail is
 * written to the outbox in the same transaction (decision 0031): scored once, e-mailed once, and
 * a slow or absent mail server never holds the reviewee's submit.
 */
export async function completeExam(
  deps: Deps,
  userId: string,
  examId: string,
  answers: readonly { question: string; answer: string; answeredAt?: string | undefined }[],
  /** The server's closing job submits it (migration 0027: "Closed by the server" for staff). */
  { byServer = false } = {},
) {
  const now = deps.now();
  const done = await deps.db.transaction().execute(async (trx) => {
    const { attempt, template, terms } = await ownAttempt(trx, userId, examId, true);
    if (attempt.completed) throw new Conflict('This exam is already submitted');
    if (
      now.getTime() <
      startWindow({ availableFrom: template.available_from, availableUntil: template.available_until }, terms).from
    ) {
      throw new Forbidden('This exam is not yet available');
    }
    // Merged only until the deadline plus its grace, by the server's clock (decision 0083).
    await mergeAnswers(
      trx,
      attempt.id,
      template,
      userId,
      answers,
      now,
      attempt.created_at,
      terms,
      deps.config.completionGraceMs,
    );
    const finished = await finishAttempt(trx, attempt.id, template, now, byServer);
    if (finished.email) {
      const { name, question_ids } = finished.template;
      await queueMail(
        trx,
        await examResultEmail(
          { ...deps, db: trx },
          finished.email,
          name,
          finished.score,
          question_ids.length,
          finished.row.id,
        ),
      );
    }
    return { ...finished, terms };
  });
  const flags = await flagsOf(deps.db, [done.row.id]);
  return toUserExam(done.row, done.template, done.answers, flags.get(done.row.id), done.terms);
}
