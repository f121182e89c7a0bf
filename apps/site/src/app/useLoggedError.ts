import { useEffect } from 'react';

/**
 * Product §8: some load failures are "only logged". The visitor sees the section empty; the
 * console keeps the reason for whoever debugs it.
 */
export function useLoggedError(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.warn(`${what} could not be loaded`, error);
  }, [what, error]);
}
