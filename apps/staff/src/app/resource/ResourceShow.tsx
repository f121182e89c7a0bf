import type { CallInput, CallResult } from '@review-center/api-client';
import type { Contract } from '@review-center/api-client/contract';
import { Link } from '@review-center/design-system';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useStaffQuery } from '../staff-queries.ts';
import { Loaded } from './Loaded.tsx';

/** A contract call that reads one record by the `id` in its path. */
type ShowCall = {
  [N in keyof Contract]: CallInput<Contract[N]> extends { params: { id: string } } ? N : never;
}[keyof Contract];

type ShowProps<N extends ShowCall> = {
  /** The call that reads the record, by its name in the contract. */
  call: N;
  /** The record, as the loading and error lines name it ("the announcement"). */
  noun: string;
  /**
   * The heading shown when the record cannot load.
   * @default the noun, capitalised
   */
  title?: string;
  /** The list to go back to: its address and the link's text. */
  back: readonly [href: string, label: string];
  /** Fetch the record again every so many milliseconds while the page is open (a live view). */
  refreshMs?: number;
  /** The page, given the record and its id. */
  children: (data: CallResult<Contract[N]>, id: string) => ReactNode;
};

/**
 * One record's page, for the `:id` of its address: a spinner while its call loads (never the
 * record of the address before); if it cannot,
 * the page's heading, what went wrong and the way back to its list; else the page itself.
 */
export function ResourceShow<N extends ShowCall>({
  call,
  noun,
  title,
  back: [href, label],
  refreshMs,
  children,
}: ShowProps<N>) {
  const { id = '' } = useParams();
  const query = useStaffQuery(call, { params: { id } } as unknown as Omit<CallInput<Contract[N]>, 'signal'>, {
    refetchInterval: () => refreshMs ?? false,
  });
  // The previous record stays in the cache's place while the next :id loads: it is not this one.
  return (
    <Loaded
      query={query}
      what={`the ${noun}`}
      title={title ?? noun.charAt(0).toUpperCase() + noun.slice(1)}
      otherwise={<Link href={href}>{label}</Link>}
      exact
    >
      {(data) => children(data as CallResult<Contract[N]>, id)}
    </Loaded>
  );
}

/** A record's page as data: its ResourceShow, then `view` given the record and its id. */
export function showPage<N extends ShowCall>(
  show: Omit<ShowProps<N>, 'children'>,
  view: ShowProps<N>['children'],
): ComponentType {
  return function ShowPage() {
    return <ResourceShow {...show}>{view}</ResourceShow>;
  };
}
