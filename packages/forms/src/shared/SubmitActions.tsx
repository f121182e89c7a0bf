import { Button, UploadProgress, type UploadProgressProps } from '@review-center/design-system';
import { useEffect, useRef, type ReactNode } from 'react';
import { Actions } from './layout.tsx';
import { usePreparations } from './preparations.ts';

export interface SubmitActionsProps {
  /** The submit button's text. */
  label: string;
  /** The submission is running: the button shows it and cannot be pressed again (also while a field prepares a file). */
  isPending: boolean;
  isDisabled?: boolean | undefined;
  /** Placed before the submit button, e.g. the wizard's Previous button. */
  previousAction?: ReactNode;
  /** Placed after it, e.g. a link to another page. */
  children?: ReactNode;
  /** An upload under way: its progress and Cancel button are shown above the row, and the button is busy. */
  upload?: UploadProgressProps | null | undefined;
}

/** The row at the end of a form: its submit button among the form's other ways out. */
export function SubmitActions({ label, isPending, isDisabled, previousAction, children, upload }: SubmitActionsProps) {
  const submitButton = useRef<HTMLButtonElement>(null);
  const isPreparing = usePreparations()?.isPreparing ?? false;
  const wasUploading = useRef(false);
  useEffect(() => {
    // Cancel upload goes away with the upload: focus, left on nothing, moves to the button that
    // sends the form again, so the keyboard carries on from where the user was.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasUploading.current && !upload && focusLost) submitButton.current?.focus();
    wasUploading.current = Boolean(upload);
  }, [upload]);
  return (
    <>
      {upload ? <UploadProgress {...upload} /> : null}
      <Actions>
        {previousAction}
        <Button
          ref={submitButton}
          type="submit"
          isPending={isPending || isPreparing || Boolean(upload)}
          isDisabled={isDisabled}
        >
          {label}
        </Button>
        {children}
      </Actions>
    </>
  );
}
