import { Select, SelectItem, type SelectProps } from '@review-center/design-system';

/** One choice of a ChoiceSelect: its key and the text shown. */
export interface Choice {
  id: string;
  name: string;
}

/** The key of the `none` choice: no id has a NUL in it. */
const NONE = '\u0000none';

/**
 * A select among `{ id, name }` choices (categories, difficulties, offerings): one option per
 * choice. With `none`, that choice comes first and stands for no choice at all ("Any status"):
 * chosen, the select reports `null`; a `selectedKey` of `null` or '' shows it chosen.
 */
export function ChoiceSelect({
  none,
  items = [],
  selectedKey,
  onSelectionChange,
  ...props
}: Omit<SelectProps<Choice>, 'children'> & { none?: string }) {
  const choices = none === undefined ? items : [{ id: NONE, name: none }, ...items];
  return (
    <Select
      {...props}
      items={choices}
      selectedKey={none === undefined ? selectedKey : selectedKey || NONE}
      onSelectionChange={(key) => onSelectionChange?.(key === NONE ? null : key)}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
