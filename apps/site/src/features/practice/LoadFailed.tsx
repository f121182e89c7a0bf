import { Button, Link } from '@review-center/design-system';
import type { ReactNode } from 'react';
import { paths } from '../../app/paths.ts';
import { Stack } from './PracticePage.styles.ts';
import { isNoAccess, NO_ACCESS } from './practice-messages.ts';

/**
 * A practice call that failed (decision 0081): practice is not this reviewee's (403), with the way
 * to the offerings, or what went wrong with Try again and any other way on (`children`).
 */
export function LoadFailed({
  error,
  message,
  onRetry,
  children,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  if (isNoAccess(error)) {
    return (
      <p>
        {NO_ACCESS} <Link href={paths.offerings}>See the offerings</Link>
      </p>
    );
  }
  return (
    <Stack>
      <p role="alert">{message}</p>
      <div className="practice-actions">
        <Button onPress={onRetry}>Try again</Button>
        {children}
      </div>
    </Stack>
  );
}
