import type { RefAttributes } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { buttonStyles } from '../Button/Button.styles.ts';
import { styleable } from '../utils/styleable.ts';

const StyledToggleButton = styled(styleable(AriaToggleButton))`
  ${buttonStyles}

  /* Pressed: filled, and the icon passed as a child is filled too (its shape, not only colour). */
  &[data-selected] {
    --button-bg: var(--ds-color-primary);
    --button-bg-hover: var(--ds-color-primary-hover);
    --button-fg: var(--ds-color-on-primary);
    --button-border: var(--ds-color-primary);
  }
  &[data-selected] svg {
    fill: currentColor;
  }
`;

export interface ToggleButtonProps extends AriaToggleButtonProps, RefAttributes<HTMLButtonElement> {
  /**
   * Visual emphasis while not pressed; pressed, it is always filled.
   * @default 'secondary'
   */
  variant?: 'primary' | 'secondary';
  /**
   * Its size, as a Button's.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A button that stays pressed or not (`aria-pressed`), on React Aria's ToggleButton: Space or
 * Enter toggles it. Its name stays the same in both states (the pressed state is announced with
 * it), so the label says what pressing does ("Flag for review"), never the current state.
 */
export function ToggleButton({ variant = 'secondary', size = 'md', className, ...props }: ToggleButtonProps) {
  return <StyledToggleButton {...props} renderClassName={className} data-variant={variant} data-size={size} />;
}
