import { useErrorSummary } from '@review-center/forms';
import type { api } from '@review-center/api-client';
import {
  Badge,
  Button,
  Checkbox,
  FileUploader,
  Spinner,
  TextArea,
  TextField,
  toastQueue,
} from '@review-center/design-system';
import { lecturerInputSchema, type LecturerInput } from '@review-center/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { issuesToErrors, revealFocused, serverFieldErrors, type FieldErrors } from '../../app/form-errors.ts';
import { problemOf } from '../../app/problem.ts';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';

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

const notify = (title: string, ok = true) => toastQueue.add({ title, variant: ok ? 'success' : 'error' });

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

type Values = Omit<LecturerInput, 'credentials' | 'photoUpload'> & { credentials: string };

function LecturerForm({ lecturer, onDone }: { lecturer: StaffLecturer | null; onDone: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const [values, setValues] = useState<Values>(() => ({
    firstName: lecturer?.firstName ?? '',
    nickname: lecturer?.nickname ?? '',
    lastName: lecturer?.lastName ?? '',
    profession: lecturer?.profession ?? '',
    credentials: lecturer?.credentials.join('\n') ?? '',
    hidden: lecturer?.hidden ?? false,
  }));
  const [photo, setPhoto] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The form opens above the list: focus moves to its first field, so the keyboard starts there.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus(), []);

  const create = useStaffAction('createLecturer');
  const update = useStaffAction('updateLecturer');
  const upload = useStaffAction('uploadFiles');
  const saving = upload.isPending || create.isPending || update.isPending;
  const save = async (input: Omit<LecturerInput, 'photoUpload'>) => {
    try {
      const [uploaded] = photo[0] ? await upload.mutateAsync({ body: { files: [photo[0]] } }) : [];
      const body = { ...input, photoUpload: uploaded?.id ?? '' };
      const saved = lecturer
        ? await update.mutateAsync({ params: { id: lecturer._id }, body })
        : await create.mutateAsync({ body });
      notify(`${saved.firstName} ${saved.lastName} saved: the site shows the change now`);
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.photoUpload) fieldErrors.photo = fieldErrors.photoUpload;
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) summary.refuse();
      notify(`Not saved: ${problemOf(error)}`, false);
    }
  };

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = values.credentials
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // The server's own schema (docs/style.md#data); the photo is checked by content when it arrives.
    const parsed = lecturerInputSchema.safeParse({ ...values, credentials, photoUpload: '' });
    const fieldErrors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    if (fieldErrors['credentials'] === undefined) {
      const credentialError = Object.entries(fieldErrors).find(([key]) => key.startsWith('credentials.'));
      if (credentialError) fieldErrors['credentials'] = credentialError[1];
    }
    if (!lecturer && photo.length === 0) fieldErrors['photo'] = 'Photo is required';
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      summary.refuse();
      return;
    }
    summary.clear();
    const { photoUpload: _, ...input } = parsed.data;
    void save(input);
  };

  const title = lecturer ? `Edit ${lecturer.firstName} ${lecturer.lastName}` : 'New lecturer';
  return (
    <section aria-labelledby="lecturer-form-title">
      <h2 id="lecturer-form-title">{title}</h2>
      <Form ref={form} onSubmit={submit} onFocus={revealFocused} noValidate>
        {summary.summary}
        {(['firstName', 'nickname', 'lastName', 'profession'] as const).map((key) => (
          <TextField
            key={key}
            name={key}
            label={
              { firstName: 'First name', nickname: 'Nickname', lastName: 'Last name', profession: 'Profession' }[key]
            }
            isRequired={key !== 'nickname'}
            value={values[key] ?? ''}
            onChange={(value) => set(key, value)}
            errorMessage={errors[key]}
          />
        ))}
        <TextArea
          name="credentials"
          label="Credentials"
          description="One per line: degrees, licences, distinctions."
          value={values.credentials}
          onChange={(value) => set('credentials', value)}
          errorMessage={errors['credentials']}
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
            value={photo}
            onChange={setPhoto}
            errorMessage={errors['photo']}
          />
        </div>
        <Checkbox isSelected={values.hidden} onChange={(hidden) => set('hidden', hidden)}>
          Hidden from the site
        </Checkbox>
        <Row>
          <Button type="submit" isDisabled={saving}>
            {saving ? 'Saving…' : lecturer ? 'Save lecturer' : 'Add lecturer'}
          </Button>
          <Button variant="secondary" onPress={onDone} isDisabled={saving}>
            Cancel
          </Button>
        </Row>
      </Form>
    </section>
  );
}
