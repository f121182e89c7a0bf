import { useSyncExternalStore } from 'react';

/**
 * The staff console's session: the same accounts and tokens as the site, kept apart from the
 * site's cookie so that signing out of one never signs out of the other (decision 0025).
 */
const KEY = 'review-center-staff-token';
const listeners = new Set<() => void>();

export function getStaffToken(): string | null {
  return window.localStorage.getItem(KEY);
}

export function setStaffToken(token: string | null): void {
  if (token) window.localStorage.setItem(KEY, token);
  else window.localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const useStaffToken = () => useSyncExternalStore(subscribe, getStaffToken);
