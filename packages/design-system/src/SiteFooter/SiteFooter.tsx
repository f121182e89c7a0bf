import { type ReactNode, useId, type RefAttributes } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { stackedList } from '../styles/stackedList.ts';
import { StoreBadge } from './StoreBadge.tsx';
import { focusRing } from '../styles/focusRing.ts';

const Footer = styled.footer`
  background: var(--ds-color-primary);
  color: var(--ds-color-on-primary);

  .ds-footer-inner {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: var(--ds-space-6);
    max-inline-size: 1200px;
    margin-inline: auto;
    padding: var(--ds-space-7) var(--ds-space-4) var(--ds-space-5);
  }
  h2 {
    margin: 0 0 var(--ds-space-3);
    font-size: var(--ds-font-size-md);
    letter-spacing: 0.02em;
  }
  ul {
    ${stackedList}
  }
  .ds-footer-link {
    color: inherit;
    text-underline-offset: 0.2em;
    border-radius: var(--ds-radius-sm);
  }
  .ds-footer-link[data-focus-visible] {
    ${focusRing}
  }
  .ds-footer-stores {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-3);
  }
  .ds-footer-bottom {
    max-inline-size: 1200px;
    margin-inline: auto;
    padding: var(--ds-space-4);
    border-block-start: 1px solid rgb(255 255 255 / 0.25);
    font-size: var(--ds-font-size-sm);
  }
`;

/** One contact or page link in the footer. */
export interface FooterLink {
  /** Visible text, e.g. an e-mail address or "Facebook page". */
  label: string;
  /** `mailto:`, `tel:`, an outside address or a site path. */
  href: string;
}

export interface SiteFooterProps extends RefAttributes<HTMLElement> {
  /** Contact links (product §1: the footer has contact links). */
  contactLinks: FooterLink[];
  /** Other links, such as terms and privacy policy. */
  pageLinks?: FooterLink[];
  /** The app's App Store page; the Apple badge shows only when given. */
  appStoreHref?: string;
  /** The app's Google Play page; the Google badge shows only when given. */
  googlePlayHref?: string;
  /**
   * Heading of the contact column.
   * @default 'Contact us'
   */
  contactHeading?: string;
  /**
   * Heading of the page links column.
   * @default 'Information'
   */
  pageLinksHeading?: string;
  /**
   * Heading of the store badges column.
   * @default 'Get the mobile app'
   */
  appHeading?: string;
  /** The bottom line, e.g. a copyright. */
  children?: ReactNode;
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <AriaLink className="ds-footer-link" href={link.href}>
            {link.label}
          </AriaLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer: contact links, page links and the Apple and Google store badges.
 *
 * **When to use:** Once, at the bottom of every page of the site, inside `PageLayout`'s footer
 * slot.
 *
 * **When not to:** For a page's own calls to action (put them in the page's sections).
 *
 * **Accessibility:** A `footer` (the `contentinfo` landmark); its link groups are lists under
 * headings; each store badge is a link named by its store (App Store, Google Play).
 */
export function SiteFooter({
  contactLinks,
  pageLinks = [],
  appStoreHref,
  googlePlayHref,
  contactHeading = 'Contact us',
  pageLinksHeading = 'Information',
  appHeading = 'Get the mobile app',
  children,
  ref,
}: SiteFooterProps) {
  const id = useId();
  return (
    <Footer ref={ref}>
      <div className="ds-footer-inner">
        <section aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`}>{contactHeading}</h2>
          <LinkList links={contactLinks} />
        </section>
        {pageLinks.length > 0 ? (
          <section aria-labelledby={`${id}-pages`}>
            <h2 id={`${id}-pages`}>{pageLinksHeading}</h2>
            <LinkList links={pageLinks} />
          </section>
        ) : null}
        {appStoreHref || googlePlayHref ? (
          <section aria-labelledby={`${id}-app`}>
            <h2 id={`${id}-app`}>{appHeading}</h2>
            <div className="ds-footer-stores">
              {appStoreHref ? <StoreBadge store="app-store" href={appStoreHref} /> : null}
              {googlePlayHref ? <StoreBadge store="google-play" href={googlePlayHref} /> : null}
            </div>
          </section>
        ) : null}
      </div>
      {children ? <div className="ds-footer-bottom">{children}</div> : null}
    </Footer>
  );
}
