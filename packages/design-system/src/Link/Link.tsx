import type { RefAttributes } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import styled from 'styled-components';
import { buttonStyles } from '../Button/Button.styles.ts';
import { styleable } from '../utils/styleable.ts';
import { focusRing } from '../styles/focusRing.ts';

const StyledLink = styled(styleable(AriaLink))`
  color: var(--ds-color-primary);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: var(--ds-radius-sm);
  cursor: pointer;

  &[data-hovered] {
    text-decoration-thickness: 2px;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-variant='standalone'] {
    font-weight: var(--ds-font-weight-semibold);
    text-decoration: none;
  }
  &[data-variant='standalone'][data-hovered] {
    text-decoration: underline;
  }
  &[data-current] {
    font-weight: var(--ds-font-weight-bold);
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
`;

/**
 * A call to action that navigates (e.g. "Enroll Now", "PROCEED TO PAYMENT"): a link in the
 * button's look. It has no border: a button's transparent border only gives a primary button
 * the size of an outlined secondary one, and no link is drawn as a secondary button.
 */
const ButtonLink = styled(styleable(AriaLink))`
  ${buttonStyles}
  border: 0;
  text-decoration: none;
`;

/** The button variant each call-to-action link variant is drawn as. */
const buttonVariants = { button: 'primary', 'button-accent': 'accent' } as const;

export interface LinkProps extends AriaLinkProps, RefAttributes<HTMLAnchorElement> {
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
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  if (variant === 'button' || variant === 'button-accent') {
    return <ButtonLink {...props} renderClassName={className} data-variant={buttonVariants[variant]} data-size="md" />;
  }
  return <StyledLink {...props} renderClassName={className} data-variant={variant} />;
}
