import { paths } from './paths.ts';

/**
 * Return after login (decision 0036): a page that needs a session sends a signed-out visitor to
 * /login with where they were going in `next`, and login (or registration) returns them there.
 * Only a path of this site is accepted as a destination, so a crafted link cannot send a
 * reviewee elsewhere after they typed their password.
 */
const NEXT = 'next';
const SAME_SITE = 'http://same-site.invalid';

/** /login (or another entry page) remembering `destination`, a path of this site. */
export function withDestination(entry: string, destination: string | null): string {
  return destination ? `${entry}?${NEXT}=${encodeURIComponent(destination)}` : entry;
}

/** The login page for a visitor who was going to `destination`. */
export const loginFor = (destination: string): string => withDestination(paths.login, destination);

/** The current address as a destination: its path, query and fragment. */
export const here = (location: { pathname: string; search: string; hash: string }): string =>
  `${location.pathname}${location.search}${location.hash}`;

/** Pages a reviewee is never returned to: going back there after login would loop. */
const NOT_DESTINATIONS = new Set<string>([paths.login, paths.register]);

/**
 * The destination named by a query string, when it is a path of this site; null otherwise (absent,
 * another origin, `//host`, `/\host`, a scheme, or the login and register pages themselves).
 */
export function destinationOf(search: URLSearchParams): string | null {
  const value = search.get(NEXT);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    // Parsed against a placeholder origin: a value the parser reads as another host (tabs and
    // newlines are dropped first, so "/\t/host" is "//host") leaves it and is refused.
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE || NOT_DESTINATIONS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
