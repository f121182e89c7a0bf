import type { HTMLAttributes, ReactNode, RefAttributes } from 'react';
import styled from 'styled-components';

const StyledCard = styled.div`
  --card-border: var(--ds-color-border);
  --card-shadow: var(--ds-shadow-sm);
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-3);
  padding: var(--ds-space-5);
  border: 1px solid var(--card-border);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface);
  color: var(--ds-color-text);
  box-shadow: var(--card-shadow);

  &[data-variant='outlined'] {
    --card-shadow: none;
  }
  &[data-variant='muted'] {
    --card-shadow: none;
    --card-border: transparent;
    background: var(--ds-color-surface-muted);
  }
  &[data-padding='none'] {
    padding: 0;
    overflow: hidden;
  }
  &[data-padding='sm'] {
    padding: var(--ds-space-3);
  }
`;

export interface CardProps extends HTMLAttributes<HTMLElement>, RefAttributes<HTMLElement> {
  /**
   * Surface style.
   * @default 'elevated'
   */
  variant?: 'elevated' | 'outlined' | 'muted';
  /**
   * Inner spacing; `none` lets an image run to the edges.
   * @default 'md'
   */
  padding?: 'none' | 'sm' | 'md';
  /**
   * The element to render: `article` for a self-contained item (an announcement), `li` inside a
   * list of cards, `section` for a titled region.
   * @default 'div'
   */
  elementType?: 'div' | 'article' | 'section' | 'li';
  /** The card's content; its layout is the caller's. */
  children: ReactNode;
}

/**
 * A raised surface that groups one item's content. Layout inside is up to the caller; the
 * card-like components of the design system are Cards with their own layout on top.
 */
export function Card({ variant = 'elevated', padding = 'md', elementType = 'div', children, ...props }: CardProps) {
  return (
    <StyledCard {...props} as={elementType} data-variant={variant} data-padding={padding}>
      {children}
    </StyledCard>
  );
}
