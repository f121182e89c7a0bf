import { Button, Spinner, TextField } from '@review-center/design-system';
import { subjectInputSchema, SPECIALIZATIONS, type LetPart, type Subject } from '@review-center/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { FormDialog } from '../../app/FormDialog.tsx';
import { problemOf } from '../../app/problem.ts';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';

const Columns = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  align-items: start;
`;

/** One list of the page: General Education, Professional Education, or one specialization's. */
interface SubjectList {
  key: string;
  title: string;
  part: LetPart;
  specialization: Subject['specialization'];
}

const LISTS: readonly SubjectList[] = [
  { key: 'general', title: 'General Education', part: 'general', specialization: null },
  { key: 'professional', title: 'Professional Education', part: 'professional', specialization: null },
  ...SPECIALIZATIONS.map((specialization) => ({
    key: `specialization-${specialization.toLowerCase().replace(/\W+/g, '-')}`,
    title: `Specialization: ${specialization}`,
    part: 'specialization' as const,
    specialization,
  })),
];

const inList = (list: SubjectList) => (subject: Subject) =>
  subject.part === list.part && subject.specialization === list.specialization;

/**
 * /subjects: the LET subjects questions are tagged with (decision 0076), a list per part and,
 * in the specialization part, per specialization. The content editor adds and renames them;
 * none is removed, as questions point at them.
 */
export function SubjectsPage() {
  const subjects = useStaffQuery('listSubjects', {});
  const [renaming, setRenaming] = useState<Subject | null>(null);
  const columns: Column<Subject>[] = [
    { name: 'Subject', rowHeader: true, cell: (subject) => subject.title },
    {
      name: 'Actions',
      cell: (subject) => (
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setRenaming(subject)}
          aria-label={`Rename ${subject.title}`}
        >
          Rename
        </Button>
      ),
    },
  ];
  return (
    <>
      <h1>LET subjects</h1>
      <p>
        Each question names the subject it tests, from the list of its category&apos;s LET part. Results are then broken
        down by subject.
      </p>
      {subjects.isPending ? (
        <Spinner label="Loading the subjects" />
      ) : subjects.isError ? (
        <p role="alert">The subjects could not load: {problemOf(subjects.error)}</p>
      ) : (
        <Columns>
          {LISTS.map((list) => (
            <section key={list.key} aria-labelledby={`${list.key}-heading`}>
              <h2 id={`${list.key}-heading`}>{list.title}</h2>
              <RecordTable
                aria-labelledby={`${list.key}-heading`}
                columns={columns}
                rows={subjects.data.docs.filter(inList(list))}
              />
              <AddSubject list={list} />
            </section>
          ))}
        </Columns>
      )}
      {renaming ? <RenameSubject subject={renaming} onClose={() => setRenaming(null)} /> : null}
    </>
  );
}

function AddSubject({ list }: { list: SubjectList }) {
  const create = useStaffAction('createSubject');
  const form = useRecordForm({
    initial: { title: '' },
    // The server's own schema; a title the part has (the server's 409) is the title's own error.
    parse: ({ title }) => subjectInputSchema.safeParse({ part: list.part, specialization: list.specialization, title }),
    save: (body) => create.mutateAsync({ body }),
    uniqueField: 'title',
    saved: (subject) => `${subject.title} added to ${list.title}`,
    failure: 'The subject was not added',
    startAgain: true,
  });
  return (
    <ButtonRow as="form" {...form.props} aria-label={`Add a subject to ${list.title}`}>
      {form.header}
      <TextField label="New subject" {...form.text('title')} />
      {form.saveButton('Add')}
    </ButtonRow>
  );
}

function RenameSubject({ subject, onClose }: { subject: Subject; onClose: () => void }) {
  const rename = useStaffAction('renameSubject');
  const form = useRecordForm({
    initial: { title: subject.title },
    parse: ({ title }) =>
      subjectInputSchema.safeParse({ part: subject.part, specialization: subject.specialization, title }),
    save: ({ title }) => rename.mutateAsync({ params: { id: subject._id }, body: { title } }),
    uniqueField: 'title',
    saved: (saved) => `Subject renamed: ${saved.title}`,
    failure: `${subject.title} was not renamed`,
    onSaved: onClose,
  });
  return (
    <FormDialog title={`Rename ${subject.title}`} form={form} submit="Save" onClose={onClose}>
      <TextField label="Title" {...form.text('title')} />
    </FormDialog>
  );
}
