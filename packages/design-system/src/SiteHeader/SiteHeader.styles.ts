import styled from 'styled-components';
import { minWidth } from '../tokens/tokens.ts';
import { focusRing } from '../styles/focusRing.ts';

/**
 * Keeps the header's place in the flow when the bar itself becomes fixed, so the page does not
 * jump. Container queries (not media queries) switch to the mobile menu, so the header adapts
 * to the width it is given — and a story can show the mobile layout in a narrow box.
 */
export const HeaderSlot = styled.div`
  --site-header-height: 72px;
  position: relative;
  container-type: inline-size;
  min-block-size: var(--site-header-height);
`;

/** The strip whose leaving the viewport makes the header sticky (its height is the threshold). */
export const ScrollSentinel = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 1px;
  pointer-events: none;
  visibility: hidden;
`;

export const Bar = styled.header`
  position: relative;
  z-index: 50;
  block-size: var(--site-header-height);
  background: var(--ds-color-surface);
  border-block-end: 1px solid var(--ds-color-border);

  /* Product §2: sticky, with a slide-in, once scrolled past 100 px. */
  &[data-stuck='true'] {
    position: fixed;
    inset-block-start: 0;
    inset-inline: 0;
    box-shadow: var(--ds-shadow-md);
    animation: ds-header-slide-in var(--ds-duration-slow) ease-out;
  }
  @keyframes ds-header-slide-in {
    from {
      transform: translateY(-100%);
    }
  }
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ds-space-4);
  block-size: 100%;
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-inline: var(--ds-space-4);

  .ds-header-brand {
    display: inline-flex;
    align-items: center;
    gap: var(--ds-space-2);
    color: var(--ds-color-primary);
    font-size: var(--ds-font-size-lg);
    font-weight: var(--ds-font-weight-extrabold);
    text-decoration: none;
    border-radius: var(--ds-radius-sm);
  }
  .ds-header-brand[data-focus-visible] {
    ${focusRing}
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: var(--ds-space-1);
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-layout='column'] {
    flex-direction: column;
    align-items: stretch;
  }
  a {
    display: flex;
    align-items: center;
    min-block-size: 44px;
    padding: var(--ds-space-2) var(--ds-space-3);
    border-radius: var(--ds-radius-md);
    color: var(--ds-color-text);
    font-weight: var(--ds-font-weight-semibold);
    text-decoration: none;
    cursor: pointer;
  }
  a[data-hovered] {
    background: var(--ds-color-surface-muted);
  }
  a[data-focus-visible] {
    ${focusRing}
  }
  a[aria-current='page'] {
    color: var(--ds-color-primary);
    box-shadow: inset 0 -3px 0 var(--ds-color-primary);
  }
  a[data-variant='cta'] {
    background: var(--ds-color-primary);
    color: var(--ds-color-on-primary);
  }
  a[data-variant='cta'][data-hovered] {
    background: var(--ds-color-primary-hover);
  }
`;

/** Desktop links show from the `md` breakpoint of header width; the menu button below it. */
export const DesktopNav = styled.nav`
  display: none;
  @container ${minWidth.md} {
    display: block;
  }
`;

export const MobileOnly = styled.div`
  display: block;
  @container ${minWidth.md} {
    display: none;
  }
`;

export const MenuPanel = styled.div`
  padding: var(--ds-space-4);
  .ds-menu-title {
    margin: 0 0 var(--ds-space-3);
    font-size: var(--ds-font-size-lg);
  }
`;
