/**
 * Exam results benchmark (decisions 0051, 0079): one exam of 150 questions with 5,000 completed
 * attempts (750,000 answers, an exam day of one LET part), and through the real app (every
 * middleware, the role guard, the contract's parsing) the content editor's results call, GET
 * /admin/exams/{id}/results (the attempts, the score distribution and the item analysis), and a
 * reviewee's result with its score per subject and competency against the cohort. Prints the
 * median of 5 runs of each after a warm-up, and how long filling the database took.
 *
 *   pnpm bench:exam-results                                           PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:exam-results
 *
 * On PostgreSQL it works in a schema of its own (bench_results_<random>) and drops it at the
 * end. Not part of the test command. Targets (issue's performance section): under 2 s on
 * PostgreSQL, under 10 s on PGlite.
 */
import { randomBytes } from 'node:crypto';
import { withBenchDatabase } from '../lib/bench-database.ts';
import { withSourceCondition } from '../lib/source-condition.ts';
import { timedCalls } from '../lib/timed-calls.ts';

const ATTEMPTS = 5_000;
const QUESTIONS = 150;
const RUNS = 5;

// The API's modules resolve to their TypeScript source under this condition.
await withSourceCondition(main);

async function main() {
  const { fillExamResultsBench } = await import('../../apps/api/src/demo/exam-results-bench.ts');
  const { seed } = await import('../../apps/api/src/demo/seed.ts');
  const { createApp } = await import('../../apps/api/src/app.ts');
  const { hashToken } = await import('../../apps/api/src/platform/auth/tokens.ts');
  const { memoryMailer } = await import('../../apps/api/src/platform/mail/mailer.ts');

  await withBenchDatabase('results', async (db, engine) => {
    const started = performance.now();
    await seed(db, { log: () => {} });
    await fillExamResultsBench(db, { attempts: ATTEMPTS, questions: QUESTIONS });

    const token = randomBytes(24).toString('base64url');
    await db
      .insertInto('users')
      .values({
        id: 'bench-editor',
        email: 'bench-editor@example.ph',
        password_hash: '!',
        role: 'content-editor',
        verified: true,
      })
      .execute();
    await db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: 'bench-editor', expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    const answers = await db
      .selectFrom('answers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `${engine}: ${ATTEMPTS} attempts × ${QUESTIONS} questions, ${answers.n} answers, filled in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const app = createApp({ db, mailer: memoryMailer() });
    const timed = timedCalls(app, RUNS);

    const first = await timed<{
      attempts: unknown[];
      statistics: { facility: number | null; discrimination: number | null }[];
    }>('GET /admin/exams/{id}/results', '/admin/exams/bench-exam/results', token);
    const weakest = first.statistics[0]!;
    console.log(
      `  ${first.attempts.length} attempts, ${first.statistics.length} questions ` +
        `(weakest: facility ${weakest.facility?.toFixed(2)}, discrimination ${weakest.discrimination?.toFixed(2)})`,
    );

    // One reviewee's result once the window has closed: the score per subject and competency
    // against the 5,000-attempt cohort, and My Exams' list with the subjects (decision 0079).
    const reviewee = randomBytes(24).toString('base64url');
    await db
      .insertInto('sessions')
      .values({ token_hash: hashToken(reviewee), user_id: 'br-1', expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    const result = await timed<{ subjects: { competencies: unknown[] }[] }>(
      'GET /users/{id}/exams/{examId}/result (subjects against the cohort)',
      '/users/br-1/exams/ba-1/result',
      reviewee,
    );
    console.log(
      `  ${result.subjects.length} subjects, ${result.subjects.reduce((n, s) => n + s.competencies.length, 0)} competencies`,
    );
    await timed('GET /users/{id}/exam-results (subjects per result)', '/users/br-1/exam-results', reviewee);
  });
}
