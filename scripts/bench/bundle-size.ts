/**
 * First-load JavaScript per route of the built site, gzipped, against each route's budget
 * (route-sizes.ts: every route at most 200 KB, /login and /support 180 KB, /home 160 KB; the test
 * command enforces the same, bundle-budget.test.ts). Reads Vite's manifest; run after
 * `pnpm --filter @review-center/site build`.
 *
 *   pnpm bench:bundle            prints a table
 *   pnpm bench:bundle --json     machine-readable
 *
 * Also: ApexCharts in no route but My Progress (docs/architecture.md#performance-budget).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { KB, measureRoutes, siteDist as dist } from './route-sizes.ts';

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const rows = measureRoutes().map((row) => ({
  route: row.route,
  kb: kb(row.bytes),
  brotliKb: kb(row.brotliBytes),
  chunks: row.chunks,
  goalKb: row.goalKb,
  budgetKb: row.budgetKb,
  hasApexCharts: [...row.files, ...row.modules].some((name) => /apexcharts/i.test(name)),
}));

if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else {
  console.log('First-load JS per route: gzip -9 (the budget), and Brotli (what the server sends)');
  console.log(`  ${'route'.padEnd(26)} ${'gzip'.padStart(9)}  ${'goal'.padStart(6)}  ${'brotli'.padStart(11)}  chunks`);
  for (const row of rows) {
    const status =
      row.kb > row.budgetKb
        ? '  OVER BUDGET'
        : row.kb > row.goalKb
          ? `  above its goal (held at ${row.budgetKb} KB)`
          : '';
    console.log(
      `  ${row.route.padEnd(26)} ${row.kb.toFixed(1).padStart(6)} KB  ${String(row.goalKb).padStart(3)} KB  ${row.brotliKb.toFixed(1).padStart(7)} KB br  ${String(row.chunks).padStart(2)}${row.hasApexCharts ? '  (ApexCharts)' : ''}${status}`,
    );
  }
  const within = rows.filter((row) => row.kb <= row.goalKb).length;
  console.log(
    `\n${within} of ${rows.length} routes within their goal; ${rows.filter((row) => row.kb > row.budgetKb).length} over budget.`,
  );
}

/*
 * The staff console (apps/staff, decision 0025): its own budget, 250 KB gzipped on its first
 * page, the scripts its page loads at once (the entry and what it preloads).
 */
const staffDist = path.resolve(dist, '../../staff/dist');
const staffPage = readFileSync(path.join(staffDist, 'index.html'), 'utf8');
const staffScripts = [...staffPage.matchAll(/(?:src|href)="\/staff\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
const staffKb =
  staffScripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(staffDist, file)), { level: 9 }).length, 0) /
  KB;
if (process.argv.includes('--json'))
  console.log(JSON.stringify({ staff: { kb: staffKb, chunks: staffScripts.length } }));
else console.log(`/staff: ${staffKb.toFixed(1)} KB gzipped of its 250 KB budget (${staffScripts.length} scripts)`);
