import { callEndpoint } from '@review-center/api-client/react';
import { Badge, Button, Link, Spinner, TextField } from '@review-center/design-system';
import {
  QUESTION_CSV_TEMPLATE,
  QUESTION_DIFFICULTIES,
  type Category,
  type QuestionDifficulty,
} from '@review-center/domain';
import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { apiClient } from '../../app/api-client.ts';
import { defineList, ResourceList, useListFilters } from '../../app/resource/ResourceList.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { plainText, stateOf, subjectName, useCategoryChoices, useSubjects } from './question-labels.ts';
import { counted } from '../../app/counted.ts';
import { notify } from '../../app/notify.ts';
import { saveFile, useExport } from '../../app/download.ts';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { Panel as PagePanel } from '../../app/Panel.ts';

/** A row of the file the server refused, by its line. */
type ImportProblem = { line: number; reason: string };

const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });

const Panel = styled(PagePanel)`
  form,
  .file {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-3);
    align-items: center;
  }
  form > [role='alert'] {
    flex-basis: 100%;
  }
  .error {
    color: var(--ds-color-danger);
    flex-basis: 100%;
  }
`;

/**
 * The question bank (decision 0049): search and filter the questions, add one, import a CSV
 * file (all or nothing, every bad row named by its line, decision 0043), export, download the
 * template, and keep the list of exam categories.
 */
export function QuestionBankPage() {
  const categories = useCategoryChoices();
  const titleOf = new Map(categories.map((c) => [c.id, c.name]));
  const subjects = useSubjects();
  const subjectOf = new Map(subjects.map((s) => [s._id, s.title]));

  const questions = defineList({
    call: 'listBankQuestions',
    noun: 'questions',
    label: 'Questions',
    pagesLabel: 'Question pages',
    filters: [
      { key: 'search', label: 'Search', type: 'text' },
      { key: 'category', label: 'Category', allLabel: 'Any category', options: categories },
      {
        key: 'subject',
        label: 'LET subject',
        allLabel: 'Any subject',
        options: [
          { id: 'none', name: 'No subject yet' },
          ...subjects.map((s) => ({ id: s._id, name: subjectName(s) })),
        ],
      },
      {
        key: 'competency',
        label: 'Competency',
        type: 'text',
        description: 'The codes that start with this (GE-ENG finds GE-ENG-1.2).',
      },
      { key: 'difficulty', label: 'Difficulty', allLabel: 'Any difficulty', values: QUESTION_DIFFICULTIES },
      // Unset, the server lists the current questions.
      {
        key: 'status',
        label: 'State',
        allLabel: 'Current',
        options: [
          { id: 'retired', name: 'Retired' },
          { id: 'all', name: 'All' },
        ],
      },
    ],
    columns: [
      {
        name: 'Question',
        cell: (question) => (
          <Link href={`/questions/${question._id}`}>{plainText(question.stem).slice(0, 120) || '(no text)'}</Link>
        ),
      },
      { name: 'Category', cell: (question) => (question.category && titleOf.get(question.category)) ?? 'None' },
      { name: 'Subject', cell: (question) => (question.subject && subjectOf.get(question.subject)) ?? 'None' },
      { name: 'Competency', cell: (question) => question.competency ?? 'None' },
      { name: 'Difficulty', cell: (question) => question.difficulty ?? 'None' },
      { name: 'Correct', cell: (question) => question.correct },
      {
        name: 'State',
        cell: (question) => (
          <Badge variant={stateOf(question) === 'Current' ? 'success' : 'neutral'}>{stateOf(question)}</Badge>
        ),
      },
    ],
    count: (total) => counted(total, 'question'),
    empty: () => 'No questions match.',
  });
  // The export takes the filters the list shows (not the search or state: the export has neither).
  const { values: filters } = useListFilters(questions.filters!);
  const exportCsv = useExport(
    () =>
      callEndpoint(apiClient, 'exportBankQuestions', {
        query: {
          category: filters.category,
          subject: filters.subject,
          competency: filters.competency,
          difficulty: filters.difficulty as QuestionDifficulty | undefined,
        },
      }),
    (result) => {
      saveFile('question-bank.csv', csvBlob(result.csv));
      notify(`Exported ${counted(result.count, 'question')}`);
    },
  );

  return (
    <ResourceList
      title="Question bank"
      actions={
        <>
          <ButtonRow>
            <Link href="/questions/new">New question</Link>
            <Button
              variant="secondary"
              onPress={() => saveFile('question-template.csv', csvBlob(QUESTION_CSV_TEMPLATE))}
            >
              Download the CSV template
            </Button>
            <Button variant="secondary" onPress={() => exportCsv.mutate()} isPending={exportCsv.isPending}>
              Export CSV
            </Button>
          </ButtonRow>
          <ImportPanel />
          <h2>Questions</h2>
        </>
      }
      list={questions}
    >
      <CategoriesPanel />
    </ResourceList>
  );
}

