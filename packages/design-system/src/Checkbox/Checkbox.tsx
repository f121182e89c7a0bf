import type { RefAttributes } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  composeRenderProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { styleable } from '../utils/styleable.ts';

const StyledCheckbox = styled(styleable(AriaCheckbox))`
  --checkbox-border: var(--ds-color-text-muted);
  --checkbox-bg: var(--ds-color-surface);
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-2);
  min-block-size: 44px;
  color: var(--ds-color-text);
  cursor: pointer;

  .ds-checkbox-box {
    display: grid;
    place-items: center;
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    border: 2px solid var(--checkbox-border);
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
    --checkbox-border: var(--ds-color-primary);
    --checkbox-bg: var(--ds-color-primary);
  }
  &[data-focus-visible] .ds-checkbox-box {
    outline: 3px solid var(--ds-color-focus-ring);
    outline-offset: 2px;
  }
  &[data-invalid] {
    --checkbox-border: var(--ds-color-danger);
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
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
