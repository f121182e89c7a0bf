/**
 * Exam day benchmark (decision 0083): the registrar's live view of one exam, GET
 * /admin/exams/{id}/accommodations, at 5,000 attempts of 150 questions (750,000 answers), half of
 * them still in progress, with 500 reviewees (10 %) holding an accommodation. It reads every
 * attempt with its answered count, last answer and adjusted deadline, the records, and the
 * audience that has not started. Through the real app (every middleware, the role guard, the
 * contract's parsing), on the cohort heatmap benchmark's data.
 *
 * Prints the median of 5 runs after a warm-up, and how long filling the database took.
 *
 *   pnpm bench:exam-day                                           PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:exam-day
 *
 * On PostgreSQL it works in a schema of its own and drops it at the end. Not part of the test
 * command. Target (the exam day issue's performance section): under 200 ms on PostgreSQL.
 */
import { benchSession, withBenchDatabase } from '../lib/bench-database.ts';
import { withSourceCondition } from '../lib/source-condition.ts';
import { timedCalls } from '../lib/timed-calls.ts';

const REVIEWEES = Number(process.env.BENCH_REVIEWEES ?? 5_000);
const QUESTIONS = 150;
const RUNS = 5;
const EXAM = 'heat-general';

// The API's modules resolve to their TypeScript source under this condition.
await withSourceCondition(main);

async function main() {
  const { fillCohortHeatmapBench } = await import('../../apps/api/src/demo/cohort-heatmap-bench.ts');
  const { seed } = await import('../../apps/api/src/demo/seed.ts');
  const { createApp } = await import('../../apps/api/src/app.ts');
  const { memoryMailer } = await import('../../apps/api/src/platform/mail/mailer.ts');

  await withBenchDatabase('examday', async (db, engine) => {
    const started = performance.now();
    await seed(db, { log: () => {} });
    await fillCohortHeatmapBench(db, { reviewees: REVIEWEES, questions: QUESTIONS });
    const registrar = await benchSession(db, 'bench-registrar', 'registrar');
    // The window is open: every other attempt still in progress, one reviewee in ten accommodated.
    const attempts = await db.selectFrom('user_exams').select('id').where('template_id', '=', EXAM).execute();
    await db
      .updateTable('user_exams')
      .set({ completed: false, completed_at: null })
      .where(
        'id',
        'in',
        attempts.filter((_, i) => i % 2 === 0).map((attempt) => attempt.id),
      )
      .execute();
    await db
      .insertInto('exam_accommodations')
      .values(
        Array.from({ length: Math.floor(REVIEWEES / 10) }, (_, i) => ({
          id: `hacc-${i + 1}`,
          template_id: EXAM,
          scope: 'reviewee' as const,
          subject: `hr-${i + 1}`,
          extra_minutes: 30,
          time_multiplier: null,
          window_from: null,
          window_until: null,
          reopened_until: null,
          reason: 'Medical certificate on file',
          granted_by: 'bench-registrar',
        })),
      )
      .execute();

    const { n } = await db
      .selectFrom('user_exams')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('template_id', '=', EXAM)
      .executeTakeFirstOrThrow();
    console.log(
      `${engine}: ${n} attempts of ${EXAM} × ${QUESTIONS} questions, ${Math.floor(REVIEWEES / 10)} accommodations, ` +
        `filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const timed = timedCalls(createApp({ db, mailer: memoryMailer() }), RUNS);
    const day = await timed<{ attempts: unknown[]; accommodations: unknown[]; notStarted: { total: number } }>(
      'GET /admin/exams/{id}/accommodations (the live view)',
      `/admin/exams/${EXAM}/accommodations`,
      registrar,
    );
    console.log(
      `  ${day.attempts.length} attempts, ${day.accommodations.length} accommodations, ` +
        `${day.notStarted.total} not started`,
    );
  });
}
