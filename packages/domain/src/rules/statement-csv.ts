import {
  STATEMENT_LIMITS,
  statementMessages as m,
  type StatementDateFormat,
  type StatementMapping,
} from '../forms/statement-import.ts';
import { isCalendarDate } from './calendar.ts';
import { parseCsv, type CsvRecord } from './csv.ts';
import type { StatementRow } from './statement.ts';

/*
 * A bank's or an e-wallet's statement as CSV (the money trail, decision 0088), read with the
 * columns the cashier mapped: the first row that is not blank is the header, each row under it a
 * transaction. All or nothing: with any bad row nothing is imported, and each bad line comes back
 * with what is wrong, so no row is guessed at (pretix #5168: an import that acted on bad rows
 * e-mailed customers).
 */

/** A transaction of the statement: its line, its day (YYYY-MM-DD), the memo and the amount (0 when its cell is empty). */
export interface StatementFileRow extends StatementRow {
  date: string;
}

export interface StatementProblem {
  /** 1-based; the header is the first line that is not blank, and a quoted line break moves every later row down. */
  line: number;
  reason: string;
}

export type StatementCsvResult = { ok: true; rows: StatementFileRow[] } | { ok: false; problems: StatementProblem[] };

/** Lines with problems a refusal names; the rest are counted on one more line. */
const PROBLEMS_SHOWN = 50;

const columnKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const isBlank = (record: CsvRecord) => record.problem === undefined && record.fields.every((f) => f.trim() === '');

/** The header's names, for the form's column choices: the first row that is not blank, blanks left out. */
export function statementColumns(text: string): string[] {
  const header = parseCsv(text).find((record) => !isBlank(record));
  return [...new Set((header?.fields ?? []).map((name) => name.trim()).filter(Boolean))];
}

/** An amount as a statement writes it: 1234.5, 1,234.50, -500, (500.00) or PHP 1,234.50. */
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/**
 * The pesos of an amount cell: null when it is empty or a lone dash (a debit in a credit column),
 * NaN when it is no amount: a comma anywhere but between thousands, more than two decimals, text.
 */
export function statementAmount(cell: string): number | null {
  let text = cell.trim();
  if (text === '' || text === '-') return null;
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1).trim();
  }
  if (/^[+-]/.test(text)) {
    if (text.startsWith('-')) sign = -sign;
    text = text.slice(1).trim();
  }
  text = text.replace(/^(?:PHP|₱)\s*/i, '');
  if (!AMOUNT.test(text)) return Number.NaN;
  return sign * Number(text.replaceAll(',', ''));
}

/** A time after the day, which the statement's day does not need: `14:05`, `2:05:33 PM`. */
const TIME = String.raw`(?:[ T]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AP]M)?)?`;
const DATE_PATTERNS: Record<StatementDateFormat, RegExp> = {
  'YYYY-MM-DD': new RegExp(String.raw`^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})${TIME}$`, 'i'),
  'MM/DD/YYYY': new RegExp(String.raw`^(?<m>\d{1,2})/(?<d>\d{1,2})/(?<y>\d{4})${TIME}$`, 'i'),
  'DD/MM/YYYY': new RegExp(String.raw`^(?<d>\d{1,2})/(?<m>\d{1,2})/(?<y>\d{4})${TIME}$`, 'i'),
};

/** The day (YYYY-MM-DD) of a date cell written as `format`, a time after it allowed; null when it is none. */
export function statementDate(cell: string, format: StatementDateFormat): string | null {
  const parts = DATE_PATTERNS[format].exec(cell.trim())?.groups;
  if (!parts) return null;
  const day = `${parts.y}-${parts.m!.padStart(2, '0')}-${parts.d!.padStart(2, '0')}`;
  return isCalendarDate(day) ? day : null;
}

/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection: a cell starting with =, +,
 * -, @, a tab or a carriage return), unless it is a signed amount (-1,234.50) or a lone dash.
 */
function formulaStart(cell: string): string | null {
  if (cell.startsWith('\t')) return 'a tab';
  if (cell.startsWith('\r')) return 'a carriage return';
  const text = cell.trimStart();
  if (!/^[=+\-@]/.test(text) || text.trim() === '-') return null;
  const amount = statementAmount(text);
  return amount === null || Number.isNaN(amount) ? `“${text.charAt(0)}”` : null;
}

/** A cell as a reason quotes it: at most 30 characters. */
const quoted = (cell: string) => (cell.length > 30 ? `${cell.slice(0, 29)}…` : cell);

