import type { ReactNode, RefAttributes } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldBlock, type FieldTextProps } from '../Field/Field.tsx';
import { splitFieldProps } from '../Field/splitFieldProps.ts';
import { choiceStateStyles, choiceStyles, fieldStyles } from '../Field/Field.styles.ts';
import { styleable } from '../utils/styleable.ts';

const Group = styled(styleable(AriaRadioGroup))`
  ${fieldStyles}
  gap: var(--ds-space-2);

  .ds-radio-options {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-1);
  }
  &[data-orientation='horizontal'] .ds-radio-options {
    flex-direction: row;
    flex-wrap: wrap;
    gap: var(--ds-space-4);
  }
`;

const StyledRadio = styled(styleable(AriaRadio))`
  ${choiceStyles}

  &::before {
    content: '';
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    border: 2px solid var(--choice-border);
    border-radius: 50%;
    background: var(--ds-color-surface);
    transition: border-width var(--ds-duration-fast) ease;
  }
  &[data-selected] {
    --choice-border: var(--ds-color-primary);
  }
  &[data-selected]::before {
    border-width: 6px;
  }
  ${choiceStateStyles('&[data-focus-visible]::before')}
  &[data-disabled]::before {
    background: var(--ds-color-surface-muted);
  }
`;

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children'>, FieldTextProps, RefAttributes<HTMLDivElement> {
  /** `Radio` elements. */
  children: ReactNode;
}

/** A labelled choice of one option; arrow keys move between options (React Aria). */
export function RadioGroup({ className, children, ...props }: RadioGroupProps) {
  const { texts, rootProps } = splitFieldProps(props);
  return (
    <Group {...rootProps} renderClassName={className}>
      <FieldBlock {...texts}>
        <div className="ds-radio-options">{children}</div>
      </FieldBlock>
    </Group>
  );
}

export interface RadioProps extends AriaRadioProps, RefAttributes<HTMLLabelElement> {}

/** One option of a RadioGroup; its children are its label. `inputRef` reaches the native radio. */
export function Radio({ className, ...props }: RadioProps) {
  return <StyledRadio {...props} renderClassName={className} />;
}
