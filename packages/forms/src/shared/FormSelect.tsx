import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ChoiceProps } from './choice.ts';
import { lazyPart } from './lazyPart.tsx';
import type { Bound } from './useBoundField.ts';

export type FormSelectProps<T extends FieldValues, O> = Bound<T, O> & ChoiceProps;

/**
 * A short list of choices (civil status, course, payment option...). React Aria's select, its
 * popover and list box load once the field is on screen (decision 0044).
 */
export const FormSelect = lazyPart(async () => (await import('./SelectPart.tsx')).FormSelect) as <
  T extends FieldValues,
  O,
>(
  props: FormSelectProps<T, O>,
) => ReactNode;
