import type { ReactNode } from 'react';
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  type DateValue,
  DateSegment,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import styled from 'styled-components';
import { fieldStyles } from '../TextField/TextField.styles.ts';
import { StyledDateInput } from './DateField.styles.ts';

const Field = styled(AriaDateField)`
  ${fieldStyles}
`;

export interface DateFieldProps<T extends DateValue> extends Omit<AriaDateFieldProps<T>, 'children'> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field, for example the expected order of the parts. */
  description?: ReactNode;
  /** A message shown under the field that marks it invalid. */
  errorMessage?: string;
}

/**
 * A labelled date typed part by part (month, day, year as spin buttons). Values are
 * `@internationalized/date` objects, so there are no time-zone surprises with birthdates.
 */
export function DateField<T extends DateValue>({ label, description, errorMessage, ...props }: DateFieldProps<T>) {
  return (
    <Field {...(props as AriaDateFieldProps<DateValue>)} isInvalid={props.isInvalid ?? Boolean(errorMessage)}>
      <Label>{label}</Label>
      <StyledDateInput>{(segment) => <DateSegment segment={segment} />}</StyledDateInput>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </Field>
  );
}
