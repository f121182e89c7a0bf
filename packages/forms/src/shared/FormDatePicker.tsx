import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ChoiceProps } from './choice.ts';
import { lazyPart } from './lazyPart.tsx';
import type { Bound } from './useBoundField.ts';

export type FormDatePickerProps<T extends FieldValues, O> = Bound<T, O> & Omit<ChoiceProps, 'options' | 'placeholder'>;

/**
 * A date typed part by part or picked from a calendar, held in the form as YYYY-MM-DD. React
 * Aria's date picker and calendar (about 30 KB gzipped) load once the field is on screen (decision 0044).
 */
export const FormDatePicker = lazyPart(async () => (await import('./DatePickerPart.tsx')).FormDatePicker) as <
  T extends FieldValues,
  O,
>(
  props: FormDatePickerProps<T, O>,
) => ReactNode;