/** Import: a CSV file is read here and sent whole; the server answers every bad row, or imports all. */
function ImportPanel() {
  const importCall = useStaffAction('importBankQuestions');
  const [answer, setAnswer] = useState<{ file: string; imported: number; problems: ImportProblem[] } | null>(null);
  // The file chosen stays chosen after a refusal: importing again sends it again.
  const form = useRecordForm({
    initial: { file: null as File | null },
    parse: ({ file }) =>
      file
        ? ({ success: true, data: file } as const)
        : ({
            success: false,
            error: { issues: [{ path: ['file'], message: 'Choose a CSV file to import' }] },
          } as const),
    save: async (file) => {
      setAnswer(null);
      return { file: file.name, ...(await importCall.mutateAsync({ body: { csv: await file.text() } })) };
    },
    onSaved: setAnswer,
    failure: 'The import failed',
    shownAs: { csv: 'file' },
  });
  const { file } = form.values;
  const fileError = form.errors['file'];
  const problems = answer?.problems ?? [];

  return (
    <Panel aria-labelledby="import-heading">
      <h2 id="import-heading">Import from CSV</h2>
      <p>
        One question per row under the template&apos;s header row: category, subject, competency, difficulty, passage,
        stem, option A to option F, correct, rationale. Subject, competency and rationale may be left out; a subject is
        one of its category&apos;s LET part, by title. Nothing is imported until every row is right.
      </p>
      <form {...form.props} aria-label="Import from CSV">
        {form.header}
        <div className="file" data-invalid={fileError ? '' : undefined}>
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv']}
            onSelect={(files) => {
              form.set('file', files?.[0] ?? null);
              setAnswer(null);
            }}
          >
            <Button variant="secondary" aria-describedby={fileError ? 'import-file-error' : undefined}>
              Choose a CSV file
            </Button>
          </FileTrigger>
          <span>{file ? `Chosen: ${file.name}` : 'No file chosen'}</span>
          {fileError ? (
            <span className="error" id="import-file-error" data-field-error="">
              {fileError}
            </span>
          ) : null}
        </div>
        {form.saveButton('Import')}
      </form>
      {answer ? (
        <p role={problems.length ? 'alert' : 'status'}>
          {problems.length
            ? `Nothing was imported from ${answer.file}: fix the ${problems.length === 1 ? 'row' : counted(problems.length, 'row')} below and import the file again`
            : `Imported ${counted(answer.imported, 'question')} from ${answer.file}`}
        </p>
      ) : null}
      {problems.length ? (
        <ul aria-label="Rows to fix">
          {problems.map((problem) => (
            <li key={`${problem.line}-${problem.reason}`}>
              Line {problem.line}: {problem.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

/** The exam categories: add one, rename one (the spec's list, editable). */
function CategoriesPanel() {
  const categories = useStaffQuery('listCategories', { query: { group: 'exams', limit: 100 } });
  return (
    <Panel aria-labelledby="categories-heading">
      <h2 id="categories-heading">Exam categories</h2>
      {categories.data ? (
        <ul aria-labelledby="categories-heading">
          {categories.data.docs.map((category) => (
            <CategoryItem key={category._id} category={category} />
          ))}
        </ul>
      ) : (
        <Spinner label="Loading the categories" />
      )}
      <CategoryForm />
    </Panel>
  );
}

function CategoryItem({ category }: { category: Category }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li>
        <CategoryForm category={category} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li>
      {category.title}{' '}
      <Button size="sm" variant="secondary" onPress={() => setEditing(true)} aria-label={`Rename ${category.title}`}>
        Rename
      </Button>
    </li>
  );
}

/** Adds a category below the list, or renames one in its place (Cancel closes it). */
function CategoryForm({ category, onDone }: { category?: Category; onDone?: () => void }) {
  const create = useStaffAction('createExamCategory');
  const rename = useStaffAction('renameExamCategory');
  // A title already taken (the server's 409) is the title's own error; any other refusal says
  // above the field what happened and what to do. The title typed stays either way.
  const form = useRecordForm({
    initial: { title: category?.title ?? '' },
    parse: ({ title }) => ({ success: true, data: { title: title.trim() } }) as const,
    check: ({ title }) => (title.trim() ? {} : { title: 'Category title is required' }),
    save: (body) =>
      category ? rename.mutateAsync({ params: { id: category._id }, body }) : create.mutateAsync({ body }),
    uniqueField: 'title',
    saved: (saved) => `Category ${category ? 'renamed' : 'added'}: ${saved.title}`,
    failure: category ? `${category.title} was not renamed` : 'The category was not added',
    onSaved: onDone,
    startAgain: !category,
  });
  // Rename replaces its own button: focus moves to the field it opened, not to the page's start.
  const { ref } = form.props;
  const renaming = category !== undefined;
  useEffect(() => {
    if (renaming) ref.current?.querySelector('input')?.focus();
  }, [ref, renaming]);
  return (
    <ButtonRow as="form" {...form.props} aria-label={category ? undefined : 'Add an exam category'}>
      {form.header}
      <TextField label={category ? `New title for ${category.title}` : 'New category'} {...form.text('title')} />
      <Button type="submit" size={category ? 'sm' : 'md'} isPending={form.saving}>
        {category ? 'Save' : 'Add category'}
      </Button>
      {onDone ? (
        <Button size="sm" variant="secondary" onPress={onDone}>
          Cancel
        </Button>
      ) : null}
    </ButtonRow>
  );
}
