/**
 * How boot.ts starts the app on a server-rendered page, as the server writes it into the page.
 * No imports: boot.ts, the site's few-hundred-byte entry, reads this too, and anything imported
 * here would be bundled into it.
 */

/** The element holding boot.ts's plan for a server-rendered page (JSON, a BootPlan). */
export const BOOT_ELEMENT_ID = 'rc-boot';

/** What a route module may say of itself (React Router's `handle`). */
export interface RouteHandle {
  /**
   * The page is a form or otherwise useless until interactive: when it arrives rendered by the
   * server, its code is fetched with the page, not after it (boot.ts, decision 0015).
   */
  startsAtOnce?: boolean;
}

/** How boot.ts starts the app on a server-rendered page (JSON in `#rc-boot`). */
export interface BootPlan {
  /** `load`: once the page has loaded and painted; `now`: at once. */
  start: 'load' | 'now';
  /** The route's chunks, preloaded with the app. */
  modules: string[];
}
