import { AlertDialog, Button, DialogTrigger } from '@review-center/design-system';
import type { ReactNode } from 'react';

/**
 * The button of a destructive action (disable, deactivate, delete, retire, hide): pressing it
 * asks first, in the design system's AlertDialog, saying what will happen. Only the dialog's
 * confirming button acts; Cancel or Escape leaves everything as it was.
 */
export function ConfirmButton({
  children,
  title,
  consequence,
  confirmLabel,
  onConfirm,
  isDisabled,
  isPending,
  size,
  'aria-label': ariaLabel,
}: {
  /** The button's text. */
  children: ReactNode;
  /** The dialog's question, also its name: "Disable ana@example.ph?". */
  title: string;
  /** What confirming does, in a sentence or two. */
  consequence: ReactNode;
  /** The confirming button's label: the action's verb ("Disable"). */
  confirmLabel: string;
  onConfirm: () => void;
  isDisabled?: boolean;
  isPending?: boolean;
  size?: 'sm' | 'md';
  'aria-label'?: string;
}) {
  return (
    <DialogTrigger>
      <Button size={size} variant="secondary" isDisabled={isDisabled} isPending={isPending} aria-label={ariaLabel}>
        {children}
      </Button>
      <AlertDialog title={title} variant="danger" confirmLabel={confirmLabel} onConfirm={onConfirm}>
        {consequence}
      </AlertDialog>
    </DialogTrigger>
  );
}
