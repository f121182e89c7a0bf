import type { UserExamFlag } from '@review-center/domain';
import { sql } from 'kysely';
import { statementName, type Db } from '../../platform/db/database.ts';
import { byParent } from '../../platform/db/rows.ts';
import { Conflict } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { assertOpenAttempt, questionOfOpenAttempt } from './answers.service.ts';
import { openAttemptGate } from './exam-rows.ts';

/** What the one statement of `flagQuestion` reads back. */
interface FlagRow {
  attempt_id: string | null;
  saved_flagged: boolean | null;
  saved_flagged_at: Date | null;
  stored_flagged: boolean | null;
  stored_flagged_at: Date | null;
}

const toFlag = (question: string, flagged: boolean, at: Date): UserExamFlag => ({
  question,
  flagged,
  flaggedAt: at.toISOString(),
});

/**
 * Flags a question for review, or unflags it (decision 0077), saved as an answer is
 * (`submitAnswer`): one row per attempt and question, the latest change by flaggedAt wins, the
 * client's time clamped to the attempt's start and the server's now. The deadline is checked first
 * by the domain's rule, as for an answer (decision 0083); then one statement writes only when the
 * attempt is the user's, not completed, and the question is one of its own; it locks the attempt
 * in share mode as an answer's save does. Only a refused flag costs a third query, to say why.
 */
export async function flagQuestion(
  deps: Deps,
  userId: string,
  examId: string,
  questionId: string,
  input: { flagged: boolean; flaggedAt: string },
): Promise<UserExamFlag> {
  const now = deps.now();
  await assertOpenAttempt(deps, userId, examId, now);
  const { rows } = await sql<FlagRow>`${sql.raw(statementName('save_flag'))}
    with gate as (
      select ue.id, ue.created_at as started_at ${openAttemptGate(userId, examId, questionId)}
      for share of ue
    ),
    saved as (
      insert into question_flags (user_exam_id, question_id, flagged, flagged_at, updated_at)
      select gate.id, ${questionId}::text, ${input.flagged}::boolean,
             least(greatest(${new Date(input.flaggedAt)}::timestamptz, gate.started_at), ${now}::timestamptz),
             ${now}::timestamptz
      from gate
      on conflict (user_exam_id, question_id) do update
        set flagged = excluded.flagged, flagged_at = excluded.flagged_at, updated_at = excluded.updated_at
        where question_flags.flagged_at <= excluded.flagged_at
      returning flagged, flagged_at
    )
    select gate.id as attempt_id,
           saved.flagged as saved_flagged, saved.flagged_at as saved_flagged_at,
           stored.flagged as stored_flagged, stored.flagged_at as stored_flagged_at
    from gate
    left join saved on true
    left join question_flags stored on stored.user_exam_id = gate.id and stored.question_id = ${questionId}::text
  `.execute(deps.db);
  const row = rows[0];
  if (!row?.attempt_id) return refuseFlag(deps, userId, examId, questionId);
  // Stored now: this change, or (when it was older) the newer one already there. A row another
  // request inserted after this statement's snapshot is read again.
  if (row.saved_flagged !== null && row.saved_flagged_at) {
    return toFlag(questionId, row.saved_flagged, row.saved_flagged_at);
  }
  if (row.stored_flagged !== null && row.stored_flagged_at) {
    return toFlag(questionId, row.stored_flagged, row.stored_flagged_at);
  }
  const stored = await deps.db
    .selectFrom('question_flags')
    .select(['flagged', 'flagged_at'])
    .where('user_exam_id', '=', examId)
    .where('question_id', '=', questionId)
    .executeTakeFirstOrThrow();
  return toFlag(questionId, stored.flagged, stored.flagged_at);
}

/** Why a flag was refused, read afresh, each check with its own message (as for answers). */
async function refuseFlag(deps: Deps, userId: string, examId: string, questionId: string): Promise<never> {
  await questionOfOpenAttempt(deps, userId, examId, questionId);
  // Every check holds now: the attempt changed while the flag was being saved.
  throw new Conflict('The exam changed while saving the flag, please try again');
}

/** The flag changes of attempts, by attempt, in question order: one query for any number. */
export const flagsOf = (db: Db, attemptIds: readonly string[]) =>
  byParent(db, 'question_flags', 'user_exam_id', attemptIds, sql`question_id`, (row) =>
    toFlag(row.question_id, row.flagged, row.flagged_at),
  );
