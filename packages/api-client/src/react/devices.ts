import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http.ts';
import { callEndpoint } from './endpoints.ts';
import { callMutation } from './mutation.ts';
import { useApiClient } from './context.ts';
import { userKeys } from './users.ts';

/** One registered device per account (decision 0068): per user, under the user's keys. */
export const deviceKeys = {
  all: [...userKeys.all, 'device'] as const,
  mine: () => [...deviceKeys.all, 'mine'] as const,
};

export const deviceQueries = {
  /** GET /users/device: the account area's registered device. */
  mine: (client: ApiClient) =>
    queryOptions({
      queryKey: deviceKeys.mine(),
      queryFn: ({ signal }) => callEndpoint(client, 'getMyDevice', { signal }),
    }),
};

export const deviceMutations = {
  /** Asks for the e-mailed link; changes nothing until it is opened. */
  requestMove: (client: ApiClient, queryClient: QueryClient) => callMutation(client, queryClient, 'requestDeviceMove'),
  /** Returns the new device's session: the caller stores the token, as after a sign-in. */
  completeMove: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'completeDeviceMove', () => [deviceKeys.all]),
};

export const useMyDevice = () => useQuery(deviceQueries.mine(useApiClient()));
export const useRequestDeviceMove = () => useMutation(deviceMutations.requestMove(useApiClient(), useQueryClient()));
export const useCompleteDeviceMove = () => useMutation(deviceMutations.completeMove(useApiClient(), useQueryClient()));
