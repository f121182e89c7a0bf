import type { CallInput, CallResult } from '@review-center/api-client';
import type { Contract } from '@review-center/api-client/contract';
import { Button } from '@review-center/design-system';
import type { ComponentProps, ReactNode } from 'react';
import { ConfirmButton } from './ConfirmButton.tsx';
import { useNotifyingAction } from './staff-queries.ts';

/**
 * A button that sends one staff action ("Send again", "Re-enable", "Up") and says in a
 * notification what it did, or why it did not; disabled while the action is on its way. With
 * `confirm`, a destructive action asks first (ConfirmButton).
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
  confirm?: Pick<ComponentProps<typeof ConfirmButton>, 'title' | 'consequence' | 'confirmLabel'>;
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
  return confirm ? (
    <ConfirmButton {...props} {...confirm} isDisabled={disabled} onConfirm={run} />
  ) : (
    <Button variant="secondary" {...props} isDisabled={disabled} onPress={run} />
  );
}
