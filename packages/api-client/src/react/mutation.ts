import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '../contract/endpoint.ts';
import type { ApiClient, CallInput, CallResult } from '../http.ts';

/**
 * Mutation options for one write of the contract. Variables are the call's own input
 * (`{ params, body }`); after success the listed keys are invalidated, and the mutation stays
 * pending until they have refetched, so a screen never shows the old list after "Saved".
 */
export function callMutation<E extends Endpoint>(
  client: ApiClient,
  queryClient: QueryClient,
  endpoint: E,
  invalidates: (input: CallInput<E>, result: CallResult<E>) => QueryKey[] = () => [],
) {
  return mutationOptions<CallResult<E>, Error, CallInput<E>>({
    mutationKey: [endpoint.method, endpoint.path],
    mutationFn: (input) => client.call(endpoint, input),
    onSuccess: async (result, input) => {
      await Promise.all(invalidates(input, result).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
