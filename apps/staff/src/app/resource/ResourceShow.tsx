import { Link, Spinner } from '@review-center/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { problemOf } from '../problem.ts';

/**
 * One record's page, once its call has answered: a spinner while it loads; if it cannot, the
 * page's heading, what went wrong and the way back to its list; else the page itself.
 */
export function ResourceShow<Data>({
  query,
  title,
  noun,
  back,
  children,
}: {
  /** The record's call (`useStaffQuery`). */
  query: UseQueryResult<Data>;
  /** The heading shown when the record cannot load. */
  title: string;
  /** The record, as the loading and error lines name it ("the announcement"). */
  noun: string;
  /** The list to go back to. */
  back: { href: string; label: string };
  /** The page, given the record. */
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading the ${noun}`} />;
  if (query.isError) {
    return (
      <>
        <h1>{title}</h1>
        <p role="alert">
          The {noun} could not load: {problemOf(query.error)}
        </p>
        <Link href={back.href}>{back.label}</Link>
      </>
    );
  }
  return children(query.data);
}
