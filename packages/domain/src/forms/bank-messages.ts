import { LIMITS } from '../constants.ts';

/**
 * A question's longest competency code (decision 0076), e.g. "GE-ENG-1.2": ours, the PRC sets no
 * format. Here rather than in LIMITS, which every page of the site loads.
 */
export const COMPETENCY_CODE_MAX = 20;

/**
 * The messages of the question bank, the exam templates staff write and the question CSV import
 * (decision 0043), in the style of `fieldMessages`: each names the field and what is wrong. Kept
 * apart from `fieldMessages` so that the reviewees' form pages do not download the staff's
 * strings (decision 0033).
 */
export const bankMessages = {
  questionCategoryRequired: 'Category is required',
  difficultyInvalid: 'Difficulty must be Easy, Average or Difficult',
  stemRequired: 'Question is required',
  optionRequired: (label: string) => `Option ${label} is required`,
  optionLabelRequired: 'Option label is required',
  optionsCount: `A question needs ${LIMITS.questionOptionsMin} to ${LIMITS.questionOptionsMax} options`,
  optionLabelsUnique: 'Each option needs a label of its own',
  correctRequired: 'Correct answer is required',
  correctNotAnOption: (labels: readonly string[]) =>
    `Correct answer must be the label of one of the options (${labels.join(', ')})`,
  competencyInvalid: `Competency code must be letters and digits, in groups joined by a dot or a hyphen (e.g. GE-ENG-1.2), at most ${COMPETENCY_CODE_MAX} characters`,
  subjectNotInPart: (part: string, subjects: readonly string[]) =>
    subjects.length
      ? `Subject must be one of the subjects of ${part} (${subjects.join(', ')})`
      : `Subject must be left empty: ${part} has no subjects yet`,
  subjectWithoutPart: (category: string) =>
    `Subject must be left empty: the category ${category} counts towards no LET part`,

  subjectTitleRequired: 'Subject title is required',
  subjectPartInvalid: 'Part must be General Education, Professional Education or Specialization',
  subjectSpecializationRequired: 'Specialization is required for a subject of the specialization part',
  subjectSpecializationUnexpected: 'Specialization must be left empty outside the specialization part',

  examNameRequired: 'Exam name is required',
  slugInvalid: 'Slug must be lower-case letters and digits, words joined by single hyphens (e.g. gen-ed-mock-1)',
  examCategoryRequired: 'Exam category is required',
  availableFromInvalid: 'Available from must be a date and time',
  availableUntilInvalid: 'Available until must be a date and time',
  windowOrder: 'Available until must be later than available from',
  durationInvalid: `Duration must be a whole number of minutes from 1 to ${LIMITS.examDurationMaxMinutes.toLocaleString('en-US')}`,
  examQuestionsRequired: 'Pick at least one question',
  examQuestionsMax: `An exam has at most ${LIMITS.examQuestionsMax} questions`,
  examQuestionPickedTwice: 'Each question can be picked only once',
  drawsRequired: 'Draw from at least one category',
  drawCountInvalid: 'Number of questions must be a whole number of at least 1',
  drawCategoryTwice: 'Each category can be drawn from only once',
  questionSourceInvalid: 'Choose whether questions are picked or drawn at random',
  audienceOfferingsRequired: 'Choose at least one offering, or everyone signed in',
  audienceInvalid: 'Choose who may take the exam',

  // The CSV import: what is wrong with the file or a row.
  csvEmpty: 'The file is empty: start from the template, keep its header row and add one question per row',
  csvNoQuestions: 'The file has a header row but no questions',
  csvUnknownColumn: (column: string, columns: readonly string[]) =>
    `Unknown column "${column}": the columns are ${columns.join(', ')}`,
  csvMissingColumn: (column: string) => `Column "${column}" is missing from the header row`,
  csvDuplicateColumn: (column: string) => `Column "${column}" appears twice in the header row`,
  csvTooManyFields: (found: number, expected: number) =>
    `This row has ${found} fields but the header has ${expected}: a comma in a field needs the field in double quotes`,
  csvTooManyRows: `A file holds at most ${LIMITS.questionImportMax.toLocaleString('en-US')} questions: split it and import each part`,
  csvUnknownCategory: (category: string, categories: readonly string[]) =>
    `Category "${category}" is not an exam category (${categories.join(', ')})`,
  csvUnknownSubject: (subject: string, part: string, subjects: readonly string[]) =>
    subjects.length
      ? `Subject "${subject}" is not a subject of ${part} (${subjects.join(', ')})`
      : `Subject "${subject}" is not a subject of ${part}, which has none yet`,
  csvSubjectWithoutPart: (subject: string, category: string) =>
    `Subject "${subject}" cannot be given: the category ${category} counts towards no LET part`,
} as const;
