import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import { answerBenchSitting, insertBenchQuestions, insertBenchReviewees, type BenchSitting } from './bench-sitting.ts';

const SITTING: BenchSitting = { reviewee: 'br-', question: 'bq-', attempt: 'ba-', answer: 'bn-' };

/**
 * One closed exam (`bench-exam`) of `questions` questions with `attempts` completed attempts and
 * their answers, for `pnpm bench:exam-results` (decisions 0051, 0079). Each question is tagged
 * with one of General Education's five subjects (seeded) and one of three competencies of it
 * (decision 0079).
 */
export async function fillExamResultsBench(db: Db, { attempts, questions }: { attempts: number; questions: number }) {
  await insertBenchQuestions(db, SITTING, questions, {
    subjects: [
      'general-english',
      'general-filipino',
      'general-mathematics',
      'general-science',
      'general-social-science',
    ],
    competency: sql<string>`'GE-' || (1 + q % 5) || '-' || (1 + q % 3)`,
  });
  await sql`insert into exam_templates (id, name, slug, category_id, available_from, available_until, duration, instructions, question_ids)
    select 'bench-exam', 'Bench exam', 'bench-exam', 'general-education', now() - interval '2 days', now() - interval '1 day', 180, '',
      array(select 'bq-' || q from generate_series(1, ${questions}) q)`.execute(db);
  await insertBenchReviewees(db, SITTING, 'bench-results', attempts);
  await sql`insert into user_exams (id, user_id, template_id, completed, score, completed_at, created_at)
    select 'ba-' || g, 'br-' || g, 'bench-exam', true, 0,
      now() - interval '1 day' - interval '3 hours' + (g % 120) * interval '1 minute',
      now() - interval '1 day' - interval '6 hours'
    from generate_series(1, ${attempts}) g`.execute(db);
  await answerBenchSitting(db, SITTING, { reviewees: attempts, questions });
  await sql`analyze`.execute(db);
}
