import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';

/** The three parts of the sitting, each one closed exam (`heat-<part>`) of its own questions. */
export const HEATMAP_BENCH_PARTS = ['general', 'professional', 'specialization'] as const;

/**
 * A three-part sitting for `pnpm bench:cohort-heatmap` (decision 0085): `reviewees` reviewees, each
 * Active in one of two offerings at one of five branches, who completed all three parts of
 * `questions` questions each; a part's questions are tagged with its subjects in turn. Written by
 * the database itself (generate_series): seconds, not minutes. Right answers as in
 * exam-results-bench.ts: ability against difficulty, one answer in forty left blank.
 */
export async function fillCohortHeatmapBench(
  db: Db,
  { reviewees, questions }: { reviewees: number; questions: number },
) {
  const offerings = (await db.selectFrom('offerings').select('id').orderBy('id').limit(2).execute()).map((o) => o.id);
  const offeringArray = sql.raw(`(array[${offerings.map((id) => `'${id}'`).join(',')}])`);
  await sql`insert into users (id, email, password_hash, verified, profile)
    select 'hr-' || g, 'bench-heatmap' || g || '@example.ph', '!', true,
      jsonb_build_object('firstName', 'Bench', 'lastName', 'Reviewee ' || g)
    from generate_series(1, ${reviewees}) g`.execute(db);
  await sql`insert into enrollments (id, reference, user_id, offering_id, status, price, payment_type, branch,
      created_at, activated_at)
    select 'he-' || g, 'HEAT-' || g, 'hr-' || g, ${offeringArray}[1 + g % ${offerings.length}], 'Active', 1000, 'Full',
      (array['Manila','Cebu','Borongan','Malolos','Iloilo'])[1 + g % 5],
      now() - interval '30 days', now() - interval '30 days'
    from generate_series(1, ${reviewees}) g`.execute(db);
  for (const part of HEATMAP_BENCH_PARTS) {
    await sql`insert into questions (id, data, group_content, options, correct, subject_id, competency)
      select 'hq-' || ${part} || '-' || q, 'Bench question ' || q, null,
        '[{"label":"A","data":"a"},{"label":"B","data":"b"},{"label":"C","data":"c"},{"label":"D","data":"d"}]'::jsonb,
        (array['A','B','C','D'])[1 + q % 4],
        s.ids[1 + q % cardinality(s.ids)],
        'C-' || (1 + q % 3)
      from generate_series(1, ${questions}) q,
        (select array_agg(id order by position, id) as ids from subjects where part = ${part}
          and (specialization is null or specialization = 'Mathematics')) s`.execute(db);
    await sql`insert into exam_templates (id, name, slug, category_id, available_from, available_until, duration,
        instructions, question_ids)
      select 'heat-' || ${part}, 'Bench sitting: ' || ${part}, 'heat-' || ${part}, null,
        now() - interval '2 days', now() - interval '1 day', 180, '',
        array(select 'hq-' || ${part} || '-' || q from generate_series(1, ${questions}) q)`.execute(db);
    await sql`insert into user_exams (id, user_id, template_id, completed, score, completed_at, created_at)
      select 'ha-' || ${part} || '-' || g, 'hr-' || g, 'heat-' || ${part}, true, 0,
        now() - interval '1 day' - interval '3 hours', now() - interval '1 day' - interval '6 hours'
      from generate_series(1, ${reviewees}) g`.execute(db);
    await sql`insert into answers (id, user_exam_id, question_id, user_id, answer, answered_at)
      select 'hn-' || ${part} || '-' || g || '-' || q, 'ha-' || ${part} || '-' || g, 'hq-' || ${part} || '-' || q,
        'hr-' || g,
        case when (g * 7919 + q * 104729) % 100 < 35 + (g % 50) - (q % 50) / 2
          then (array['A','B','C','D'])[1 + q % 4]
          else (array['A','B','C','D'])[1 + (g + q) % 4] end,
        now() - interval '1 day' - interval '5 hours'
      from generate_series(1, ${reviewees}) g, generate_series(1, ${questions}) q
      where (g + 3 * q) % 40 <> 0`.execute(db);
  }
  await sql`update user_exams set score = s.score from (
      select a.user_exam_id, count(*) filter (where a.answer = qn.correct)::int as score
      from answers a join questions qn on qn.id = a.question_id
      where a.user_exam_id like 'ha-%' group by a.user_exam_id) s
    where s.user_exam_id = user_exams.id`.execute(db);
  await sql`analyze`.execute(db);
}
