import type { RefAttributes } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  DateSegment,
  Dialog,
  Group,
  Heading,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldBlock, type FieldTextProps } from '../Field/Field.tsx';
import { splitFieldProps } from '../Field/splitFieldProps.ts';
import { controlStyles, fieldStyles } from '../Field/Field.styles.ts';
import { LineIcon } from '../Icon/LineIcon.tsx';
import { styleable } from '../utils/styleable.ts';
import { CalendarPopover, dateInputStyles } from './DateField.styles.ts';

const Field = styled(styleable(AriaDatePicker<DateValue>))`
  ${fieldStyles}
  .react-aria-Group {
    ${controlStyles}
    display: flex;
    align-items: center;
    padding-block: 0;
    padding-inline-end: 0;
  }
  &[data-invalid] .react-aria-Group {
    border-color: var(--ds-color-danger);
    border-width: 2px;
  }
  .react-aria-DateInput {
    display: flex;
    flex: 1;
    ${dateInputStyles}
  }
  .react-aria-Group > .react-aria-Button {
    inline-size: 44px;
    align-self: stretch;
    border: 0;
    border-inline-start: 1px solid var(--ds-color-border);
    background: transparent;
    color: var(--ds-color-primary);
    cursor: pointer;
  }
`;

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children'>, FieldTextProps, RefAttributes<HTMLDivElement> {
  /**
   * Accessible name of the button that opens the calendar.
   * @default 'Open calendar'
   */
  calendarButtonLabel?: string;
}

function CalendarIcon() {
  return (
    <LineIcon style={{ margin: 'auto' }}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </LineIcon>
  );
}

/** A date field with a calendar in a popover; typing and the calendar stay in sync (React Aria). */
export function DatePicker<T extends DateValue>({
  calendarButtonLabel = 'Open calendar',
  className,
  ...props
}: DatePickerProps<T>) {
  const { texts, rootProps } = splitFieldProps(props);
  return (
    <Field
      {...(rootProps as AriaDatePickerProps<DateValue>)}
      renderClassName={className as AriaDatePickerProps<DateValue>['className']}
    >
      <FieldBlock {...texts}>
        <Group>
          <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
          <Button aria-label={calendarButtonLabel}>
            <CalendarIcon />
          </Button>
        </Group>
      </FieldBlock>
      <CalendarPopover>
        <Dialog>
          <Calendar>
            <header>
              <Button slot="previous">‹</Button>
              <Heading />
              <Button slot="next">›</Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </CalendarPopover>
    </Field>
  );
}
