import { TextArea } from '@review-center/design-system';
import { FormDialog } from './FormDialog.tsx';
import { useRecordForm } from './resource/useRecordForm.tsx';

/** A record form's check of its one required text: the text trimmed, or `message` under the field. */
export const requiredText = (key: string, message: string) => (draft: Record<string, string>) => {
  const text = (draft[key] ?? '').trim();
  return text
    ? ({ success: true, data: text } as const)
    : ({ success: false, error: { issues: [{ path: [key], message }] } } as const);
};

/**
 * A dialog that takes one required text (a reason, a note) and runs an action with it, as a
 * record form (useRecordForm): a refusal keeps what was typed, a save closes the dialog with its
 * notification and empties the field. Focus starts in the field, which the dialog exists to take.
 */
export function ReasonDialog<R>({
  name,
  title,
  label,
  description,
  required = `Write the ${label.toLowerCase()}.`,
  submit,
  danger,
  cancel = 'Close',
  isOpen,
  onClose,
  send,
  ...saving
}: {
  /** The field of the action's body the text is sent as, so the server's refusal of it shows there. */
  name: string;
  title: string;
  label: string;
  description: string;
  /** What the empty field says. */
  required?: string;
  /** The submit button's text. */
  submit: string;
  /** The submit button says the action cannot be undone lightly (a rejection). */
  danger?: boolean;
  /** The closing button's text. */
  cancel?: string;
  isOpen: boolean;
  /** Escape, a click outside, the closing button or a save: the page closes the dialog. */
  onClose: () => void;
  send: (text: string) => Promise<R>;
  /** The notification after the action. */
  saved: (answer: R) => string;
  /** What did not happen when the server refuses for no field ("The payment was not rejected"). */
  failure: string;
  /** After the notification and the dialog's closing: the next payment, say. */
  onSaved?: (answer: R) => unknown;
}) {
  const form = useRecordForm({
    initial: { [name]: '' } as Record<string, string>,
    parse: requiredText(name, required),
    save: send,
    saved: saving.saved,
    failure: saving.failure,
    startAgain: true,
    onSaved: (answer) => {
      onClose();
      void saving.onSaved?.(answer);
    },
  });
  return (
    <FormDialog
      title={title}
      form={form}
      submit={submit}
      danger={danger}
      cancel={cancel}
      isOpen={isOpen}
      onClose={onClose}
    >
      <TextArea
        label={label}
        description={description}
        isRequired
        {...form.text(name)}
        // The dialog exists to take this one field: focus starts in it (the APG dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
    </FormDialog>
  );
}
