import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import styled from 'styled-components';

const StyledLink = styled(AriaLink)`
  color: var(--ds-color-primary);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: var(--ds-radius-sm);
  cursor: pointer;

  &[data-hovered] {
    text-decoration-thickness: 2px;
  }
  &[data-focus-visible] {
    outline: 3px solid var(--ds-color-focus-ring);
    outline-offset: 2px;
  }
  &[data-variant='standalone'] {
    font-weight: 600;
    text-decoration: none;
  }
  &[data-variant='standalone'][data-hovered] {
    text-decoration: underline;
  }
  /* A link that looks like a button (e.g. "Enroll Now", "PROCEED TO PAYMENT"): it navigates. */
  &[data-variant='button'],
  &[data-variant='button-accent'] {
    --link-bg: var(--ds-color-primary);
    --link-fg: var(--ds-color-on-primary);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-block-size: 44px;
    padding: var(--ds-space-2) var(--ds-space-4);
    border-radius: var(--ds-radius-md);
    background: var(--link-bg);
    color: var(--link-fg);
    font-weight: 600;
    text-decoration: none;
  }
  &[data-variant='button-accent'] {
    --link-bg: var(--ds-color-accent);
    --link-fg: var(--ds-color-on-accent);
  }
  &[data-variant='button'][data-hovered] {
    --link-bg: var(--ds-color-primary-hover);
  }
  &[data-current] {
    font-weight: 700;
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
`;

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` inside text, `standalone` on its own, `button`/`button-accent` for a call to action
   * that navigates.
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone' | 'button' | 'button-accent';
}

/**
 * A link on React Aria's Link: client-side navigation works once the app wraps the tree in
 * React Aria's `RouterProvider` (the design system itself never reads the router).
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <StyledLink {...props} data-variant={variant} />;
}
