/**
 * Statement import benchmark (decision 0088): 10,000 payments waiting for review (the staff
 * bench's data, bench:staff) and a 10,000-row GCash statement whose memos carry their references
 * as payers type them, uploaded through the real app (multipart, the role guard, the contract's
 * parsing): the file read and checked, the waiting payments read, matched, and every row kept
 * with the channel's columns. Prints the first upload and the median of the next ones, and the
 * report. Nothing is confirmed: a confirmation approves payments one by one (decision 0088).
 *
 *   pnpm bench:statement-import                                           PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:statement-import
 *
 * On PostgreSQL it works in a schema of its own and drops it at the end. Not part of the test
 * command. Target (the money trail): a 10,000-row statement matched in under 5 s on PostgreSQL.
 */
import { benchSession, withBenchDatabase } from '../lib/bench-database.ts';
import { withSourceCondition } from '../lib/source-condition.ts';

const ROWS = 10_000;
const RUNS = 5;
const ENROLLMENTS = 100_000; // every tenth waits for review: 10,000
const USERS = 25_000;

await withSourceCondition(main);

async function main() {
  const { fillStaffBench } = await import('../../apps/api/src/demo/staff-enrollments-bench.ts');
  const { seed } = await import('../../apps/api/src/demo/seed.ts');
  const { createApp } = await import('../../apps/api/src/app.ts');
  const { memoryMailer } = await import('../../apps/api/src/platform/mail/mailer.ts');

  await withBenchDatabase('statement', async (db, engine) => {
    const started = performance.now();
    await seed(db, { log: () => {} });
    await fillStaffBench(db, { users: USERS, enrollments: ENROLLMENTS });
    const token = await benchSession(db, 'bench-cashier', 'cashier');
    const waiting = await db
      .selectFrom('enrollments')
      .select('reference')
      .where('status', '=', 'Payment Review')
      .orderBy('reference')
      .execute();
    console.log(
      `${engine}: ${waiting.length.toLocaleString('en-US')} payments waiting for review, filled in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // As payers write them: lower case, spaces for the dash, a name after; one in ten pays a
    // peso short, one in a hundred names no reference.
    const lines = waiting.slice(0, ROWS).map(({ reference }, i) => {
      const memo =
        i % 100 === 0 ? 'Instapay transfer' : `GCash ${reference.toLowerCase().replace('-', ' ')} Maria Santos`;
      const amount = i % 10 === 0 ? '"10,499.00"' : '"10,500.00"';
      return `2026-11-${String(1 + (i % 28)).padStart(2, '0')} 09:15,${memo},,${amount},"1,000,000.00"`;
    });
    const csv = ['Date,Description,Debit,Credit,Balance', ...lines].join('\r\n');
    console.log(`a statement of ${lines.length.toLocaleString('en-US')} rows, ${(csv.length / 1024).toFixed(0)} KB\n`);

    const app = createApp({ db, mailer: memoryMailer() });
    const upload = async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        channel: 'GCash',
        dateColumn: 'Date',
        amountColumn: 'Credit',
        textColumn: 'Description',
        dateFormat: 'YYYY-MM-DD',
      }))
        form.append(key, value);
      form.append('file', new File([csv], 'gcash-november.csv', { type: 'text/csv' }));
      const response = await app.request('/api/v2/admin/statement-imports', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (response.status !== 200) throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { problems: unknown[]; statementImport: { summary: string } | null };
      if (!answer.statementImport) throw new Error(`the statement was refused: ${JSON.stringify(answer.problems)}`);
      return answer.statementImport.summary;
    };

    const times: number[] = [];
    let summary = '';
    for (let run = 0; run < RUNS; run += 1) {
      const t0 = performance.now();
      summary = await upload();
      times.push(performance.now() - t0);
    }
    const [first, ...warm] = times;
    warm.sort((a, b) => a - b);
    console.log(
      `upload, read, match and keep: first ${Math.round(first!)} ms; median of ${warm.length} ${Math.round(warm[warm.length >> 1]!)} ms`,
    );
    console.log(summary);
  });
}
