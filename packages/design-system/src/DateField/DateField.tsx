import type { RefAttributes } from 'react';
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  type DateValue,
  DateSegment,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldBlock, type FieldTextProps } from '../Field/Field.tsx';
import { splitFieldProps } from '../Field/splitFieldProps.ts';
import { fieldStyles } from '../Field/Field.styles.ts';
import { styleable } from '../utils/styleable.ts';
import { StyledDateInput } from './DateField.styles.ts';

const Field = styled(styleable(AriaDateField<DateValue>))`
  ${fieldStyles}
`;

export interface DateFieldProps<T extends DateValue>
  extends Omit<AriaDateFieldProps<T>, 'children'>, FieldTextProps, RefAttributes<HTMLDivElement> {}

/**
 * A labelled date typed part by part (month, day, year as spin buttons). Values are
 * `@internationalized/date` objects, so there are no time-zone surprises with birthdates.
 */
export function DateField<T extends DateValue>({ className, ...props }: DateFieldProps<T>) {
  const { texts, rootProps } = splitFieldProps(props);
  return (
    <Field
      {...(rootProps as AriaDateFieldProps<DateValue>)}
      renderClassName={className as AriaDateFieldProps<DateValue>['className']}
    >
      <FieldBlock {...texts}>
        <StyledDateInput>{(segment) => <DateSegment segment={segment} />}</StyledDateInput>
      </FieldBlock>
    </Field>
  );
}
