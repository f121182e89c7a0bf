import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { here, loginFor } from './return-to.ts';
import { registerServiceWorker } from './service-worker.ts';
import { getSessionToken, takeTokenFromUrl } from './session.ts';

/**
 * Loader of the protected routes, /account and /enrollments/{enrollment} (product §2): a `token`
 * in the query string becomes the session and the address loses it; without a session the
 * visitor goes to /login, which returns them here after signing in (decision 0036). Use as `export const loader = requireSession;` or call it first in a
 * route's own loader.
 */
export function requireSession({ request }: Pick<LoaderFunctionArgs, 'request'>): Response | null {
  const cleanAddress = takeTokenFromUrl(new URL(request.url));
  if (cleanAddress !== null) return redirect(cleanAddress);
  if (!getSessionToken()) return redirect(loginFor(here(new URL(request.url))));
  // A signed-in reviewee's phone keeps their courseware and practice for offline (decision 0082).
  registerServiceWorker();
  return null;
}
