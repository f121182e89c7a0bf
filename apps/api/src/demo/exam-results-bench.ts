import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';

/**
 * One closed exam (`bench-exam`) of `questions` questions with `attempts` completed attempts and
 * their answers, for `pnpm bench:exam-results` (decisions 0051, 0079).
 */
export async function fillExamResultsBench(db: Db, { attempts, questions }: { attempts: number; questions: number }) {
  // Questions with four options, the key cycling A to D; the template; reviewees; attempts;
  // answers. Written by the database itself (generate_series): seconds, not minutes. A
  // reviewee's chance of a right answer rises with their ability (g % 50) against the
  // question's difficulty (q % 50), so the discrimination indices are not noise; one answer
  // in forty is left blank.
  // Each question is tagged with one of General Education's five subjects (seeded) and one of
  // three competencies of it (decision 0079).
  await sql`insert into questions (id, data, group_content, options, correct, subject_id, competency)
    select 'bq-' || q, 'Bench question ' || q, null,
      '[{"label":"A","data":"a"},{"label":"B","data":"b"},{"label":"C","data":"c"},{"label":"D","data":"d"}]'::jsonb,
      (array['A','B','C','D'])[1 + q % 4],
      (array['general-english','general-filipino','general-mathematics','general-science','general-social-science'])[1 + q % 5],
      'GE-' || (1 + q % 5) || '-' || (1 + q % 3)
    from generate_series(1, ${questions}) q`.execute(db);
  await sql`insert into exam_templates (id, name, slug, category_id, available_from, available_until, duration, instructions, question_ids)
    select 'bench-exam', 'Bench exam', 'bench-exam', 'general-education', now() - interval '2 days', now() - interval '1 day', 180, '',
      array(select 'bq-' || q from generate_series(1, ${questions}) q)`.execute(db);
  await sql`insert into users (id, email, password_hash, verified, profile)
    select 'br-' || g, 'bench-results' || g || '@example.ph', '!', true,
      jsonb_build_object('firstName', 'Bench', 'lastName', 'Reviewee ' || g)
    from generate_series(1, ${attempts}) g`.execute(db);
  await sql`insert into user_exams (id, user_id, template_id, completed, score, completed_at, created_at)
    select 'ba-' || g, 'br-' || g, 'bench-exam', true, 0,
      now() - interval '1 day' - interval '3 hours' + (g % 120) * interval '1 minute',
      now() - interval '1 day' - interval '6 hours'
    from generate_series(1, ${attempts}) g`.execute(db);
  await sql`insert into answers (id, user_exam_id, question_id, user_id, answer, answered_at)
    select 'bn-' || g || '-' || q, 'ba-' || g, 'bq-' || q, 'br-' || g,
      case when (g * 7919 + q * 104729) % 100 < 35 + (g % 50) - (q % 50) / 2
        then (array['A','B','C','D'])[1 + q % 4]
        else (array['A','B','C','D'])[1 + (g + q) % 4] end,
      now() - interval '1 day' - interval '5 hours'
    from generate_series(1, ${attempts}) g, generate_series(1, ${questions}) q
    where (g + 3 * q) % 40 <> 0`.execute(db);
  await sql`update user_exams set score = s.score from (
      select a.user_exam_id, count(*) filter (where a.answer = qn.correct)::int as score
      from answers a join questions qn on qn.id = a.question_id group by a.user_exam_id) s
    where s.user_exam_id = user_exams.id`.execute(db);
  await sql`analyze`.execute(db);
}
