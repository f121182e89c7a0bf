import type { HTMLAttributes, ReactNode, RefAttributes } from 'react';
import styled from 'styled-components';

const StyledBadge = styled.span`
  --badge-bg: var(--ds-color-surface-muted);
  --badge-fg: var(--ds-color-text);
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-1);
  min-inline-size: 1.5em;
  padding: 0.125em 0.6em;
  border-radius: var(--ds-radius-pill);
  background: var(--badge-bg);
  color: var(--badge-fg);
  font-size: var(--ds-font-size-xs);
  font-weight: var(--ds-font-weight-bold);
  line-height: 1.4;
  justify-content: center;
  white-space: nowrap;

  &[data-variant='primary'] {
    --badge-bg: var(--ds-color-primary);
    --badge-fg: var(--ds-color-on-primary);
  }
  &[data-variant='accent'] {
    --badge-bg: var(--ds-color-accent);
    --badge-fg: var(--ds-color-on-accent);
  }
  &[data-variant='success'] {
    --badge-bg: var(--ds-color-success-surface);
    --badge-fg: var(--ds-color-success);
  }
  &[data-variant='warning'] {
    --badge-bg: var(--ds-color-warning-surface);
    --badge-fg: var(--ds-color-warning);
  }
  &[data-variant='danger'] {
    --badge-bg: var(--ds-color-danger-surface);
    --badge-fg: var(--ds-color-danger);
  }
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, RefAttributes<HTMLSpanElement> {
  /**
   * Colour role. Statuses map naturally: Active → success, Payment Review → warning,
   * Processing → neutral.
   * @default 'neutral'
   */
  variant?: 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger';
  /** The badge's text (a count or a short status). */
  children: ReactNode;
}

/** A small label for a status or a count. Its text is real text, so it is read as it is shown. */
export function Badge({ variant = 'neutral', children, ...props }: BadgeProps) {
  return (
    <StyledBadge {...props} data-variant={variant}>
      {children}
    </StyledBadge>
  );
}
