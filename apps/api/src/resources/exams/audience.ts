import { accessEndedMessage, bestOfferingAccess, ENROLLMENT_STATUS, type OfferingAccess } from '@review-center/domain';
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { Forbidden } from '../../platform/errors.ts';
import { activeEnrollments, activeEnrollmentsIn } from '../enrollments/access.ts';

/**
 * Who is offered an exam (decision 0049): everyone signed in when the template names no offerings
 * (a free diagnostic exam, by the editor's explicit choice); otherwise a reviewee with an Active
 * enrollment in one of them (paid, and let in by the registrar: product §4 "Enrollment status").
 * As a condition on `exam_templates`, so a list and a single start filter in the same statement;
 * the user is an id, or a column (`users.id`: the whole audience, for the exam reminders).
 * Being offered is not yet being let in: `examAccess` adds the six months of access
 * (decision 0067).
 */
export function examOpenTo(eb: ExpressionBuilder<Database, 'exam_templates'>, userId: string | Expression<string>) {
  return eb.or([
    eb('exam_templates.audience_offerings', 'is', null),
    eb.exists(
      eb
        .selectFrom('enrollments')
        .select(sql`1`.as('one'))
        .where('enrollments.user_id', '=', userId)
        .where('enrollments.status', '=', ENROLLMENT_STATUS.active)
        .where(sql<boolean>`enrollments.offering_id = any(exam_templates.audience_offerings)`),
    ),
  ]);
}

/**
 * The exam's audience as rows of `users`: the reviewees it is offered to (`examOpenTo`), without
 * disabled accounts. The exam reminders and the exam day's not-started list narrow it.
 */
export const audienceOf = (db: Db, templateId: string) =>
  db
    .selectFrom('users')
    .innerJoin('exam_templates', (join) => join.on('exam_templates.id', '=', templateId))
    .where('users.role', '=', 'user')
    .where('users.disabled_at', 'is', null)
    .where((eb) => examOpenTo(eb, eb.ref('users.id')));

/**
 * The reviewee's access to each offering-bound template (product §1 terms of use: "access is
 * valid for six months"; decisions 0048, 0067): the best of their Active enrollments in the
 * template's offerings, by the domain's `bestOfferingAccess`, as the courseware counts it. A
 * template open to everyone is not in the map. One query for any number of templates.
 */
export async function examAccess(
  db: Db,
  userId: string,
  templates: readonly { id: string; audience_offerings: string[] | null }[],
  now: Date,
): Promise<Map<string, OfferingAccess>> {
  const bound = templates.filter((t) => t.audience_offerings !== null);
  if (bound.length === 0) return new Map();
  const enrollments = await activeEnrollments(db, userId);
  return new Map(
    bound.map((template) => [
      template.id,
      bestOfferingAccess(
        enrollments.filter((e) => template.audience_offerings!.includes(e.offeringId)),
        now,
      ),
    ]),
  );
}

/**
 * `examAccess` to one offering-bound template for many reviewees at once, at `at` (the exam
 * reminders ask whether access will still hold when the exam opens, decision 0091): one query.
 * A reviewee with no Active enrollment in its offerings is not in the map.
 */
async function audienceAccess(
  db: Db,
  template: { audience_offerings: string[] },
  userIds: readonly string[],
  at: Date,
): Promise<Map<string, OfferingAccess>> {
  const enrollments = await activeEnrollmentsIn(db, userIds, template.audience_offerings);
  return new Map([...enrollments].map(([userId, list]) => [userId, bestOfferingAccess(list, at)]));
}

/**
 * Of `rows` (the reviewees of `audienceOf`), those who may start the template at `at`: all when
 * it is open to everyone, else those whose access to its offerings holds then (decision 0067).
 */
export async function withAccessAt<R extends { id: string }>(
  db: Db,
  template: { audience_offerings: string[] | null },
  rows: readonly R[],
  at: Date,
): Promise<R[]> {
  if (template.audience_offerings === null) return [...rows];
  const access = await audienceAccess(
    db,
    { audience_offerings: template.audience_offerings },
    rows.map((row) => row.id),
    at,
  );
  return rows.filter((row) => access.get(row.id)?.state === 'valid');
}

/** When the reviewee's access to the template's offerings ended, if it has (for the exam page). */
export const accessEndedAt = (access: OfferingAccess | undefined): Date | undefined =>
  access?.state === 'expired' ? access.endedAt : undefined;

/** Refuses a start once access has ended, saying when, in the courseware's words (decision 0048). */
export function assertAccess(access: OfferingAccess | undefined) {
  const ended = accessEndedAt(access);
  if (ended) throw new Forbidden(accessEndedMessage(ended, 'exams'));
}
