import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';

describe('parseCsv', () => {
  it('should split fields on commas and records on CRLF, LF or CR', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 3, fields: ['e', 'f'] },
      { line: 4, fields: ['g', ''] },
    ]);
  });

  it('should read commas, doubled quotes and line breaks inside quotes, counting the lines', () => {
    // Record 2 starts on line 2 and ends on line 4 (two line breaks in its quotes); record 3 is on line 5.
    const text = 'stem,correct\r\n"Read: ""Ang alamat"", then\r\nanswer,\nplease",A\r\nnext,B';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['stem', 'correct'] },
      { line: 2, fields: ['Read: "Ang alamat", then\nanswer,\nplease', 'A'] },
      { line: 5, fields: ['next', 'B'] },
    ]);
  });

  it('should skip a byte-order mark and keep a blank line as one empty field', () => {
    expect(parseCsv('\uFEFFa\n\nb')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: [''] },
      { line: 3, fields: ['b'] },
    ]);
  });

  it('should flag a stray quote and text after a closing quote, and go on', () => {
    expect(parseCsv('a "b",c\n"d"e,f\ng,h')).toEqual([
      {
        line: 1,
        fields: ['a "b"', 'c'],
        problem: 'A quote inside an unquoted field on line 1; quote the field and double the quote',
      },
      { line: 2, fields: ['de', 'f'], problem: 'Text follows a closing quote on line 2; quote the whole field' },
      { line: 3, fields: ['g', 'h'] },
    ]);
  });

  it('should report a quote that never closes on the line it opened', () => {
    expect(parseCsv('a,b\nc,"d\ne,f\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd\ne,f\n'], problem: 'The quote opened on line 2 is never closed' },
    ]);
  });

  it('should read back what toCsv writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', 'ñ', '=') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1 }), (rows) => {
        expect(parseCsv(toCsv(rows)).map((record) => record.fields)).toEqual(rows);
      }),
    );
  });
});
