/** One place in a pager: a page number, or a gap standing for the pages left out. */
type PageItem = number | 'gap';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The pages a pager shows: always the first and the last, the current page with `siblings` on
 * each side, and a gap for each run left out. A gap never stands for a single page (that page is
 * shown instead), so the number of places stays the same whichever page is current (the
 * algorithm of MUI's usePagination, with one page at each boundary).
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(Math.min(current - siblings, pageCount - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), pageCount - 2);
  return [1, start > 3 ? 'gap' : 2, ...range(start, end), end < pageCount - 2 ? 'gap' : pageCount - 1, pageCount];
}
