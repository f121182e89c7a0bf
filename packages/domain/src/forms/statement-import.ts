import * as z from 'zod/mini';
import { LIMITS, PAYMENT_OPTIONS } from '../constants.ts';
import { requiredText } from './fields.ts';

/*
 * The statement import's form (the money trail, decision 0088): the payment channel whose
 * statement it is, and which of the file's columns holds the date, the amount and the memo, with
 * how the dates are written. The channel's columns are kept and offered the next time. One schema
 * serves the console's form and the server's check (docs/style.md#data); the file itself is read
 * by `parseStatementCsv`.
 */

/** How a bank or an e-wallet writes a day: the order of its parts is never guessed. */
export const STATEMENT_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

/** Bounds of one statement: as many rows as the money trail's benchmark matches, in a file of at most 5 MB. */
export const STATEMENT_LIMITS = { rowsMax: 10_000, fileMaxBytes: 5 * 1024 * 1024 } as const;

const thousands = (count: number) => count.toLocaleString('en-US');

export const statementMessages = {
  channelRequired: 'Choose the payment channel of the statement',
  dateColumnRequired: 'Choose the column that holds the date',
  amountColumnRequired: 'Choose the column that holds the amount',
  textColumnRequired: 'Choose the column that holds the reference or memo',
  dateFormatRequired: 'Choose how the dates are written',
  columnsDistinct: 'Choose a column of its own for the date, the amount and the memo',
  fileRequired: 'Choose the statement’s CSV file',
  fileTooLarge: `The file is larger than ${STATEMENT_LIMITS.fileMaxBytes / 1024 / 1024} MB: split it`,
  notUtf8: 'The text is not UTF-8: save the file from the spreadsheet as “CSV UTF-8” and import it again',
  empty: 'The file is empty',
  noRows: 'The file has no rows under its header row',
  missingColumn: (name: string, columns: readonly string[]) =>
    `The file has no column “${name}”; its columns are ${columns.map((c) => `“${c}”`).join(', ')}`,
  duplicateColumn: (name: string) => `Two columns are named “${name}”: rename one`,
  fieldCount: (found: number, expected: number) => `The row has ${found} fields where the header has ${expected}`,
  splitAmount: (amount: string) =>
    `the amount ${amount} seems split at its thousands comma: put it in quotes (“${amount}”) or save the file without thousands separators`,
  /** `start` is the character as said: `“=”`, `a tab`. */
  formula: (cell: string, column: string, start: string) =>
    `The cell “${cell}” in column ${column} starts with ${start}, which a spreadsheet runs as a formula: take it out`,
  dateEmpty: 'The date is empty',
  dateInvalid: (text: string, format: StatementDateFormat) => `The date “${text}” is not a day written as ${format}`,
  amountInvalid: (text: string) => `The amount “${text}” is not an amount in pesos like 1234.50 or 1,234.50`,
  tooManyRows: `A statement may have at most ${thousands(STATEMENT_LIMITS.rowsMax)} rows: split the file`,
  moreProblems: (lines: number) => `${thousands(lines)} more lines have problems too: fix these first`,
} as const;

const column = (message: string) => requiredText(message, LIMITS.textMax);

/** The channel, which of the file's columns (by their header's names) holds what, and how its dates are written. */
export const statementImportInputSchema = z
  .object({
    channel: z.enum(PAYMENT_OPTIONS, statementMessages.channelRequired),
    dateColumn: column(statementMessages.dateColumnRequired),
    amountColumn: column(statementMessages.amountColumnRequired),
    textColumn: column(statementMessages.textColumnRequired),
    dateFormat: z.enum(STATEMENT_DATE_FORMATS, statementMessages.dateFormatRequired),
  })
  .check(
    // Said under the amount column: the error summary links one field for the three.
    z.refine(
      ({ dateColumn, amountColumn, textColumn }) =>
        new Set([dateColumn, amountColumn, textColumn].map((name) => name.trim().toLowerCase())).size === 3,
      { message: statementMessages.columnsDistinct, path: ['amountColumn'] },
    ),
  );
export type StatementImportInput = z.output<typeof statementImportInputSchema>;

/** A channel's columns: what the import kept of its last file, offered the next time. */
export type StatementMapping = Omit<StatementImportInput, 'channel'>;
