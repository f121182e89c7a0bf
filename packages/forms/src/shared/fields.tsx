import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  ComboBox,
  DatePicker,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextArea,
  TextField,
  type TextAreaProps,
  type TextFieldProps,
} from '@review-center/design-system';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, useBoundText, type Bound } from './useBoundField.ts';

/**
 * Field bindings: each design-system field driven by react-hook-form, named by one of the form's
 * fields (a name the form does not have is a type error).
 */

/** What the binding sets; the rest of a text field's props pass through. */
type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage';

type FormTextFieldProps<T extends FieldValues, O> = Bound<T, O> & Omit<TextFieldProps, BoundProps>;

export function FormTextField<T extends FieldValues, O>(props: FormTextFieldProps<T, O>) {
  return <TextField {...useBoundText(props)} />;
}

/** An e-mail address: the e-mail keyboard and the browser's autofill of the user's address. */
export function FormEmailField<T extends FieldValues, O>({
  label = 'Email',
  ...props
}: Omit<FormTextFieldProps<T, O>, 'label'> & { label?: ReactNode }) {
  return <FormTextField type="email" autoComplete="email" label={label} {...props} />;
}

/**
 * A password, hidden as typed. A new one unless `autoComplete` says 'current-password': password
 * managers then offer to save it rather than fill it in.
 */
export function FormPasswordField<T extends FieldValues, O>(props: FormTextFieldProps<T, O>) {
  return <FormTextField type="password" autoComplete="new-password" {...props} />;
}

export function FormTextArea<T extends FieldValues, O>(props: Bound<T, O> & Omit<TextAreaProps, BoundProps>) {
  return <TextArea {...useBoundText(props)} />;
}

interface ChoiceProps {
  label: ReactNode;
  /** The choices; each is both the value sent and the text shown. */
  options: readonly string[];
  description?: ReactNode;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
}

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
  return (
    <ComboBox<{ id: string; name: string }>
      {...props}
      {...common}
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
  return (
    <DatePicker<CalendarDate>
      {...props}
      {...common}
      value={toCalendarDate(text)}
      // An unfinished date (some parts still empty) reads as no date: the rule says "required".
      onChange={(date) => onChange(date ? date.toString() : '')}
    />
  );
}
