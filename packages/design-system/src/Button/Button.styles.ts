import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { styleable } from '../utils/styleable.ts';
import { focusRing } from '../styles/focusRing.ts';

/**
 * The look of a button, for a button or a link that looks like one. Static styles: `data-variant`
 * and `data-size` switch component-scoped custom properties (docs/style.md#components).
 */
export const buttonStyles = css`
  --button-bg: var(--ds-color-primary);
  --button-bg-hover: var(--ds-color-primary-hover);
  --button-fg: var(--ds-color-on-primary);
  --button-border: transparent;
  --button-pad-block: var(--ds-space-2);
  --button-pad-inline: var(--ds-space-4);
  --button-font-size: var(--ds-font-size-md);

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--ds-space-2);
  min-block-size: 44px; /* WCAG 2.5.8 target size, comfortably above 24px */
  padding: var(--button-pad-block) var(--button-pad-inline);
  border: 2px solid var(--button-border);
  border-radius: var(--ds-radius-md);
  background: var(--button-bg);
  color: var(--button-fg);
  font: inherit;
  font-size: var(--button-font-size);
  font-weight: var(--ds-font-weight-semibold);
  cursor: pointer;
  transition: background-color var(--ds-duration-fast) ease;

  &[data-variant='secondary'] {
    --button-bg: var(--ds-color-surface);
    --button-bg-hover: var(--ds-color-surface-muted);
    --button-fg: var(--ds-color-primary);
    --button-border: var(--ds-color-primary);
  }
  &[data-variant='accent'] {
    --button-bg: var(--ds-color-accent);
    --button-bg-hover: var(--ds-color-accent);
    --button-fg: var(--ds-color-on-accent);
  }
  &[data-variant='danger'] {
    --button-bg: var(--ds-color-danger);
    --button-bg-hover: var(--ds-color-danger);
    --button-fg: var(--ds-color-on-primary);
  }
  &[data-size='sm'] {
    --button-pad-block: var(--ds-space-1);
    --button-pad-inline: var(--ds-space-3);
    --button-font-size: var(--ds-font-size-sm);
  }
  &[data-size='lg'] {
    --button-pad-block: var(--ds-space-3);
    --button-pad-inline: var(--ds-space-5);
    --button-font-size: var(--ds-font-size-lg);
  }

  &[data-hovered],
  &[data-pressed] {
    background: var(--button-bg-hover);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-pending] {
    cursor: progress;
  }
`;

export const StyledButton = styled(styleable(AriaButton))`
  ${buttonStyles}
`;
