import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_DIFFICULTIES } from '../constants.ts';
import { questionDraftSchema, type QuestionDraft } from '../forms/question.ts';
import { parseQuestionCsv, QUESTION_CSV_TEMPLATE, questionsToCsv } from './question-csv.ts';

// The layout before decision 0076, which still imports: no subject, competency or rationale.
const header = 'category,difficulty,passage,stem,option A,option B,option C,option D,correct';
const fullHeader =
  'category,subject,competency,difficulty,passage,stem,option A,option B,option C,option D,correct,rationale';
const row = (stem: string, correct = 'A') => `General Education,Easy,,${stem},one,two,three,four,${correct}`;
const failed = (text: string, options?: Parameters<typeof parseQuestionCsv>[1]) => {
  const result = parseQuestionCsv(text, options);
  if (result.ok) throw new Error('expected the import to fail');
  return result.errors;
};

describe('parseQuestionCsv', () => {
  it('should read every row of a clean file into questions', () => {
    const result = parseQuestionCsv(`${header}\n${row('First?')}\n${row('Second?', 'd')}\n`);
    expect(result).toEqual({
      ok: true,
      questions: [
        {
          category: 'General Education',
          difficulty: 'Easy',
          stem: 'First?',
          options: [
            { label: 'A', data: 'one' },
            { label: 'B', data: 'two' },
            { label: 'C', data: 'three' },
            { label: 'D', data: 'four' },
          ],
          correct: 'A',
        },
        expect.objectContaining({ stem: 'Second?', correct: 'D' }),
      ],
    });
  });

  it('should report a bad row on line 7 as line 7, counting line breaks inside quotes', () => {
    // Line 1 header; lines 2–4 one row whose passage holds two line breaks; line 5 a row;
    // line 6 blank (skipped, still counted); line 7 a row with no stem and a key that is no option.
    const text = [
      header,
      'General Education,Easy,"Read the poem:',
      'Ang pag-ibig,',
      'ay",What is the theme?,love,war,peace,home,A',
      row('Fine?'),
      '',
      'General Education,Easy,,,one,two,three,four,E',
      row('Also fine?'),
    ].join('\r\n');
    expect(failed(text)).toEqual([
      { line: 7, reason: 'Question is required; Correct answer must be the label of one of the options (A, B, C, D)' },
    ]);
  });

  it('should report every bad row, and import nothing', () => {
    const text = [header, row('Good?'), 'Math,Hard,,Bad?,1,2,,4,B', row('Good too?'), 'Math,Easy,,Short?,1,,,,A'].join(
      '\n',
    );
    expect(failed(text)).toEqual([
      { line: 3, reason: 'Difficulty must be Easy, Average or Difficult; Option C is required' },
      { line: 5, reason: 'Option B is required' },
    ]);
  });

  it('should take the header columns in any order and case, and the optional ones left out', () => {
    const text = 'Correct,STEM,Option_B,option a,Difficulty,Category\nB,Pick two,2,1,difficult,Math\n';
    expect(parseQuestionCsv(text)).toEqual({
      ok: true,
      questions: [
        {
          category: 'Math',
          difficulty: 'Difficult',
          stem: 'Pick two',
          options: [
            { label: 'A', data: '1' },
            { label: 'B', data: '2' },
          ],
          correct: 'B',
        },
      ],
    });
  });

  it('should report what is wrong with the header on its line', () => {
    expect(failed('category,difficulty,question,option A,option B,option B,correct\nx')).toEqual([
      {
        line: 1,
        reason:
          'Unknown column "question": the columns are category, subject, competency, difficulty, passage, stem, option A, option B, option C, option D, option E, option F, correct, rationale; ' +
          'Column "option B" appears twice in the header row; Column "stem" is missing from the header row',
      },
    ]);
    expect(failed('')).toEqual([
      {
        line: 1,
        reason: 'The file is empty: start from the template, keep its header row and add one question per row',
      },
    ]);
    expect(failed(`${header}\n\n`)).toEqual([{ line: 1, reason: 'The file has a header row but no questions' }]);
  });

  it('should report a row with more fields than the header, and a malformed quote, on their lines', () => {
    expect(failed(`${header}\n${row('Why, then?')}\n${row('He said "no"')}\n${row('Ok?')},`)).toEqual([
      {
        line: 2,
        reason: 'This row has 10 fields but the header has 9: a comma in a field needs the field in double quotes',
      },
      {
        line: 3,
        reason: 'A quote inside an unquoted field on line 3; quote the field and double the quote',
      },
    ]);
    expect(failed(`${header}\n${row('Ok?')}\n"General Education,Easy`)).toEqual([
      { line: 3, reason: 'The quote opened on line 3 is never closed' },
    ]);
  });

  it('should match categories to the exam categories, when given, whatever the case', () => {
    const categories = ['General Education', 'Professional Education'];
    const result = parseQuestionCsv(`${header}\n${row('Q?').replace('General Education', 'general education')}`, {
      categories,
    });
    expect(result.ok && result.questions[0]!.category).toBe('General Education');
    expect(failed(`${header}\n${row('Q?').replace('General Education', 'Gen Ed')}`, { categories })).toEqual([
      { line: 2, reason: 'Category "Gen Ed" is not an exam category (General Education, Professional Education)' },
    ]);
  });

  it('should read the subject, competency and rationale columns, and leave empty ones out', () => {
    const text = [
      fullHeader,
      'General Education,english,ge-eng-1.2,Easy,,Q?,one,two,three,four,A,<p>Because.</p>',
      'General Education,,,Easy,,R?,one,two,three,four,B,',
    ].join('\n');
    const subjectsOf = (category: string) =>
      category === 'General Education' ? { part: 'General Education', subjects: ['English', 'Filipino'] } : null;
    const result = parseQuestionCsv(text, { categories: ['General Education', 'Math'], subjectsOf });
    expect(result.ok && result.questions).toEqual([
      expect.objectContaining({ subject: 'English', competency: 'GE-ENG-1.2', rationale: '<p>Because.</p>' }),
      expect.not.objectContaining({ subject: expect.anything() }),
    ]);
    expect(result.ok && Object.keys(result.questions[1]!)).not.toEqual(
      expect.arrayContaining(['competency', 'rationale']),
    );
  });

  it('should name a subject not on its part list, a subject of a category of no part, and a bad code', () => {
    const subjectsOf = (category: string) =>
      category === 'General Education' ? { part: 'General Education', subjects: ['English', 'Filipino'] } : null;
    const text = [
      fullHeader,
      'General Education,Algebra,,Easy,,Q?,one,two,three,four,A,',
      'Math,English,,Easy,,Q?,one,two,three,four,A,',
      'General Education,English,GE ENG 1,Easy,,Q?,one,two,three,four,A,',
      `General Education,English,${'A'.repeat(21)},Easy,,Q?,one,two,three,four,A,`,
      `General Education,English,${'A'.repeat(20)},Easy,,Q?,one,two,three,four,A,${'x'.repeat(10_001)}`,
    ].join('\n');
    const code =
      'Competency code must be letters and digits, in groups joined by a dot or a hyphen (e.g. GE-ENG-1.2), at most 20 characters';
    expect(failed(text, { categories: ['General Education', 'Math'], subjectsOf })).toEqual([
      { line: 2, reason: 'Subject "Algebra" is not a subject of General Education (English, Filipino)' },
      { line: 3, reason: 'Subject "English" cannot be given: the category Math counts towards no LET part' },
      { line: 4, reason: code },
      { line: 5, reason: code },
      { line: 6, reason: 'Rationale must be at most 10,000 characters' },
    ]);
  });

  it('should name the cell that is too long', () => {
    expect(failed(`${header}\n${row('x'.repeat(10_001))}`)).toEqual([
      { line: 2, reason: 'Stem must be at most 10,000 characters' },
    ]);
  });

  it('should refuse more than 1,000 questions in one file', () => {
    // Row 1,001 is on line 1,002; the 499 after it are not reported one by one.
    const rows = Array.from({ length: 1_500 }, (_, i) => row(`Question ${i + 1}?`));
    expect(failed([header, ...rows].join('\n'))).toEqual([
      { line: 1_002, reason: 'A file holds at most 1,000 questions: split it and import each part' },
    ]);
    const thousand = parseQuestionCsv([header, ...rows.slice(0, 1_000)].join('\n'));
    expect(thousand.ok && thousand.questions).toHaveLength(1_000);
  });
});

