import { lazy, type ReactNode, Suspense, useEffect, useRef, useState, type RefAttributes } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { LineIcon } from '../Icon/LineIcon.tsx';
import { useMergedRef } from '../utils/useMergedRef.ts';
import { usePublishedHeight } from '../utils/usePublishedHeight.ts';
import { NavLinks } from './NavLinks.tsx';
import { Bar, DesktopNav, HeaderSlot, Inner, MobileOnly, ScrollSentinel } from './SiteHeader.styles.ts';
import { defaultSiteHeaderLabels, type SiteHeaderLabels, siteHeaderLinks } from './siteHeaderLinks.ts';

/**
 * The narrow-screen menu (a modal dialog with focus trapping) is code the first paint never
 * needs: it is fetched when the menu button is first hovered, focused or pressed, which keeps
 * about 20 KB gzipped of overlay code out of every page's first load (the first-load JavaScript
 * budget in the README, measured by `pnpm bench:bundle`).
 */
const loadMenu = () => import('./SiteHeaderMenu.tsx');
const SiteHeaderMenu = lazy(loadMenu);
const preloadMenu = () => void loadMenu();

export interface SiteHeaderProps extends RefAttributes<HTMLElement> {
  /** Whether a session token exists: switches the last link between Account and Login. */
  isSignedIn: boolean;
  /** The current path, to mark its link with `aria-current="page"`. The header never reads the router. */
  currentPath?: string;
  /**
   * The brand shown at the start, linking home.
   * @default 'Review Center'
   */
  brand?: ReactNode;
  /**
   * Where the brand links.
   * @default '/home'
   */
  brandHref?: string;
  /** Override any visible text; the rest keep their defaults. */
  labels?: Partial<SiteHeaderLabels>;
  /**
   * Scroll distance in pixels after which the header sticks to the top (product §9: 100 px).
   * @default 100
   */
  stickyThreshold?: number;
  /**
   * The current user is still being fetched at application start (product §2): the Account/Login
   * slot shows a spinner instead of a link that may be about to change.
   * @default false
   */
  isAccountLoading?: boolean;
}

/**
 * Whether the page is scrolled more than `threshold` px past the header's top, watched by an
 * IntersectionObserver on an invisible strip `threshold` px tall: the browser reports the change
 * after its own layout, so nothing runs on each scroll event and nothing forces a layout while
 * the page hydrates (reading `scrollY` then did). The strip touching the viewport's top edge
 * still counts as intersecting, so it leaves only once the scroll exceeds the threshold.
 */
function useScrolledPast(threshold: number) {
  const sentinel = useRef<HTMLSpanElement>(null);
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const target = sentinel.current;
    // Every supported browser has it; a test DOM without layout (jsdom) does not.
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setIsPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return { sentinelProps: { ref: sentinel, style: { blockSize: threshold } }, isPast };
}

/**
 * The site header: brand, the seven links of product §2 and, on narrow widths, a menu
 * button opening the same links in a modal dialog (focus trapped, Escape closes, focus returns).
 * It becomes sticky with a slide-in once the page is scrolled past `stickyThreshold`.
 *
 * **When to use:** Once, at the top of every page of the site, inside `PageLayout`'s header slot.
 *
 * **When not to:** In the staff console or inside a dialog: it carries the site's links and its
 * sticky behaviour.
 *
 * **Accessibility:** Its links are a `navigation` landmark named by its label; on narrow widths
 * the menu is a modal dialog with trapped focus. The current page's link has
 * `aria-current="page"`.
 */
export function SiteHeader({
  isSignedIn,
  currentPath,
  brand = 'Review Center',
  brandHref = '/home',
  labels: labelOverrides,
  stickyThreshold = 100,
  isAccountLoading = false,
  ref,
}: SiteHeaderProps) {
  const labels = { ...defaultSiteHeaderLabels, ...labelOverrides };
  const links = siteHeaderLinks(isSignedIn, labels);
  const { sentinelProps, isPast: isStuck } = useScrolledPast(stickyThreshold);
  const [hasMenu, setHasMenu] = useState(false);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // The page scrolls focus clear of the bar, and notifications open below it (decision 0020).
  const barRef = useRef<HTMLElement>(null);
  usePublishedHeight(barRef, '--ds-header-height');
  const mergedRef = useMergedRef(barRef, ref);
  return (
    <HeaderSlot>
      <ScrollSentinel {...sentinelProps} aria-hidden="true" />
      <Bar data-stuck={isStuck} ref={mergedRef}>
        <Inner>
          <AriaLink href={brandHref} className="ds-header-brand">
            {brand}
          </AriaLink>
          <DesktopNav aria-label={labels.navigation}>
            <NavLinks
              links={links}
              currentPath={currentPath}
              layout="row"
              accountLoadingLabel={isAccountLoading ? labels.accountLoading : undefined}
            />
          </DesktopNav>
          <MobileOnly>
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-expanded={isMenuOpen}
              onHoverStart={preloadMenu}
              onFocus={preloadMenu}
              onPress={() => {
                setHasMenu(true);
                setIsMenuOpen(true);
              }}
            >
              <LineIcon>
                <path d="M4 6h16M4 12h16M4 18h16" />
              </LineIcon>
              {labels.menu}
            </Button>
            {/* Mounted from the first opening on, so its closing animation can play. */}
            {hasMenu ? (
              <Suspense fallback={null}>
                <SiteHeaderMenu
                  isOpen={isMenuOpen}
                  onOpenChange={setIsMenuOpen}
                  title={labels.menu}
                  navigationLabel={labels.navigation}
                  links={links}
                  currentPath={currentPath}
                  accountLoadingLabel={isAccountLoading ? labels.accountLoading : undefined}
                />
              </Suspense>
            ) : null}
          </MobileOnly>
        </Inner>
      </Bar>
    </HeaderSlot>
  );
}
