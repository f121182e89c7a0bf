import { ComboBox, SelectItem } from '@review-center/design-system';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ChoiceProps } from './choice.ts';
import { useBoundField, type Bound } from './useBoundField.ts';
import { useHydrated } from './useHydrated.ts';

/**
 * A searchable choice from a long list (province, city). `items` carry the value as `id`.
 *
 * The typed text is held here, not by React Aria: React Aria closes the list when the page
 * scrolls under it (a phone scrolling the focused field into view as its keyboard opens, a
 * moment after the first key) and, on closing, put back the chosen item's text, so a half-typed
 * "Eastern" vanished. Here only a choice, or leaving the field, sets the text to the chosen
 * item's name; closing the list keeps what was typed, and React Aria opens it again.
 */
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
  const nameOf = (id: string) => (id === '' ? '' : (items.find((item) => item.id === id)?.name ?? id));
  const [typed, setTyped] = useState(() => nameOf(text));
  // A value set from outside (a form reset, a city cleared by a new province) shows its name.
  const [shownValue, setShownValue] = useState(text);
  if (shownValue !== text) {
    setShownValue(text);
    setTyped(nameOf(text));
  }
  const choose = (id: string) => {
    setShownValue(id);
    setTyped(nameOf(id));
    onChange(id);
    onSelect?.(id);
  };
  return (
    <ComboBox<{ id: string; name: string }>
      {...props}
      {...common}
      onBlur={() => {
        setTyped(nameOf(text));
        common.onBlur();
      }}
      isReadOnly={!hydrated}
      defaultItems={items}
      selectedKey={text === '' ? null : text}
      inputValue={typed}
      onInputChange={(next) => {
        setTyped(next);
        // Emptying the field takes the choice back, as React Aria does when it holds the text.
        if (next === '' && text !== '') choose('');
      }}
      onSelectionChange={(key) => {
        const id = key === null ? '' : String(key);
        // React Aria reports the current choice again when its list closes: nothing changes then.
        if (id !== text) choose(id);
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
