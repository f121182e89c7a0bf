import { SESSION_COOKIE_NAME } from '@review-center/domain';

/**
 * The session: a bearer token in the `met-token` cookie (product §2 "Header and shell", §4 "Login
 * state", product §9). The cookie is readable by script because the site sends it as an Authorization
 * header itself; the header's Login/Account link follows its presence.
 */

const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
type Listener = () => void;
const listeners = new Set<Listener>();

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function getSessionToken(): string | null {
  return readCookie(SESSION_COOKIE_NAME) || null;
}

export function setSessionToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE_NAME}=${encodeURIComponent(token)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  listeners.forEach((listener) => listener());
}

export function clearSessionToken(): void {
  document.cookie = `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: components re-render when the session starts or ends. */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Protected-route hand-off (product §2): a `token` in the query string becomes the session and
 * the address loses it. Returns the address to redirect to, or null when there was none.
 */
export function takeTokenFromUrl(url: URL): string | null {
  const token = url.searchParams.get('token');
  if (!token) return null;
  setSessionToken(token);
  const clean = new URL(url);
  clean.searchParams.delete('token');
  return `${clean.pathname}${clean.search}${clean.hash}`;
}
