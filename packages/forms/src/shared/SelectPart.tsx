import { Select, SelectItem } from '@review-center/design-system';
import type { FieldValues } from 'react-hook-form';
import type { ChoiceProps } from './choice.ts';
import { useBoundField, type Bound } from './useBoundField.ts';

interface Option {
  id: string;
}

/** A short list of choices (civil status, course, payment option...). */
export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  shouldUnregister,
  options,
  placeholder = 'Select…',
  ...props
}: Bound<T, O> & ChoiceProps) {
  const { text, onChange, common } = useBoundField({ control, name, shouldUnregister });
  const items: Option[] = options.map((id) => ({ id }));
  return (
    <Select<Option>
      {...props}
      {...common}
      placeholder={placeholder}
      items={items}
      value={text === '' ? null : text}
      onChange={(key) => onChange(key === null ? '' : String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
    </Select>
  );
}
