import { toFailure } from '@review-center/api-client';
import { useUpdateUser } from '@review-center/api-client/react';
import { Button, TextField } from '@review-center/design-system';
import { messageFor, profileFieldsSchema, type User } from '@review-center/domain';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { notifyError } from '../../app/notify.ts';

/** The profile fields a reviewee may change here; the e-mail is read-only (product §2). */
const EDITABLE = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  mobile: 'Mobile',
  birthPlace: 'Birth place',
  street: 'Street',
  city: 'City',
  province: 'Province',
  zipCode: 'Zip code',
  college: 'College',
  collegeAddress: 'College address',
} as const;
type EditableField = keyof typeof EDITABLE;
const FIELDS = Object.keys(EDITABLE) as EditableField[];

// The wire rules of each field (product §5: required text, mobile of 11 digits).
const editableSchema = z.pick(
  profileFieldsSchema,
  Object.fromEntries(FIELDS.map((f) => [f, true])) as Record<EditableField, true>,
);
const FIELD_ERRORS: Partial<Record<EditableField, string>> = { mobile: 'Mobile must be 11 digits' };

const valuesOf = (user: User): Record<EditableField, string> =>
  Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ''])) as Record<EditableField, string>;

/** The Account tab (product §2 Account): the profile, editable, saved with PUT /users/{id} (product §7). */
export function ProfileTab({ user }: { user: User }) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateUser();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = editableSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<EditableField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as EditableField;
        next[field] = FIELD_ERRORS[field] ?? `${EDITABLE[field]} is required`;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ params: { id: user._id }, body: parsed.data });
      setSaved(true);
    } catch (error) {
      notifyError(messageFor('generic', toFailure(error)));
    }
  };

  return (
    <form className="profile-form" aria-label="Profile" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Email" value={user.email} isReadOnly />
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={EDITABLE[field]}
          value={values[field]}
          onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
          errorMessage={errors[field]}
          isInvalid={errors[field] !== undefined}
        />
      ))}
      <div>
        <Button type="submit" isPending={update.isPending}>
          Save
        </Button>
      </div>
      <p role="status">{saved ? 'Profile saved.' : ''}</p>
    </form>
  );
}
