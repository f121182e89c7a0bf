import type { CallInput, CallResult } from '@review-center/api-client';
import type { Contract } from '@review-center/api-client/contract';
import { Link, Spinner } from '@review-center/design-system';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { problemOf } from '../problem.ts';
import { useStaffQuery } from '../staff-queries.ts';

/** A contract call that reads one record by the `id` in its path. */
type ShowCall = {
  [N in keyof Contract]: CallInput<Contract[N]> extends { params: { id: string } } ? N : never;
}[keyof Contract];

/**
 * One record's page, for the `:id` of its address: a spinner while its call loads (never the
 * record of the address before); if it cannot,
 * the page's heading, what went wrong and the way back to its list; else the page itself.
 */
export function ResourceShow<N extends ShowCall>({
  call,
  title,
  noun,
  back: [href, label],
  children,
}: {
  /** The call that reads the record, by its name in the contract. */
  call: N;
  /** The heading shown when the record cannot load. */
  title: string;
  /** The record, as the loading and error lines name it ("the announcement"). */
  noun: string;
  /** The list to go back to: its address and the link's text. */
  back: readonly [href: string, label: string];
  /** The page, given the record and its id. */
  children: (data: CallResult<Contract[N]>, id: string) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useStaffQuery(call, { params: { id } } as unknown as Omit<CallInput<Contract[N]>, 'signal'>);
  // The previous record stays in the cache's place while the next :id loads: it is not this one.
  if (query.isPending || query.isPlaceholderData) return <Spinner label={`Loading the ${noun}`} />;
  if (query.isError) {
    return (
      <>
        <h1>{title}</h1>
        <p role="alert">
          The {noun} could not load: {problemOf(query.error)}
        </p>
        <Link href={href}>{label}</Link>
      </>
    );
  }
  return children(query.data as CallResult<Contract[N]>, id);
}
