import type { api } from '@review-center/api-client';
import { Badge, Button, Checkbox, FileUploader, TextArea, TextField } from '@review-center/design-system';
import { lecturerInputSchema, type LecturerInput } from '@review-center/domain';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ActionButton } from '../../app/ActionButton.tsx';
import { EditForm, Row } from '../../app/EditForm.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';

type StaffLecturer = api.StaffLecturer;

const Thumb = styled.img`
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: 50%;
  object-fit: cover;
`;

const nameOf = (lecturer: StaffLecturer) => `${lecturer.firstName} ${lecturer.lastName}`;

/** The lecturers in the site's order; Edit opens one in the form above, Up and Down move it. */
const lecturerList = (edit: (lecturer: StaffLecturer) => void) =>
  defineList({
    call: 'listStaffLecturers',
    noun: 'lecturers',
    label: 'Lecturers',
    pagesLabel: 'Lecturer pages',
    unpaged: true,
    columns: [
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
      {
        name: 'Actions',
        cell: (lecturer, index, all) => (
          <Row>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${nameOf(lecturer)}`}
              onPress={() => edit(lecturer)}
            >
              Edit
            </Button>
            {(['up', 'down'] as const).map((direction) => (
              <ActionButton
                key={direction}
                size="sm"
                call="moveLecturer"
                input={{ params: { id: lecturer._id }, body: { direction } }}
                done={() => `${nameOf(lecturer)} moved ${direction}`}
                aria-label={`Move ${nameOf(lecturer)} ${direction}`}
                isDisabled={index === (direction === 'up' ? 0 : all.length - 1)}
              >
                {direction === 'up' ? 'Up' : 'Down'}
              </ActionButton>
            ))}
          </Row>
        ),
      },
    ],
    empty: () => 'No lecturers yet.',
  });

/**
 * The lecturers the site shows (decision 0047): add one with a photo, edit, move up or down the
 * order, hide from the site. A content editor's page (and the administrator's); the server checks
 * the role again.
 */
export function LecturersPage() {
  const [editing, setEditing] = useState<StaffLecturer | 'new' | null>(null);
  const lecturers = useMemo(() => lecturerList(setEditing), []);
  return (
    <ResourceList
      title="Lecturers"
      actions={
        <>
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
        </>
      }
      list={lecturers}
    />
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
      <EditForm {...form.props}>
        {form.header}
        <TextField label="First name" isRequired {...form.text('firstName')} />
        <TextField label="Nickname" {...form.text('nickname')} />
        <TextField label="Last name" isRequired {...form.text('lastName')} />
        <TextField label="Profession" isRequired {...form.text('profession')} />
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
        <div className="row">
          {form.saveButton(lecturer ? 'Save lecturer' : 'Add lecturer')}
          <Button variant="secondary" onPress={onDone} isDisabled={form.saving}>
            Cancel
          </Button>
        </div>
      </EditForm>
    </section>
  );
}
