import { Button, Spinner } from '@review-center/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { problemOf } from '../problem.ts';

/**
 * The ladder every console read climbs, written once: a spinner while the query loads, then what
 * went wrong (under the page's heading, when given) with the way on ("Try again" unless `otherwise`
 * says what instead), then `children` given the answer.
 */
export function Loaded<T>({
  query,
  what,
  title,
  otherwise,
  exact,
  children,
}: {
  query: UseQueryResult<T>;
  /** What loads, as the loading and error lines name it ("the dashboard"). */
  what: string;
  /** The page's heading, shown above what went wrong (the page itself shows its own once loaded). */
  title?: string;
  /** What follows the error instead of "Try again": the way back to a record's list. */
  otherwise?: ReactNode;
  /** The answer kept on screen while the next input loads is not this one (another record's). */
  exact?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || (exact && query.isPlaceholderData)) return <Spinner label={`Loading ${what}`} />;
  if (query.isError) {
    return (
      <>
        {title ? <h1>{title}</h1> : null}
        <p role="alert">
          {what.charAt(0).toUpperCase() + what.slice(1)} could not load: {problemOf(query.error)}
        </p>
        {otherwise ?? <Button onPress={() => void query.refetch()}>Try again</Button>}
      </>
    );
  }
  return children(query.data);
}
