import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker } from '@review-center/design-system';
import type { FieldValues } from 'react-hook-form';
import type { ChoiceProps } from './choice.ts';
import { useBoundField, type Bound } from './useBoundField.ts';
import { useHydrated } from './useHydrated.ts';

/**
 * The picker's value for the form's text. Any YYYY-MM-DD the picker itself produced must map
 * back, including the years 0002, 0020 and 0202 it passes through while a year is typed.
 */
function toCalendarDate(text: string): CalendarDate | null {
  try {
    return text === '' ? null : parseDate(text);
  } catch {
    return null;
  }
}

/** A date typed part by part or picked from a calendar, held in the form as YYYY-MM-DD. */
export function FormDatePicker<T extends FieldValues, O>({
  control,
  name,
  shouldUnregister,
  ...props
}: Bound<T, O> & Omit<ChoiceProps, 'options' | 'placeholder'>) {
  const { text, onChange, common } = useBoundField({ control, name, shouldUnregister });
  const hydrated = useHydrated();
  return (
    <DatePicker<CalendarDate>
      {...props}
      {...common}
      isReadOnly={!hydrated}
      value={toCalendarDate(text)}
      // An unfinished date (some parts still empty) reads as no date: the rule says "required".
      onChange={(date) => onChange(date ? date.toString() : '')}
    />
  );
}
