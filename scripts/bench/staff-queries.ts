/**
 * Staff console benchmark (decision 0028): the payment queue with 10,000 waiting payments and
 * the enrollments table with 100,000 enrollments. Times, through the real app (`app.request`,
 * every middleware, the role guard, the contract's parsing), the first page of each, one
 * filter and one search, 50 times each after a warm-up, prints the p50 and p95, then prints
 * the EXPLAIN plan of each query those calls sent, to show the indexes they use.
 *
 *   pnpm bench:staff                                           PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:staff
 *
 * On PostgreSQL it works in a schema of its own (bench_staff_<random>) and drops it at the end.
 * Not part of the test command: it takes about a minute to fill the database.
 */
import { benchSession, withBenchDatabase } from '../lib/bench-database.ts';
import { withSourceCondition } from '../lib/source-condition.ts';

const RUNS = 50;
const ENROLLMENTS = 100_000; // every tenth waits for review: 10,000
const USERS = 25_000; // four enrollments each, one per offering

// The API's modules resolve to their TypeScript source under this condition.
await withSourceCondition(main);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const { countRows, explain, fillStaffBench } = await import('../../apps/api/src/demo/staff-enrollments-bench.ts');
  const { seed } = await import('../../apps/api/src/demo/seed.ts');
  const { createApp } = await import('../../apps/api/src/app.ts');
  const { memoryMailer } = await import('../../apps/api/src/platform/mail/mailer.ts');

  await withBenchDatabase('staff', async (db, engine) => {
    const started = performance.now();
    await seed(db, { log: () => {} });
    await fillStaffBench(db, { users: USERS, enrollments: ENROLLMENTS });

    const token = await benchSession(db, 'bench-admin', 'admin');
    console.log(
      `${engine}: ${await countRows(db, 'enrollments')} enrollments, ` +
        `${await countRows(db, 'enrollments', true)} waiting for review, filled in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );

    const app = createApp({ db, mailer: memoryMailer() });
    const cases: [string, string][] = [
      ['queue: first page', '/admin/enrollments?limit=25'],
      ['queue: filter (payment option BPI)', '/admin/enrollments?limit=25&paymentOption=BPI'],
      ['queue: search (reference prefix)', '/admin/enrollments?limit=25&search=rc-b00123'],
      ['table: first page (newest first)', '/admin/enrollments/all?limit=50'],
      ['table: filter (Active, Cebu)', '/admin/enrollments/all?limit=50&status=Active&branch=Cebu'],
      ['table: search (name prefix)', '/admin/enrollments/all?limit=50&search=bench12%20reviewee'],
      ['table: sort by next due date', '/admin/enrollments/all?limit=50&sort=nextDueDate'],
    ];
    const call = async (url: string) => {
      const response = await app.request(`/api/v2${url}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { docs: unknown[]; totalDocs: number };
    };

    console.log('call'.padEnd(40), 'rows  matches   p50 ms   p95 ms');
    for (const [label, url] of cases) {
      for (let i = 0; i < 3; i++) await call(url); // warm-up
      const times: number[] = [];
      let last = { docs: [] as unknown[], totalDocs: 0 };
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        last = await call(url);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        label.padEnd(40),
        String(last.docs.length).padStart(4),
        String(last.totalDocs).padStart(8),
        percentile(times, 50).toFixed(1).padStart(8),
        percentile(times, 95).toFixed(1).padStart(8),
      );
    }

    // The plans: every select one call of each case sends, captured at the executor.
    const executor = db.getExecutor() as unknown as {
      executeQuery: (query: { sql: string; parameters: readonly unknown[] }, ...rest: unknown[]) => Promise<unknown>;
    };
    const original = executor.executeQuery.bind(executor);
    for (const [label, url] of cases) {
      const captured: { sql: string; parameters: readonly unknown[] }[] = [];
      executor.executeQuery = (query, ...rest) => {
        if (
          /^\s*(\/\*.*?\*\/\s*)?select/i.test(query.sql) &&
          !/from "sessions"|from "users" where "id" = \$1$/.test(query.sql)
        )
          captured.push(query);
        return original(query, ...rest);
      };
      await call(url);
      executor.executeQuery = original;
      console.log(`\n=== ${label}: ${url}`);
      // The page and its count; the rest read a page's users, offerings, payments and files by key.
      for (const query of captured.filter((q) => /"enrollments" as "e"/.test(q.sql))) {
        console.log(`-- ${query.sql.slice(0, 160).replace(/\s+/g, ' ')}…`);
        for (const line of await explain(db, query)) console.log(line);
      }
    }
  });
}
