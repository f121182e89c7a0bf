import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setSessionToken } from '../../app/session.ts';

/**
 * Starts a session after sign-in or registration. Every cached query may belong to a previous
 * user (api-client README: "every key is per user"), so the cache is emptied first; the cookie
 * then switches the header to Account (product §2 "Header and shell").
 */
export function useStartSession(): (token: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      queryClient.clear();
      setSessionToken(token);
    },
    [queryClient],
  );
}
