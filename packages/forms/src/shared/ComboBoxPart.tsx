import { ComboBox, SelectItem } from '@review-center/design-system';
import type { FieldValues } from 'react-hook-form';
import type { ChoiceProps } from './choice.ts';
import { useBoundField, type Bound } from './useBoundField.ts';
import { useHydrated } from './useHydrated.ts';

/** A searchable choice from a long list (province, city). `items` carry the value as `id`. */
export function FormComboBox<T extends FieldValues, O>({
  control,
  name,
  shouldUnregister,
  items,
  onSelect,
  ...props
}: Bound<T, O> &
  Omit<ChoiceProps, 'options'> & {
    items: readonly { id: string; name: string }[];
    /** Called after the user picks an item (for example to clear a city that no longer fits). */
    onSelect?: (id: string) => void;
    /** Shown in the list when nothing matches (or there is nothing to choose yet). */
    emptyText?: string;
  }) {
  const { text, onChange, common } = useBoundField({ control, name, shouldUnregister });
  const hydrated = useHydrated();
  return (
    <ComboBox<{ id: string; name: string }>
      {...props}
      {...common}
      isReadOnly={!hydrated}
      defaultItems={items}
      selectedKey={text === '' ? null : text}
      onSelectionChange={(key) => {
        const id = key === null ? '' : String(key);
        onChange(id);
        onSelect?.(id);
      }}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.name}>
          {item.name}
        </SelectItem>
      )}
    </ComboBox>
  );
}
