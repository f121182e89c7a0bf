/**
 * Cohort heatmap benchmark (decision 0085): a three-part sitting (General Education, Professional
 * Education, a specialization; 150 questions each, 450 items) completed by 5,000 reviewees
 * (15,000 attempts, about 2.2 million answers), each Active in one of two offerings at one of five
 * branches. Through the real app (every middleware, the role guard, the contract's parsing):
 *
 * - the staff's heatmap, GET /admin/cohort-heatmap, by branch over every exam and by offering
 *   over the sitting's three;
 * - the results with the subject breakdown: a reviewee's result of each part with its score per
 *   subject and competency against the 5,000-attempt cohort, and My Exams' list with the subjects
 *   of all three (decision 0079).
 *
 * Prints the median of 5 runs of each after a warm-up, and how long filling the database took.
 *
 *   pnpm bench:cohort-heatmap                                           PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:cohort-heatmap
 *
 * On PostgreSQL it works in a schema of its own (bench_heatmap_<random>) and drops it at the end.
 * Not part of the test command. Targets (issue's performance section): under 2 s on PostgreSQL,
 * under 10 s on PGlite.
 */
import { benchSession, withBenchDatabase } from '../lib/bench-database.ts';
import { withSourceCondition } from '../lib/source-condition.ts';
import { timedCalls } from '../lib/timed-calls.ts';

const REVIEWEES = Number(process.env.BENCH_REVIEWEES ?? 5_000);
const QUESTIONS = 150;
const RUNS = 5;

// The API's modules resolve to their TypeScript source under this condition.
await withSourceCondition(main);

async function main() {
  const { fillCohortHeatmapBench, HEATMAP_BENCH_PARTS } =
    await import('../../apps/api/src/demo/cohort-heatmap-bench.ts');
  const { seed } = await import('../../apps/api/src/demo/seed.ts');
  const { createApp } = await import('../../apps/api/src/app.ts');
  const { memoryMailer } = await import('../../apps/api/src/platform/mail/mailer.ts');

  await withBenchDatabase('heatmap', async (db, engine) => {
    const started = performance.now();
    await seed(db, { log: () => {} });
    await fillCohortHeatmapBench(db, { reviewees: REVIEWEES, questions: QUESTIONS });

    const session = (userId: string, role?: string) => benchSession(db, userId, role);
    const registrar = await session('bench-registrar', 'registrar');
    const reviewee = await session('hr-1');
    const answers = await db
      .selectFrom('answers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `${engine}: ${REVIEWEES} reviewees × 3 parts × ${QUESTIONS} questions, ` +
        `${answers.n} answers, filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const app = createApp({ db, mailer: memoryMailer() });
    const timed = timedCalls(app, RUNS);

    type Heatmap = { subjects: unknown[]; groups: unknown[]; totals: { reviewees: number }[] };
    const describe = (heatmap: Heatmap) =>
      console.log(
        `  ${heatmap.subjects.length} subjects × ${heatmap.groups.length} columns, ` +
          `${Math.max(...heatmap.totals.map((t) => t.reviewees))} reviewees behind a subject at most`,
      );
    describe(
      await timed<Heatmap>('GET /admin/cohort-heatmap (by branch, every exam)', '/admin/cohort-heatmap', registrar),
    );
    const sitting = HEATMAP_BENCH_PARTS.map((part) => `heat-${part}`).join(',');
    describe(
      await timed<Heatmap>(
        'GET /admin/cohort-heatmap (by offering, the three parts)',
        `/admin/cohort-heatmap?by=offering&exams=${sitting}`,
        registrar,
      ),
    );
    for (const part of HEATMAP_BENCH_PARTS) {
      const result = await timed<{ subjects: { competencies: unknown[] }[] }>(
        `GET /users/{id}/exams/{examId}/result (${part}: subjects against the cohort)`,
        `/users/hr-1/exams/ha-${part}-1/result`,
        reviewee,
      );
      console.log(
        `  ${result.subjects.length} subjects, ${result.subjects.reduce((n, s) => n + s.competencies.length, 0)} competencies`,
      );
    }
    await timed('GET /users/{id}/exam-results (subjects of the three results)', '/users/hr-1/exam-results', reviewee);
  });
}