describe('questionsToCsv', () => {
  it('should write the template that the import reads back', () => {
    const result = parseQuestionCsv(QUESTION_CSV_TEMPLATE);
    expect(result.ok).toBe(true);
    expect(QUESTION_CSV_TEMPLATE.split('\r\n')[0]).toBe(fullHeader);
    expect(result.ok && questionsToCsv(result.questions)).toBe(QUESTION_CSV_TEMPLATE);
  });

  it('should defuse a cell a spreadsheet would run, and the import should restore it', () => {
    const question: QuestionDraft = {
      category: 'Math',
      difficulty: 'Easy',
      stem: '=1+1',
      options: [
        { label: 'A', data: '-2' },
        { label: 'B', data: "'+2" },
        { label: 'C', data: "'Tis" },
        { label: 'D', data: '@2' },
      ],
      correct: 'A',
    };
    const text = questionsToCsv([question]);
    expect(text.split('\r\n')[1]).toBe("Math,,,Easy,,'=1+1,'-2,''+2,'Tis,'@2,A,");
    expect(parseQuestionCsv(text)).toEqual({ ok: true, questions: [question] });
  });

  it('should round-trip any valid questions', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Ñ', ' ', ',', '"', '\n', "'", '=', '-', '@', '+') });
    const draft = fc
      .record({
        category: text,
        difficulty: fc.constantFrom(...QUESTION_DIFFICULTIES),
        passage: fc.option(text, { nil: undefined }),
        stem: text,
        options: fc.array(text, { minLength: 2, maxLength: 6 }),
        correct: fc.nat({ max: 5 }),
        rationale: fc.option(text, { nil: undefined }),
        subject: fc.option(text, { nil: undefined }),
        competency: fc.option(fc.stringMatching(/^[A-Z0-9]{1,4}(?:[.-][A-Z0-9]{1,4}){0,3}$/), { nil: undefined }),
      })
      .map(({ options, correct, passage, rationale, subject, competency, ...rest }) =>
        questionDraftSchema.safeParse({
          ...rest,
          ...(passage === undefined ? {} : { passage }),
          ...(rationale === undefined ? {} : { rationale }),
          ...(subject === undefined ? {} : { subject }),
          ...(competency === undefined ? {} : { competency }),
          options: options.map((data, i) => ({ label: 'ABCDEF'[i]!, data })),
          correct: 'ABCDEF'[correct % options.length]!,
        }),
      )
      .filter((result) => result.success)
      .map((result) => result.data!)
      // An empty passage, rationale, subject or competency is written as none.
      .map(
        (question) =>
          Object.fromEntries(
            Object.entries(question).filter(
              ([key, value]) => !['passage', 'rationale', 'subject', 'competency'].includes(key) || value,
            ),
          ) as QuestionDraft,
      );
    fc.assert(
      fc.property(fc.array(draft, { minLength: 1, maxLength: 5 }), (questions) => {
        expect(parseQuestionCsv(questionsToCsv(questions))).toEqual({ ok: true, questions });
      }),
    );
  });
});
