import type { RefAttributes } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';

const Badge = styled(AriaLink)`
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-2);
  min-block-size: 48px;
  padding: var(--ds-space-1) var(--ds-space-4) var(--ds-space-1) var(--ds-space-3);
  border: 1px solid #a6a6a6;
  border-radius: var(--ds-radius-md);
  background: #000;
  color: #fff;
  text-decoration: none;
  line-height: 1.1;
  cursor: pointer;

  &[data-focus-visible] {
    ${focusRing}
  }
  svg {
    flex: none;
    inline-size: 26px;
    block-size: 26px;
  }
  .ds-store-small {
    display: block;
    font-size: 0.7rem;
  }
  .ds-store-name {
    display: block;
    font-size: 1.125rem;
    font-weight: var(--ds-font-weight-semibold);
  }
`;

export interface StoreBadgeProps extends RefAttributes<HTMLAnchorElement> {
  /** Which store. */
  store: 'app-store' | 'google-play';
  /** The app's page in that store. */
  href: string;
  /**
   * The small line above the store name.
   * @default 'Download on the' (App Store) or 'GET IT ON' (Google Play)
   */
  caption?: string;
}

/**
 * A store badge drawn inline (no downloaded image): black, with the store's mark and name as
 * real text, so it is readable, translatable and named by its text.
 */
export function StoreBadge({ store, href, caption, ref }: StoreBadgeProps) {
  const isApple = store === 'app-store';
  const small = caption ?? (isApple ? 'Download on the' : 'GET IT ON');
  const name = isApple ? 'App Store' : 'Google Play';
  return (
    <Badge href={href} target="_blank" rel="noopener noreferrer" ref={ref}>
      {isApple ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
          <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.9-.9-3.1-.8c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24">
          <path d="M4 2.5l10.2 9.5L4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1z" fill="#00d7fe" />
          <path d="M17.6 8.9L14.2 12 4 2.5c.2-.1.5-.1.8.1l12.8 6.3z" fill="#00f076" />
          <path d="M17.6 15.1L4.8 21.4c-.3.2-.6.2-.8.1L14.2 12l3.4 3.1z" fill="#ff3a44" />
          <path d="M21 12c0 .5-.3.9-.8 1.2l-2.6 1.9L14.2 12l3.4-3.1 2.6 1.9c.5.3.8.7.8 1.2z" fill="#ffd500" />
        </svg>
      )}
      <span>
        <span className="ds-store-small">{small}</span>
        <span className="ds-store-name">{name}</span>
      </span>
    </Badge>
  );
}
