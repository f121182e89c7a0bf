import type { CallInput, CallResult } from '@review-center/api-client';
import type { Contract } from '@review-center/api-client/contract';
import { callEndpoint } from '@review-center/api-client/react';
import { keepPreviousData, partialMatchKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { notify, notifyFailure } from './notify.ts';
import { problemOf } from './problem.ts';

type Name = keyof Contract;

/** Every staff query's key starts with this: an action refreshes them all (decision 0028). */
const STAFF_KEY = 'staff';

/**
 * One staff call as a query, keyed by its name and input. While the next page or filter loads,
 * the previous rows stay on screen (with a progress line) instead of a blank table. With
 * `refetchInterval`, it is fetched again every so many milliseconds while its last answer asks
 * for it (false: not again), as the backup card follows a running backup.
 */
export function useStaffQuery<N extends Name>(
  name: N,
  input: Omit<CallInput<Contract[N]>, 'signal'>,
  options: { refetchInterval?: (answer: CallResult<Contract[N]> | undefined) => number | false } = {},
) {
  const { refetchInterval } = options;
  return useQuery({
    queryKey: [STAFF_KEY, name, input],
    // The contract (every schema) loads with the first call, not with the first paint.
    queryFn: ({ signal }) => callEndpoint(apiClient, name, { ...input, signal } as CallInput<Contract[N]>),
    placeholderData: keepPreviousData,
    // A 4xx (not found, not allowed, a wrong filter) will not change on a second try.
    retry: (failures, error) => (error.status === undefined || error.status >= 500) && failures < 1,
    refetchInterval: (query: { state: { data: CallResult<Contract[N]> | undefined } }) =>
      refetchInterval ? refetchInterval(query.state.data) : false,
  });
}

/**
 * One staff action; on success every staff query is fetched again, except the item the action
 * takes out of reach: `leaves` names the call that reads it (with the action's own `params`), as
 * a decided payment leaves the review queue. Fetched again it would only answer 404, so it is
 * marked stale instead, for whoever opens it next. `onDone` and `onFailed` belong to the action,
 * not to the component that started it: they run even when the refreshed page no longer shows
 * that component (a reset device's button goes with the device).
 */
export function useStaffAction<N extends Name>(
  name: N,
  options: {
    leaves?: Name;
    onDone?: (answer: CallResult<Contract[N]>) => void;
    onFailed?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<Contract[N]>) => callEndpoint(apiClient, name, input),
    onSuccess: async (answer, input) => {
      options.onDone?.(answer);
      const gone = options.leaves
        ? [STAFF_KEY, options.leaves, { params: (input as { params?: unknown }).params }]
        : null;
      await queryClient.invalidateQueries({
        queryKey: [STAFF_KEY],
        predicate: (query) => gone === null || !partialMatchKey(query.queryKey, gone),
      });
      if (gone) await queryClient.invalidateQueries({ queryKey: gone, refetchType: 'none' });
    },
    onError: options.onFailed,
  });
}

/**
 * One staff action that says how it went: `run(input)` sends it, then notifies what it did
 * (`done`, read from its answer) or why it did not (problemOf, after `failed` when given: "The
 * question was not retired: …").
 */
export function useNotifyingAction<N extends Name>(
  name: N,
  done: (answer: CallResult<Contract[N]>) => string,
  failed?: string,
) {
  // Said as soon as the server answers, before the page is fetched again.
  const action = useStaffAction(name, {
    onDone: (answer) => notify(done(answer)),
    onFailed: (error) => (failed ? notify(`${failed}: ${problemOf(error)}`, false) : notifyFailure(error)),
  });
  return { run: (input: CallInput<Contract[N]>) => action.mutate(input), isPending: action.isPending };
}
