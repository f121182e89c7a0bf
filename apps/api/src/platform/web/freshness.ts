/**
 * How a change the staff save reaches the public pages (decision 0046): the API renders them per
 * request and reuses a render for a few seconds (site.ts); a write that changes what a public page
 * shows calls `invalidatePublicPages()` once it has committed, so the next visitor of this process
 * gets a fresh render. Other processes of a cluster catch up when their few seconds run out.
 */
const caches = new Set<{ clear(): void }>();

/** A page cache of this process that `invalidatePublicPages()` empties (site.ts registers its own). */
export function registerPageCache(cache: { clear(): void }): void {
  caches.add(cache);
}

/**
 * Drops every rendered public page of this process. Call it after the transaction of a change
 * the site shows (the center's details, lecturers, offerings, announcements) has committed.
 */
export function invalidatePublicPages(): void {
  for (const cache of caches) cache.clear();
}
