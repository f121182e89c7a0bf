import type { RefAttributes } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  composeRenderProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { choiceStateStyles, choiceStyles } from '../Field/Field.styles.ts';
import { styleable } from '../utils/styleable.ts';

const StyledCheckbox = styled(styleable(AriaCheckbox))`
  ${choiceStyles}
  --checkbox-bg: var(--ds-color-surface);

  .ds-checkbox-box {
    display: grid;
    place-items: center;
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    border: 2px solid var(--choice-border);
    border-radius: var(--ds-radius-sm);
    background: var(--checkbox-bg);
    color: var(--ds-color-on-primary);
  }
  .ds-checkbox-box svg {
    inline-size: 14px;
    block-size: 14px;
  }
  &[data-selected],
  &[data-indeterminate] {
    --choice-border: var(--ds-color-primary);
    --checkbox-bg: var(--ds-color-primary);
  }
  ${choiceStateStyles('&[data-focus-visible] .ds-checkbox-box')}
  &[data-disabled] .ds-checkbox-box {
    opacity: 0.55;
  }
`;

export interface CheckboxProps extends AriaCheckboxProps, RefAttributes<HTMLLabelElement> {
  /** The visible label, also the checkbox's accessible name; or a function of its state. */
  children: AriaCheckboxProps['children'];
}

/**
 * A labelled checkbox on a native input (React Aria), so forms and Space work as expected.
 * `inputRef` reaches the native input.
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <StyledCheckbox {...props} renderClassName={className}>
      {composeRenderProps(children, (children, { isSelected, isIndeterminate }) => (
        <>
          <span className="ds-checkbox-box" aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M3 7h8" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M2.5 7.5l3 3 6-7" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      ))}
    </StyledCheckbox>
  );
}
