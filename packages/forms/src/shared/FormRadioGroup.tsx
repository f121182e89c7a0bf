import { Radio, RadioGroup } from '@review-center/design-system';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ChoiceProps } from './choice.ts';
import { useBoundField, type Bound } from './useBoundField.ts';

/** A choice among two to four options shown at once (Yes/No, payment term). */
export function FormRadioGroup<T extends FieldValues, O>({
  control,
  name,
  shouldUnregister,
  options,
  renderOption = (option) => option,
  orientation = 'horizontal',
  ...props
}: Bound<T, O> &
  Omit<ChoiceProps, 'placeholder'> & {
    renderOption?: (option: string) => ReactNode;
    /** @default 'horizontal' */
    orientation?: 'horizontal' | 'vertical';
  }) {
  const { text, onChange, common } = useBoundField({ control, name, shouldUnregister });
  return (
    <RadioGroup {...props} {...common} orientation={orientation} value={text || null} onChange={onChange}>
      {options.map((option) => (
        <Radio key={option} value={option}>
          {renderOption(option)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
