import { type ReactNode, type RefAttributes, useRef } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogActions } from '../Dialog/Dialog.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface AlertDialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>, RefAttributes<HTMLDivElement> {
  /** The question or warning, also the dialog's accessible name. */
  title: ReactNode;
  /** What happens if the user confirms. */
  children: ReactNode;
  /**
   * Label of the confirming button.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * Label of the cancelling button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions (sign out, delete).
   * @default 'primary'
   */
  variant?: 'primary' | 'danger';
  /** Whether the confirmed action is running: the confirm button shows a spinner. */
  isPending?: boolean;
  /** Called when the user confirms; the dialog then closes unless `isPending` keeps it. */
  onConfirm?: () => void;
  /** Called when the user cancels: the Cancel button, or Escape when `isOpen` is controlled. */
  onCancel?: () => void;
}

/**
 * A confirm / cancel question (`role="alertdialog"`). Cancel takes the first focus so a stray
 * Enter does not confirm; Escape cancels and focus returns to the trigger (React Aria).
 * `ref` is the modal panel's.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'primary',
  isPending = false,
  onConfirm,
  onCancel,
  onOpenChange,
  ...props
}: AlertDialogProps) {
  // Escape closes through onOpenChange; remember whether a button already settled the dialog
  // so onCancel fires once, and never after a confirm.
  const settled = useRef(false);
  return (
    <Modal
      {...props}
      size="sm"
      isDismissable={false}
      // Inside a DialogTrigger the trigger owns the state (React Aria warns if we pass this).
      onOpenChange={
        props.isOpen === undefined && props.defaultOpen === undefined
          ? undefined
          : (isOpen) => {
              if (!isOpen && !settled.current) onCancel?.();
              settled.current = false;
              onOpenChange?.(isOpen);
            }
      }
    >
      <Dialog role="alertdialog" title={title} showCloseButton={false}>
        {({ close }) => (
          <>
            <div>{children}</div>
            <DialogActions>
              <Button
                variant="secondary"
                // WAI-ARIA APG alert dialog: focus starts on the least destructive action.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                onPress={() => {
                  settled.current = true;
                  onCancel?.();
                  close();
                }}
              >
                {cancelLabel}
              </Button>
              <Button
                variant={variant}
                isPending={isPending}
                onPress={() => {
                  onConfirm?.();
                  if (!isPending) {
                    settled.current = true;
                    close();
                  }
                }}
              >
                {confirmLabel}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
