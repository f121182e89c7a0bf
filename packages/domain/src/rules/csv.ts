/**
 * CSV as RFC 4180 writes it (https://www.rfc-editor.org/rfc/rfc4180), small enough for the
 * browser bundle: no parser in the workspace, and the maintained one (Papa Parse, about 7 KB
 * gzipped, not tree-shakeable) does not report the line a record starts on, which the question
 * import must (decision 0043).
 */

export interface CsvRecord {
  /** The 1-based line the record starts on, counting the line breaks inside quoted fields. */
  line: number;
  fields: string[];
  /** What is malformed in the record (a stray or unclosed quote), when anything is. */
  problem?: string;
}

const QUOTE = '"';

/**
 * Records of a CSV text: fields split on commas, records on CRLF, LF or CR; a field in double
 * quotes may hold commas, line breaks and doubled quotes. A leading byte-order mark (what a
 * spreadsheet saving "CSV UTF-8" writes) is skipped. Line breaks inside a field come back as LF.
 * A malformed record is returned with a `problem` and parsing goes on, except after a quote that
 * never closes, which swallows the rest of the text.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const end = text.length;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (at < end) {
    const record: CsvRecord = { line, fields: [] };
    const flag = (problem: string) => (record.problem ??= problem);
    for (;;) {
      let value = '';
      if (text[at] === QUOTE) {
        const opened = line;
        let closed = false;
        at++;
        while (at < end) {
          const char = text[at]!;
          if (char === QUOTE) {
            if (text[at + 1] === QUOTE) {
              value += QUOTE;
              at += 2;
              continue;
            }
            at++;
            closed = true;
            break;
          }
          if (char === '\r' || char === '\n') {
            at += char === '\r' && text[at + 1] === '\n' ? 2 : 1;
            line++;
            value += '\n';
            continue;
          }
          value += char;
          at++;
        }
        if (!closed) {
          flag(`The quote opened on line ${opened} is never closed`);
          record.fields.push(value);
          records.push(record);
          return records;
        }
        if (at < end && !isDelimiter(text[at]!)) {
          flag(`Text follows a closing quote on line ${line}; quote the whole field`);
          while (at < end && !isDelimiter(text[at]!)) value += text[at++];
        }
      } else {
        const start = at;
        while (at < end && !isDelimiter(text[at]!)) at++;
        value = text.slice(start, at);
        if (value.includes(QUOTE))
          flag(`A quote inside an unquoted field on line ${line}; quote the field and double the quote`);
      }
      record.fields.push(value);
      if (text[at] === ',') {
        at++;
        continue;
      }
      break;
    }
    if (text[at] === '\r') at++;
    if (text[at] === '\n') at++;
    line++;
    records.push(record);
  }
  return records;
}

const isDelimiter = (char: string): boolean => char === ',' || char === '\n' || char === '\r';

/** One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Records joined with CRLF, as RFC 4180 has it, ending with one. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
