import { toFailure } from '@review-center/api-client';
import { useUpdateUser } from '@review-center/api-client/react';
import { Button, TextField } from '@review-center/design-system';
import { messageFor, type User } from '@review-center/domain';
import { failureOf, FormFailureAlert, useErrorSummary, type FormFailure } from '@review-center/forms';
import { useRef, useState, type FormEvent } from 'react';
import { notifyError } from '../../app/notify.ts';
import { EDITABLE, FIELDS, type EditableField } from './profile-fields.ts';

const FIELD_ERRORS: Partial<Record<EditableField, string>> = { mobile: 'Mobile must be 11 digits' };

const valuesOf = (user: User): Record<EditableField, string> =>
  Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ''])) as Record<EditableField, string>;

/** The Account tab (product §2 Account): the profile, editable, saved with PUT /users/{id} (product §7). */
export function ProfileTab({ user }: { user: User }) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const update = useUpdateUser();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    // The rules (and zod) load with the first save, not with the page (decision 0044).
    const { editableSchema } = await import('./profile-rules.ts');
    const parsed = editableSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<EditableField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as EditableField;
        next[field] = FIELD_ERRORS[field] ?? `${EDITABLE[field]} is required`;
      }
      setErrors(next);
      summary.refuse();
      return;
    }
    setErrors({});
    summary.clear();
    try {
      await update.mutateAsync({ params: { id: user._id }, body: parsed.data });
      setSaved(true);
    } catch (error) {
      // The notification of product §8, and above the fields what to do next: every field keeps
      // what was typed, so saving again is safe.
      const message = messageFor('generic', toFailure(error));
      notifyError(message);
      setFailure(failureOf(error, message));
    }
  };

  return (
    <form ref={form} className="profile-form" aria-label="Profile" noValidate onSubmit={(event) => void submit(event)}>
      {summary.summary}
      <FormFailureAlert failure={failure} data-testid="profile-failure" />
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
