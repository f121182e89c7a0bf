/**
 * The paging behind a Load More button (product §2: Lecturers, "shown while the total exceeds what
 * is loaded"; Offerings, the same for its page of 10): the page parameter is how many items are
 * loaded, the next page is asked for while the last answer's total exceeds them. Spread into
 * `infiniteQueryOptions`; a resource paged by page number turns the count into one
 * (`pageNumberOf`).
 */
export const loadMorePaging = {
  initialPageParam: 0,
  getNextPageParam: (
    last: { docs: readonly unknown[]; totalDocs: number },
    pages: readonly { docs: readonly unknown[] }[],
  ): number | undefined => {
    const loaded = pages.reduce((count, page) => count + page.docs.length, 0);
    return loaded < last.totalDocs && last.docs.length > 0 ? loaded : undefined;
  },
};

/** The 1-based page that starts after `loaded` items, pages being `pageSize` long. */
export const pageNumberOf = (loaded: number, pageSize: number) => Math.floor(loaded / pageSize) + 1;
