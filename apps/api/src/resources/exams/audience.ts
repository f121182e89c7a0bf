import { ENROLLMENT_STATUS } from '@review-center/domain';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/**
 * Who may take an exam (decision 0049), the one rule both reviewee calls apply (the list of
 * templates and starting an attempt): everyone signed in when the template names no offerings;
 * otherwise a reviewee with an Active enrollment in one of them (paid, and let in by the
 * registrar: product §4 "Enrollment status"). As a condition on `exam_templates`, so a list and
 * a single start filter in the same statement.
 */
export function examOpenTo(eb: ExpressionBuilder<Database, 'exam_templates'>, userId: string) {
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
