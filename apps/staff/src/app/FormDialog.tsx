import { Button, Dialog, DialogActions, Modal } from '@review-center/design-system';
import type { ReactNode } from 'react';
import type { useRecordForm } from './resource/useRecordForm.tsx';

/** What the dialog reads of a record form: the `<form>`'s props, its header and whether it saves. */
type DialogForm = Pick<ReturnType<typeof useRecordForm<object, unknown, unknown>>, 'props' | 'header' | 'saving'>;

/**
 * A dialog that is one small record form (useRecordForm): its title, the form's error summary and
 * refusal, its fields, then its submit and closing buttons, spaced as the design system's dialogs
 * are. Escape, a click outside or the closing button calls `onClose`; nothing typed is sent then.
 */
export function FormDialog({
  title,
  form,
  submit,
  danger,
  cancel = 'Cancel',
  isOpen = true,
  onClose,
  children,
}: {
  title: string;
  form: DialogForm;
  /** The submit button's text. */
  submit: string;
  /** The submit button says the action cannot be undone lightly (a rejection). */
  danger?: boolean;
  /**
   * The closing button's text.
   * @default 'Cancel'
   */
  cancel?: string;
  /** @default true */
  isOpen?: boolean;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable>
      <Dialog title={title}>
        <form {...form.props}>
          {form.header}
          {children}
          <DialogActions>
            <Button type="submit" variant={danger ? 'danger' : undefined} isPending={form.saving}>
              {submit}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              {cancel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Modal>
  );
}