/** The amount an unquoted thousands comma split in two ("1" and "234.50"), when that is what the row shows. */
function splitAmountOf(fields: readonly string[], index: number): string | null {
  const [left = '', right = ''] = [fields[index]?.trim(), fields[index + 1]?.trim()];
  const joined = `${left},${right}`;
  return /^[+-]?\d{1,3}$/.test(left) && AMOUNT.test(joined.replace(/^[+-]/, '')) ? joined : null;
}

/**
 * Reads a statement with `mapping`. Either every row is read and all come back (blank rows
 * skipped), or nothing does and each bad line is named with all of what is wrong with it: a
 * broken quote, a count of fields other than the header's (an unquoted thousands comma said as
 * such), a cell a spreadsheet would run as a formula, a day not written as the mapping says, an
 * amount that is not one. At most 50 lines are named; a last one counts the rest.
 */
export function parseStatementCsv(text: string, mapping: StatementMapping): StatementCsvResult {
  const records = parseCsv(text).filter((record) => !isBlank(record));
  const [header, ...rows] = records;
  if (!header) return { ok: false, problems: [{ line: 1, reason: m.empty }] };
  if (header.problem) return { ok: false, problems: [{ line: header.line, reason: header.problem }] };

  const names = header.fields.map((name) => name.trim());
  const headerReasons: string[] = [];
  const indexOf = (name: string) => {
    const found = names.flatMap((column, index) => (columnKey(column) === columnKey(name) ? [index] : []));
    if (found.length === 0) headerReasons.push(m.missingColumn(name.trim(), names.filter(Boolean)));
    if (found.length > 1) headerReasons.push(m.duplicateColumn(name.trim()));
    return found[0] ?? -1;
  };
  const dateAt = indexOf(mapping.dateColumn);
  const amountAt = indexOf(mapping.amountColumn);
  const textAt = indexOf(mapping.textColumn);
  header.fields.forEach((cell, index) => {
    const start = formulaStart(cell);
    if (start) headerReasons.push(m.formula(quoted(cell.trim()), `${index + 1}`, start));
  });
  if (headerReasons.length > 0)
    return { ok: false, problems: [{ line: header.line, reason: headerReasons.join('; ') }] };
  if (rows.length === 0) return { ok: false, problems: [{ line: header.line, reason: m.noRows }] };
  const excess = rows[STATEMENT_LIMITS.rowsMax];
  if (excess) return { ok: false, problems: [{ line: excess.line, reason: m.tooManyRows }] };

  const columnName = (index: number) => (names[index] ? `“${names[index]}”` : `${index + 1}`);
  const read: StatementFileRow[] = [];
  const problems: StatementProblem[] = [];
  for (const row of rows) {
    const reasons: string[] = row.problem ? [row.problem] : [];
    // Exactly the header's count: a field too many is never taken for a trailing comma, as the
    // thousands comma of `1,500.00` before an empty last column would be.
    const count = row.fields.length;
    if (count !== names.length) {
      const split = count === names.length + 1 ? splitAmountOf(row.fields, amountAt) : null;
      reasons.push(m.fieldCount(count, names.length) + (split ? `: ${m.splitAmount(split)}` : ''));
    }
    row.fields.forEach((cell, index) => {
      const start = formulaStart(cell);
      if (start) reasons.push(m.formula(quoted(cell.trim()), columnName(index), start));
    });
    if (count !== names.length || row.problem) {
      problems.push({ line: row.line, reason: reasons.join('; ') });
      continue;
    }
    const dateCell = row.fields[dateAt]!.trim();
    const date = statementDate(dateCell, mapping.dateFormat);
    if (date === null)
      reasons.push(dateCell === '' ? m.dateEmpty : m.dateInvalid(quoted(dateCell), mapping.dateFormat));
    const amount = statementAmount(row.fields[amountAt]!);
    if (Number.isNaN(amount)) reasons.push(m.amountInvalid(quoted(row.fields[amountAt]!.trim())));
    if (reasons.length > 0) problems.push({ line: row.line, reason: reasons.join('; ') });
    else read.push({ line: row.line, date: date!, amount: amount ?? 0, text: row.fields[textAt]!.trim() });
  }
  if (problems.length === 0) return { ok: true, rows: read };
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  const more = problems.length - shown.length;
  if (more > 0) shown.push({ line: problems[PROBLEMS_SHOWN]!.line, reason: m.moreProblems(more) });
  return { ok: false, problems: shown };
}
