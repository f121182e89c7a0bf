import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from '../errors.ts';
import type { ApiClient, CallInput, CallResult } from '../http.ts';
import { callEndpoint, type Contract, type EndpointName } from './endpoints.ts';

/**
 * Mutation options for one write of the contract, named as in `contract`. Variables are the
 * call's own input (`{ params, body }`); after success the listed keys are invalidated, and the
 * mutation stays pending until they have refetched, so a screen never shows the old list after
 * "Saved".
 */
export function callMutation<K extends EndpointName>(
  client: ApiClient,
  queryClient: QueryClient,
  name: K,
  invalidates: (input: CallInput<Contract[K]>, result: CallResult<Contract[K]>) => QueryKey[] = () => [],
) {
  return mutationOptions<CallResult<Contract[K]>, ApiError, CallInput<Contract[K]>>({
    mutationKey: [name],
    mutationFn: (input) => callEndpoint(client, name, input),
    onSuccess: async (result, input) => {
      await Promise.all(invalidates(input, result).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
