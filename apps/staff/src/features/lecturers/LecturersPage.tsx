import type { api } from '@review-center/api-client';
import { Badge, Button, Checkbox, FileUploader, Spinner, TextArea, TextField } from '@review-center/design-system';
import { lecturerInputSchema, type LecturerInput } from '@review-center/domain';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { problemOf } from '../../app/problem.ts';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { notify } from '../../app/notify.ts';

type StaffLecturer = api.StaffLecturer;

const Form = styled.form`
  display: grid;
  gap: var(--ds-space-3);
  max-inline-size: 40rem;
  padding: var(--ds-space-4);
  background: var(--ds-color-surface);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2);
`;

const Thumb = styled.img`
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: 50%;
  object-fit: cover;
`;

const nameOf = (lecturer: StaffLecturer) => `${lecturer.firstName} ${lecturer.lastName}`;

const COLUMNS: Column<StaffLecturer>[] = [
  {
    name: 'Photo',
    cell: (lecturer) => <Thumb src={lecturer.photoSmall ?? lecturer.photo} alt="" width={48} height={48} />,
  },
  { name: 'Name', cell: nameOf },
  { name: 'Profession', cell: (lecturer) => lecturer.profession },
  {
    name: 'On the site',
    cell: (lecturer) =>
      lecturer.hidden ? <Badge variant="neutral">Hidden</Badge> : <Badge variant="success">Shown</Badge>,
  },
];

/**
 * The lecturers the site shows (decision 0047): add one with a photo, edit, move up or down the
 * order, hide from the site. A content editor's page (and the administrator's); the server checks
 * the role again.
 */
export function LecturersPage() {
  const list = useStaffQuery('listStaffLecturers', {});
  const [editing, setEditing] = useState<StaffLecturer | 'new' | null>(null);
  const moveAction = useStaffAction('moveLecturer');
  const move = (id: string, direction: 'up' | 'down', name: string) =>
    moveAction.mutate(
      { params: { id }, body: { direction } },
      { onSuccess: () => notify(`${name} moved ${direction}`), onError: (error) => notify(problemOf(error), false) },
    );

  const actions: Column<StaffLecturer> = {
    name: 'Actions',
    cell: (lecturer) => {
      const name = nameOf(lecturer);
      const all = list.data?.docs ?? [];
      const index = all.indexOf(lecturer);
      return (
        <Row>
          <Button size="sm" variant="secondary" aria-label={`Edit ${name}`} onPress={() => setEditing(lecturer)}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Move ${name} up`}
            isDisabled={index === 0 || moveAction.isPending}
            onPress={() => move(lecturer._id, 'up', name)}
          >
            Up
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Move ${name} down`}
            isDisabled={index === all.length - 1 || moveAction.isPending}
            onPress={() => move(lecturer._id, 'down', name)}
          >
            Down
          </Button>
        </Row>
      );
    },
  };

  return (
    <>
      <h1>Lecturers</h1>
      <p>The site lists the lecturers that are shown, in this order.</p>
      {editing ? (
        <LecturerForm
          key={editing === 'new' ? 'new' : editing._id}
          lecturer={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onPress={() => setEditing('new')}>Add a lecturer</Button>
      )}
      <h2>Order on the site</h2>
      {list.isPending ? (
        <Spinner label="Loading the lecturers" />
      ) : list.isError ? (
        <>
          <p role="alert">The lecturers could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">No lecturers yet.</p>
      ) : (
        <RecordTable aria-label="Lecturers" columns={[...COLUMNS, actions]} rows={list.data.docs} />
      )}
    </>
  );
}

type Values = Omit<LecturerInput, 'credentials' | 'photoUpload'> & { credentials: string; photo: File[] };

function LecturerForm({ lecturer, onDone }: { lecturer: StaffLecturer | null; onDone: () => void }) {
  const create = useStaffAction('createLecturer');
  const update = useStaffAction('updateLecturer');
  const upload = useStaffAction('uploadFiles');
  const form = useRecordForm({
    initial: (): Values => ({
      firstName: lecturer?.firstName ?? '',
      nickname: lecturer?.nickname ?? '',
      lastName: lecturer?.lastName ?? '',
      profession: lecturer?.profession ?? '',
      credentials: lecturer?.credentials.join('\n') ?? '',
      hidden: lecturer?.hidden ?? false,
      photo: [],
    }),
    // The server's own schema (docs/style.md#data); the photo is checked by content when it arrives.
    parse: ({ photo: _photo, ...values }) =>
      lecturerInputSchema.safeParse({
        ...values,
        credentials: values.credentials
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        photoUpload: '',
      }),
    check: ({ photo }) => (!lecturer && photo.length === 0 ? { photo: 'Photo is required' } : {}),
    save: async (input, { photo: [photo] }) => {
      const [uploaded] = photo ? await upload.mutateAsync({ body: { files: [photo] } }) : [];
      const body = { ...input, photoUpload: uploaded?.id ?? '' };
      return lecturer ? update.mutateAsync({ params: { id: lecturer._id }, body }) : create.mutateAsync({ body });
    },
    saved: (saved) => `${saved.firstName} ${saved.lastName} saved: the site shows the change now`,
    failure: 'The lecturer was not saved',
    onSaved: onDone,
    shownAs: { photoUpload: 'photo' },
  });
  // The form opens above the list: focus moves to its first field, so the keyboard starts there.
  const { ref } = form.props;
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus(), [ref]);

  const title = lecturer ? `Edit ${lecturer.firstName} ${lecturer.lastName}` : 'New lecturer';
  return (
    <section aria-labelledby="lecturer-form-title">
      <h2 id="lecturer-form-title">{title}</h2>
      <Form {...form.props}>
        {form.header}
        {(['firstName', 'nickname', 'lastName', 'profession'] as const).map((key) => (
          <TextField
            key={key}
            label={
              { firstName: 'First name', nickname: 'Nickname', lastName: 'Last name', profession: 'Profession' }[key]
            }
            isRequired={key !== 'nickname'}
            {...form.text(key)}
            value={form.values[key] ?? ''}
          />
        ))}
        <TextArea
          label="Credentials"
          description="One per line: degrees, licences, distinctions."
          {...form.text('credentials')}
        />
        <div data-field="photo">
          {lecturer ? (
            <Thumb src={lecturer.photoSmall ?? lecturer.photo} alt={`Current photo of ${lecturer.firstName}`} />
          ) : null}
          <FileUploader
            label={lecturer ? 'New photo (optional)' : 'Photo'}
            maxFiles={1}
            chooseLabel="Choose photo"
            description="A PNG or JPEG photo; the site shows it resized, in a circle."
            value={form.values.photo}
            onChange={(files) => form.set('photo', files)}
            errorMessage={form.errors['photo']}
          />
        </div>
        <Checkbox {...form.flag('hidden')}>Hidden from the site</Checkbox>
        <Row>
          <Button type="submit" isDisabled={form.saving}>
            {form.saving ? 'Saving…' : lecturer ? 'Save lecturer' : 'Add lecturer'}
          </Button>
          <Button variant="secondary" onPress={onDone} isDisabled={form.saving}>
            Cancel
          </Button>
        </Row>
      </Form>
    </section>
  );
}
