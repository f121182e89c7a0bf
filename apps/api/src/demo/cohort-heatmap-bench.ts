import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import { answerBenchSitting, insertBenchQuestions, insertBenchReviewees } from './bench-sitting.ts';

/** The three parts of the sitting, each one closed exam (`heat-<part>`) of its own questions. */
export const HEATMAP_BENCH_PARTS = ['general', 'professional', 'specialization'] as const;

/** The rows of one part: reviewees `hr-g` sit every part. */
const sittingOf = (part: string) => ({
  reviewee: 'hr-',
  question: `hq-${part}-`,
  attempt: `ha-${part}-`,
  answer: `hn-${part}-`,
});

/**
 * A three-part sitting for `pnpm bench:cohort-heatmap` (decision 0085): `reviewees` reviewees, each
 * Active in one of two offerings at one of five branches, who completed all three parts of
 * `questions` questions each; a part's questions are tagged with its subjects in turn. Right
 * answers as in the results benchmark (bench-sitting.ts).
 */
export async function fillCohortHeatmapBench(
  db: Db,
  { reviewees, questions }: { reviewees: number; questions: number },
) {
  const offerings = (await db.selectFrom('offerings').select('id').orderBy('id').limit(2).execute()).map((o) => o.id);
  const offeringArray = sql.raw(`(array[${offerings.map((id) => `'${id}'`).join(',')}])`);
  await insertBenchReviewees(db, sittingOf('general'), 'bench-heatmap', reviewees);
  await sql`insert into enrollments (id, reference, user_id, offering_id, status, price, payment_type, branch,
      created_at, activated_at)
    select 'he-' || g, 'HEAT-' || g, 'hr-' || g, ${offeringArray}[1 + g % ${offerings.length}], 'Active', 1000, 'Full',
      (array['Manila','Cebu','Borongan','Malolos','Iloilo'])[1 + g % 5],
      now() - interval '30 days', now() - interval '30 days'
    from generate_series(1, ${reviewees}) g`.execute(db);
  for (const part of HEATMAP_BENCH_PARTS) {
    const subjects = await db
      .selectFrom('subjects')
      .select('id')
      .where('part', '=', part)
      .where((eb) => eb.or([eb('specialization', 'is', null), eb('specialization', '=', 'Mathematics')]))
      .orderBy('position')
      .orderBy('id')
      .execute();
    await insertBenchQuestions(db, sittingOf(part), questions, {
      subjects: subjects.map((subject) => subject.id),
      competency: sql<string>`'C-' || (1 + q % 3)`,
    });
    await sql`insert into exam_templates (id, name, slug, category_id, available_from, available_until, duration,
        instructions, question_ids)
      select 'heat-' || ${part}, 'Bench sitting: ' || ${part}, 'heat-' || ${part}, null,
        now() - interval '2 days', now() - interval '1 day', 180, '',
        array(select 'hq-' || ${part} || '-' || q from generate_series(1, ${questions}) q)`.execute(db);
    await sql`insert into user_exams (id, user_id, template_id, completed, score, completed_at, created_at)
      select 'ha-' || ${part} || '-' || g, 'hr-' || g, 'heat-' || ${part}, true, 0,
        now() - interval '1 day' - interval '3 hours', now() - interval '1 day' - interval '6 hours'
      from generate_series(1, ${reviewees}) g`.execute(db);
    await answerBenchSitting(db, sittingOf(part), { reviewees, questions });
  }
  await sql`analyze`.execute(db);
}
