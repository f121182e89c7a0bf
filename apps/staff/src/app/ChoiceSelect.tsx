import { Select, SelectItem, type SelectProps } from '@review-center/design-system';

/** One choice of a ChoiceSelect: its key and the text shown. */
export interface Choice {
  id: string;
  name: string;
}

/** A select among `{ id, name }` choices (categories, difficulties, offerings): one option per choice. */
export function ChoiceSelect(props: Omit<SelectProps<Choice>, 'children'>) {
  return <Select {...props}>{(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}</Select>;
}
