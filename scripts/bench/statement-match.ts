/**
 * Statement matching benchmark (decision 0087): 10,000 statement rows, each a memo that carries a
 * reference as a payer types it, against 10,000 waiting payments, through the domain's
 * `matchStatement`. Prints the first run (cold) and the median of the next 9, and the report.
 *
 *   pnpm bench:statement
 *
 * Not part of the test command. The money trail asks for a 10,000-row statement matched in under
 * 5 s on PostgreSQL; this is the matching alone, before any database work.
 */
import { matchStatement, statementSummary } from '../../packages/domain/src/rules/statement.ts';

const SIZE = 10_000;
const RUNS = 10;
/** The enrollments' reference alphabet (no 0/O or 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference of the center's form, RC- and 8 characters, distinct for each `i` below 32^6. */
function reference(i: number): string {
  let rest = i;
  let code = '';
  for (let k = 0; k < 8; k += 1) {
    code += ALPHABET[(rest + k * 11) % ALPHABET.length];
    rest = Math.floor(rest / ALPHABET.length);
  }
  return `RC-${code}`;
}

const payments = Array.from({ length: SIZE }, (_, i) => ({ id: `p${i}`, reference: reference(i), amount: 1_000 + i }));
// Written as payers write them: lower case, spaces for dashes, words around; one in ten pays a
// peso short, one in a hundred names no reference.
const rows = Array.from({ length: SIZE }, (_, i) => ({
  line: i + 2,
  text: i % 100 === 0 ? 'Instapay transfer' : `Payment ${reference(i).toLowerCase().replace('-', ' ')} Maria Santos`,
  amount: i % 10 === 0 ? 999 + i : 1_000 + i,
}));

const times: number[] = [];
let summary = '';
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  summary = statementSummary(matchStatement(rows, payments));
  times.push(performance.now() - start);
}
const [first, ...warm] = times;
warm.sort((a, b) => a - b);
console.log(`${SIZE.toLocaleString('en-US')} rows against ${SIZE.toLocaleString('en-US')} waiting payments`);
console.log(`first run ${Math.round(first!)} ms; median of ${warm.length} ${Math.round(warm[warm.length >> 1]!)} ms`);
console.log(summary);
