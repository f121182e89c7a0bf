import { Button } from '@review-center/design-system';
import type { ReactNode } from 'react';
import { Actions } from './layout.tsx';

export interface SubmitActionsProps {
  /** The submit button's text. */
  label: string;
  /** The submission is running: the button shows it and cannot be pressed again. */
  isPending: boolean;
  isDisabled?: boolean | undefined;
  /** Placed before the submit button, e.g. the wizard's Previous button. */
  previousAction?: ReactNode;
  /** Placed after it, e.g. a link to another page. */
  children?: ReactNode;
}

/** The row at the end of a form: its submit button among the form's other ways out. */
export function SubmitActions({ label, isPending, isDisabled, previousAction, children }: SubmitActionsProps) {
  return (
    <Actions>
      {previousAction}
      <Button type="submit" isPending={isPending} isDisabled={isDisabled}>
        {label}
      </Button>
      {children}
    </Actions>
  );
}
