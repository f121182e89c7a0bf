/**
 * Practice queue benchmark (decision 0081): the demo reviewee with 5,000 scheduled items, half
 * of them due, and through the real app (every middleware, the contract's parsing) the two reads
 * a practice visit makes: the overview (what is due today and this week, the subjects) and the
 * queue's session of 50 items. Prints the median of 9 runs of each after a warm-up.
 *
 *   pnpm bench:practice-queue                                           PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:practice-queue
 *
 * On PostgreSQL it works in a schema of its own and drops it at the end. Not part of the test
 * command. Target (issue's performance section): the queue read in under 50 ms at the API.
 */
import { randomBytes } from 'node:crypto';
import { withBenchDatabase } from '../lib/bench-database.ts';
import { withSourceCondition } from '../lib/source-condition.ts';
import { timedCalls } from '../lib/timed-calls.ts';

const CARDS = 5_000;
const RUNS = 9;

await withSourceCondition(main);

async function main() {
  const { seed } = await import('../../apps/api/src/demo/seed.ts');
  const { createApp } = await import('../../apps/api/src/app.ts');
  const { hashToken } = await import('../../apps/api/src/platform/auth/tokens.ts');
  const { memoryMailer } = await import('../../apps/api/src/platform/mail/mailer.ts');

  await withBenchDatabase('practice', async (db, engine) => {
    const started = performance.now();
    let files = 0;
    await seed(db, { demo: true, log: () => {}, saveFile: async () => `bench-file-${++files}` });
    const reviewee = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@review-center.local')
      .executeTakeFirstOrThrow();
    const subject = await db.selectFrom('subjects').select('id').limit(1).executeTakeFirstOrThrow();
    const now = Date.now();
    for (let start = 0; start < CARDS; start += 500) {
      const ids = Array.from({ length: Math.min(500, CARDS - start) }, (_, i) => `bench-q-${start + i}`);
      await db
        .insertInto('questions')
        .values(
          ids.map((id) => ({
            id,
            data: `<p>Bench question ${id}</p>`,
            options: JSON.stringify([
              { label: 'A', data: 'Right' },
              { label: 'B', data: 'Wrong' },
            ]),
            correct: 'A',
            rationale: '<p>Because A.</p>',
            category_id: 'general-education',
            subject_id: subject.id,
            practice_eligible: true,
          })),
        )
        .execute();
      await db
        .insertInto('review_cards')
        .values(
          ids.map((id, i) => ({
            user_id: reviewee.id,
            question_id: id,
            // Half overdue (up to 30 days), half due within the next 60 days.
            due: new Date(now + (((start + i) % 2 === 0 ? -1 : 2) * ((start + i) % 30) + 1) * 86_400_000),
            stability: 3,
            difficulty: 5,
            elapsed_days: 1,
            scheduled_days: 3,
            learning_steps: 0,
            reps: 2,
            lapses: 0,
            state: 2,
            last_review: new Date(now - 3 * 86_400_000),
            source: 'practice' as const,
          })),
        )
        .execute();
    }
    const token = randomBytes(24).toString('base64url');
    await db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: reviewee.id, expires_at: new Date(now + 86_400_000) })
      .execute();
    console.log(
      `${engine}: the demo reviewee with ${CARDS} scheduled items, filled in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const app = createApp({ db, mailer: memoryMailer() });
    const timed = timedCalls(app, RUNS, { digits: 1 });
    const overview = await timed<{ dueToday: number; dueThisWeek: number }>(
      'GET /users/{id}/practice (overview)',
      `/users/${reviewee.id}/practice`,
      token,
    );
    console.log(`  due today ${overview.dueToday}, this week ${overview.dueThisWeek}`);
    const session = await timed<{ items: unknown[] }>(
      'GET /users/{id}/practice/items?from=queue&size=50 (the queue)',
      `/users/${reviewee.id}/practice/items?from=queue&size=50`,
      token,
    );
    console.log(`  ${session.items.length} items drawn`);
  });
}
