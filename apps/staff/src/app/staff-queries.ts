import { contract, type Contract } from '@review-center/api-client/contract';
import type { CallInput, CallResult } from '@review-center/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

type Name = keyof Contract;

/** Every staff query's key starts with this: an action refreshes them all (decision 0028). */
export const STAFF_KEY = 'staff';

/**
 * One staff call as a query, keyed by its name and input. While the next page or filter loads,
 * the previous rows stay on screen (with a progress line) instead of a blank table.
 */
export function useStaffQuery<N extends Name>(name: N, input: Omit<CallInput<Contract[N]>, 'signal'>) {
  return useQuery({
    queryKey: [STAFF_KEY, name, input],
    queryFn: ({ signal }) =>
      apiClient.call(contract[name], { ...input, signal } as CallInput<Contract[N]>) as Promise<
        CallResult<Contract[N]>
      >,
    placeholderData: keepPreviousData,
  });
}

/** One staff action; on success every staff query is fetched again. */
export function useStaffAction<N extends Name>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<Contract[N]>) =>
      apiClient.call(contract[name], input) as Promise<CallResult<Contract[N]>>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_KEY] }),
  });
}
