import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../platform/db/database.ts';

/**
 * The rows of one sitting that the results and heatmap benchmarks fill, written by the database
 * itself (generate_series): seconds, not minutes. Reviewee `g` and question `q` count from 1; each
 * kind of row takes its id from a prefix of its own: `<reviewee>g`, `<question>q`, `<attempt>g`
 * (reviewee g's attempt) and `<answer>g-q`.
 */
export interface BenchSitting {
  reviewee: string;
  question: string;
  attempt: string;
  answer: string;
}

/** `count` verified reviewees, `<mailbox>g@example.ph`, named "Bench Reviewee g". */
export async function insertBenchReviewees(db: Db, sitting: BenchSitting, mailbox: string, count: number) {
  await sql`insert into users (id, email, password_hash, verified, profile)
    select ${sitting.reviewee}::text || g, ${mailbox}::text || g || '@example.ph', '!', true,
      jsonb_build_object('firstName', 'Bench', 'lastName', 'Reviewee ' || g)
    from generate_series(1, ${count}) g`.execute(db);
}

/**
 * `count` questions with four options, the key cycling A to D (the answers below rely on it),
 * each tagged with one of `subjects` in turn and with the competency `competency` gives (an
 * expression of `q`).
 */
export async function insertBenchQuestions(
  db: Db,
  sitting: BenchSitting,
  count: number,
  tags: { subjects: readonly string[]; competency: RawBuilder<string> },
) {
  await sql`insert into questions (id, data, group_content, options, correct, subject_id, competency)
    select ${sitting.question}::text || q, 'Bench question ' || q, null,
      '[{"label":"A","data":"a"},{"label":"B","data":"b"},{"label":"C","data":"c"},{"label":"D","data":"d"}]'::jsonb,
      (array['A','B','C','D'])[1 + q % 4],
      (${tags.subjects}::text[])[1 + q % ${tags.subjects.length}],
      ${tags.competency}
    from generate_series(1, ${count}) q`.execute(db);
}

/**
 * The answers of `reviewees` attempts to `questions` questions whose key cycles A to D. A
 * reviewee's chance of a right answer rises with their ability (g % 50) against the question's
 * difficulty (q % 50), so the discrimination indices are not noise; one answer in forty is left
 * blank. Then each attempt's score is the count of its right answers.
 */
export async function answerBenchSitting(
  db: Db,
  sitting: BenchSitting,
  { reviewees, questions }: { reviewees: number; questions: number },
) {
  await sql`insert into answers (id, user_exam_id, question_id, user_id, answer, answered_at)
    select ${sitting.answer}::text || g || '-' || q, ${sitting.attempt}::text || g, ${sitting.question}::text || q,
      ${sitting.reviewee}::text || g,
      case when (g * 7919 + q * 104729) % 100 < 35 + (g % 50) - (q % 50) / 2
        then (array['A','B','C','D'])[1 + q % 4]
        else (array['A','B','C','D'])[1 + (g + q) % 4] end,
      now() - interval '1 day' - interval '5 hours'
    from generate_series(1, ${reviewees}) g, generate_series(1, ${questions}) q
    where (g + 3 * q) % 40 <> 0`.execute(db);
  await sql`update user_exams set score = s.score from (
      select a.user_exam_id, count(*) filter (where a.answer = qn.correct)::int as score
      from answers a join questions qn on qn.id = a.question_id
      where a.user_exam_id like ${sitting.attempt}::text || '%' group by a.user_exam_id) s
    where s.user_exam_id = user_exams.id`.execute(db);
}
