/**
 * The question bank as CSV (decision 0043): the column layout, the import that takes every row or
 * none, the export that the import reads back unchanged, and the template staff download.
 *
 * Layout, one question per row after a header row (column names in any order, any case):
 *
 *   category, subject, competency, difficulty, passage, stem, option A, option B, option C,
 *   option D, correct, rationale
 *
 * `passage` and options C to F may be left out or empty; `correct` is the correct option's
 * letter. `subject`, `competency` and `rationale` (decision 0076) may be left out or empty too: a
 * file written before them imports as it did; a subject is named by its title, one of the
 * subjects of the LET part the row's category counts towards. A cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) is written with a leading apostrophe, which the import removes.
 */
import { LIMITS, QUESTION_DIFFICULTIES } from '../constants.ts';
import { bankMessages as m } from '../forms/bank-messages.ts';
import { questionDraftSchema, type QuestionDraft } from '../forms/question.ts';
import { parseCsv, toCsv } from './csv.ts';

const OPTION_LETTERS = 'ABCDEF'.slice(0, LIMITS.questionOptionsMax).split('');
const optionColumn = (letter: string) => `option ${letter}`;

/** Every column of the layout, in the order the export and the template write them. */
export const QUESTION_CSV_COLUMNS = [
  'category',
  'subject',
  'competency',
  'difficulty',
  'passage',
  'stem',
  ...OPTION_LETTERS.map(optionColumn),
  'correct',
  'rationale',
] as const;
const REQUIRED_COLUMNS = ['category', 'difficulty', 'stem', optionColumn('A'), optionColumn('B'), 'correct'];
/** The export writes at least four option columns: the LET's A to D. */
const EXPORT_MIN_OPTIONS = 4;

const normalizeColumn = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

// Formula defusing that the import undoes exactly: a cell matching /^'*[=+\-@\t\r]/ gains one
// apostrophe on export; on import, an apostrophe followed by that pattern loses one. Any other
// cell (an apostrophe before ordinary text included) is left alone both ways.
const FORMULA = /^'*[=+\-@\t\r]/;
const DEFUSED = /^'(?='*[=+\-@\t\r])/;
const defuse = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);
const restore = (cell: string) => cell.replace(DEFUSED, '');

export interface QuestionCsvError {
  /** 1-based; the header row is line 1, and a quoted line break moves every later row down. */
  line: number;
  reason: string;
}

export type QuestionCsvResult = { ok: true; questions: QuestionDraft[] } | { ok: false; errors: QuestionCsvError[] };

/** The canonical spelling of `value` in `choices`, matched without regard to case. */
const canonical = (value: string, choices: readonly string[]) =>
  choices.find((choice) => choice.toLowerCase() === value.toLowerCase());

/**
 * The subjects a row of a category may name: the title of the LET part the category counts
 * towards and its subjects' titles, or null when the category counts towards no part.
 */
export type SubjectsOfCategory = (category: string) => { part: string; subjects: readonly string[] } | null;

interface QuestionCsvOptions {
  /** The exam categories' titles a row must name. */
  categories?: readonly string[];
  /** Given, a row's subject must be one of its category's; without it, any subject is read as written. */
  subjectsOf?: SubjectsOfCategory;
}

/**
 * Reads a question bank CSV. Either every row is a valid question and all come back, or nothing
 * does and every bad row is reported with its line and what is wrong, all reasons of a row in one
 * sentence list. Blank rows are skipped. A subject comes back as its title, spelt as the list
 * spells it.
 */
export function parseQuestionCsv(text: string, { categories, subjectsOf }: QuestionCsvOptions = {}): QuestionCsvResult {
  const records = parseCsv(text).filter(
    (record) => record.problem !== undefined || record.fields.some((field) => field.trim() !== ''),
  );
  const [header, ...rows] = records;
  if (!header) return { ok: false, errors: [{ line: 1, reason: m.csvEmpty }] };
  if (header.problem) return { ok: false, errors: [{ line: header.line, reason: header.problem }] };

  const known = new Map(QUESTION_CSV_COLUMNS.map((column) => [normalizeColumn(column), column as string]));
  const columns: (string | undefined)[] = [];
  const headerReasons: string[] = [];
  for (const name of header.fields) {
    const column = known.get(normalizeColumn(name));
    if (column === undefined && name.trim() !== '')
      headerReasons.push(m.csvUnknownColumn(name.trim(), QUESTION_CSV_COLUMNS));
    if (column !== undefined && columns.includes(column)) headerReasons.push(m.csvDuplicateColumn(column));
    columns.push(column);
  }
  for (const column of REQUIRED_COLUMNS) if (!columns.includes(column)) headerReasons.push(m.csvMissingColumn(column));
  if (headerReasons.length > 0) return { ok: false, errors: [{ line: header.line, reason: headerReasons.join('; ') }] };
  if (rows.length === 0) return { ok: false, errors: [{ line: header.line, reason: m.csvNoQuestions }] };

  const questions: QuestionDraft[] = [];
  const errors: QuestionCsvError[] = [];
  // Past the limit, one error on the first row too many; the rows after it are not read.
  const excess = rows[LIMITS.questionImportMax];
  rows.slice(0, LIMITS.questionImportMax).forEach((row) => {
    const reasons = rowReasons(row.fields, columns);
    if (row.problem) reasons.unshift(row.problem);
    if (reasons.length > 0) {
      errors.push({ line: row.line, reason: reasons.join('; ') });
      return;
    }
    const draft = draftOf(row.fields, columns, categories, subjectsOf);
    const result = questionDraftSchema.safeParse(draft.values);
    if (result.success && draft.reasons.length === 0) questions.push(result.data);
    else errors.push({ line: row.line, reason: [...draft.reasons, ...issueReasons(result)].join('; ') });
  });
  if (excess) errors.push({ line: excess.line, reason: m.csvTooManyRows });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, questions };
}

