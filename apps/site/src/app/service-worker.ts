import { PRIVATE_CACHES } from './offline-caches.ts';

/**
 * Installs the site's service worker (decision 0082), which keeps the shell, the courseware and the
 * practice queue for a reviewee offline. Called by the signed-in pages' loader, not by the entry:
 * a visitor reading the public pages on a slow phone downloads neither this code nor the worker's
 * precache, and the entry has no bytes to spare for it (docs/architecture.md#performance-budget).
 * After the page's load event, so the precache never competes with the page itself. Built code
 * only: the dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Its scope is its folder, the whole site.
  const register = () => void navigator.serviceWorker.register('/sw.js');
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Deletes the worker's copies of the reviewee's own answers (decision 0082) when they sign out,
 * so the next person on the device, offline, is shown none of them. Pages and chunks stay: they
 * hold nobody's data.
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (!('caches' in window)) return;
  await Promise.all(Object.values(PRIVATE_CACHES).map((name) => caches.delete(name)));
}
