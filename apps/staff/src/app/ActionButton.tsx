import type { CallInput, CallResult } from '@review-center/api-client';
import type { Contract } from '@review-center/api-client/contract';
import { AlertDialog, Button, DialogTrigger } from '@review-center/design-system';
import type { ReactNode } from 'react';
import { useNotifyingAction } from './staff-queries.ts';

/**
 * A button that sends one staff action ("Send again", "Re-enable", "Up") and says in a
 * notification what it did, or why it did not; disabled while the action is on its way. With
 * `confirm`, a destructive action (disable, deactivate, delete, retire, hide) asks first, in the
 * design system's AlertDialog, saying what will happen: only the dialog's confirming button acts;
 * Cancel or Escape leaves everything as it was.
 */
export function ActionButton<N extends keyof Contract>({
  call,
  input,
  done,
  failed,
  confirm,
  isDisabled,
  ...props
}: {
  /** The action, by its name in the contract. */
  call: N;
  input: CallInput<Contract[N]>;
  /** The notification after the action ("ana@example.ph re-enabled"). */
  done: (answer: CallResult<Contract[N]>) => string;
  /** What did not happen, before the server's reason ("The question was not retired"). */
  failed?: string;
  confirm?: {
    /** The dialog's question, also its name: "Disable ana@example.ph?". */
    title: string;
    /** What confirming does, in a sentence or two. */
    consequence: ReactNode;
    /** The confirming button's label: the action's verb ("Disable"). */
    confirmLabel: string;
    /**
     * `primary` for an action that is not destructive but cannot be taken back (approving the
     * payments a statement matched, which e-mails the reviewees).
     * @default 'danger'
     */
    variant?: 'primary' | 'danger';
  };
  children: ReactNode;
  size?: 'sm' | 'md';
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary';
  isDisabled?: boolean;
  'aria-label'?: string;
}) {
  const action = useNotifyingAction(call, done, failed);
  const run = () => action.run(input);
  const disabled = isDisabled || action.isPending;
  if (!confirm) return <Button variant="secondary" {...props} isDisabled={disabled} onPress={run} />;
  return (
    <DialogTrigger>
      <Button variant="secondary" {...props} isDisabled={disabled} />
      <AlertDialog
        title={confirm.title}
        variant={confirm.variant ?? 'danger'}
        confirmLabel={confirm.confirmLabel}
        onConfirm={run}
      >
        {confirm.consequence}
      </AlertDialog>
    </DialogTrigger>
  );
}