function rowReasons(fields: readonly string[], columns: readonly (string | undefined)[]): string[] {
  const extra = fields.slice(columns.length).some((field) => field.trim() !== '');
  return extra ? [m.csvTooManyFields(fields.length, columns.length)] : [];
}

function draftOf(
  fields: readonly string[],
  columns: readonly (string | undefined)[],
  categories?: readonly string[],
  subjectsOf?: SubjectsOfCategory,
) {
  const cell = (column: string) => {
    const index = columns.indexOf(column);
    return index < 0 ? '' : restore(fields[index] ?? '').trim();
  };
  const reasons: string[] = [];
  let category = cell('category');
  if (categories && category !== '') {
    const match = canonical(category, categories);
    if (match === undefined) reasons.push(m.csvUnknownCategory(category, categories));
    else category = match;
  }
  let subject = cell('subject');
  if (subjectsOf && subject !== '' && category !== '' && reasons.length === 0) {
    const list = subjectsOf(category);
    const match = list ? canonical(subject, list.subjects) : undefined;
    if (!list) reasons.push(m.csvSubjectWithoutPart(subject, category));
    else if (match === undefined) reasons.push(m.csvUnknownSubject(subject, list.part, list.subjects));
    else subject = match;
  }
  const competency = cell('competency');
  const rationale = cell('rationale');
  const difficulty = cell('difficulty');
  // Options up to the last one filled in: an empty one before it is reported by the schema.
  const cells = OPTION_LETTERS.map((letter) => cell(optionColumn(letter)));
  const filled = cells.findLastIndex((text) => text !== '') + 1;
  const passage = cell('passage');
  return {
    reasons,
    values: {
      category,
      difficulty: canonical(difficulty, QUESTION_DIFFICULTIES) ?? difficulty,
      ...(passage === '' ? {} : { passage }),
      stem: cell('stem'),
      options: cells
        .slice(0, Math.max(filled, LIMITS.questionOptionsMin))
        .map((data, i) => ({ label: OPTION_LETTERS[i]!, data })),
      correct: cell('correct').toUpperCase(),
      ...(rationale === '' ? {} : { rationale }),
      ...(subject === '' ? {} : { subject }),
      ...(competency === '' ? {} : { competency }),
    },
  };
}

const COLUMN_TITLES: Record<string, string> = {
  category: 'Category',
  difficulty: 'Difficulty',
  passage: 'Passage',
  stem: 'Stem',
  correct: 'Correct',
  rationale: 'Rationale',
  subject: 'Subject',
  competency: 'Competency',
};

/** The schema's messages, the generic length message prefixed with the cell it is about. */
function issueReasons(result: ReturnType<typeof questionDraftSchema.safeParse>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    if (!issue.message.startsWith('Must ')) return issue.message;
    const [key, index] = issue.path;
    const title =
      key === 'options' ? `Option ${OPTION_LETTERS[Number(index)]}` : (COLUMN_TITLES[String(key)] ?? String(key));
    return `${title} ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
  });
}

/**
 * The questions as CSV in the import's layout, which reads them back unchanged. Options are
 * written by position under A, B, C…, with as many option columns as the longest question needs
 * (at least A to D); `correct` is the letter of the correct option's position; `subject` is the
 * subject's title.
 */
export function questionsToCsv(questions: readonly QuestionDraft[]): string {
  const optionCount = Math.max(EXPORT_MIN_OPTIONS, ...questions.map((question) => question.options.length));
  const letters = OPTION_LETTERS.slice(0, optionCount);
  const header = [
    'category',
    'subject',
    'competency',
    'difficulty',
    'passage',
    'stem',
    ...letters.map(optionColumn),
    'correct',
    'rationale',
  ];
  const rows = questions.map((question) => {
    const correct = question.options.findIndex((option) => option.label === question.correct);
    return [
      question.category,
      question.subject ?? '',
      question.competency ?? '',
      question.difficulty,
      question.passage ?? '',
      question.stem,
      ...letters.map((_, i) => question.options[i]?.data ?? ''),
      OPTION_LETTERS[correct] ?? '',
      question.rationale ?? '',
    ].map(defuse);
  });
  return toCsv([header, ...rows]);
}

/** The CSV staff download to start from: the header row and two example questions. */
export const QUESTION_CSV_TEMPLATE = questionsToCsv([
  {
    category: 'General Education',
    subject: 'Mathematics',
    difficulty: 'Easy',
    stem: 'Which of the following is a prime number?',
    options: [
      { label: 'A', data: '21' },
      { label: 'B', data: '27' },
      { label: 'C', data: '29' },
      { label: 'D', data: '33' },
    ],
    correct: 'C',
    rationale: '<p>29 has no divisors but 1 and itself; 21 = 3 × 7, 27 = 3 × 9 and 33 = 3 × 11.</p>',
  },
  {
    category: 'Professional Education',
    subject: 'Facilitating Learner-Centered Teaching',
    difficulty: 'Average',
    passage:
      'Read the situation, then answer the question.\nTeacher Ana lets her Grade 4 pupils sort leaves by shape, size and colour before she names the groups.',
    stem: 'Which approach to teaching is Teacher Ana using?',
    options: [
      { label: 'A', data: 'Deductive' },
      { label: 'B', data: 'Inductive' },
      { label: 'C', data: 'Lecture' },
      { label: 'D', data: 'Drill' },
    ],
    correct: 'B',
    rationale:
      '<p>The pupils examine examples first and the teacher names the groups after: from the particular to the general, which is induction.</p>',
  },
]);
