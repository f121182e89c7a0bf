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
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * Field bindings: each design-system field driven by react-hook-form through `useController`,
 * showing its error under itself (React Aria's FieldError, wired by aria-describedby).
 */
interface Bound<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Drop the value when the field leaves the page (fields shown only sometimes, spec §2). */
  shouldUnregister?: boolean;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'>;

export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  shouldUnregister,
  ...props
}: Bound<T, O> & TextProps) {
  const { field, fieldState } = useController({ control, name, shouldUnregister });
  return (
    <TextField
      {...props}
      name={field.name}
      value={asText(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}

type AreaProps = Omit<TextAreaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'>;

export function FormTextArea<T extends FieldValues, O>({
  control,
  name,
  shouldUnregister,
  ...props
}: Bound<T, O> & AreaProps) {
  const { field, fieldState } = useController({ control, name, shouldUnregister });
  return (
    <TextArea
      {...props}
      name={field.name}
      value={asText(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
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
  label,
  options,
  description,
  placeholder = 'Select…',
  isDisabled,
  isRequired,
}: Bound<T, O> & ChoiceProps) {
  const { field, fieldState } = useController({ control, name, shouldUnregister });
  const items: Option[] = options.map((id) => ({ id }));
  const value = asText(field.value);
  return (
    <Select<Option>
      label={label}
      description={description}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={field.name}
      items={items}
      value={value === '' ? null : value}
      onChange={(key) => field.onChange(key === null ? '' : String(key))}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
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
  label,
  options,
  description,
  isDisabled,
  isRequired,
  renderOption = (option) => option,
  orientation = 'horizontal',
}: Bound<T, O> &
  Omit<ChoiceProps, 'placeholder'> & {
    renderOption?: (option: string) => ReactNode;
    /** @default 'horizontal' */
    orientation?: 'horizontal' | 'vertical';
  }) {
  const { field, fieldState } = useController({ control, name, shouldUnregister });
  return (
    <RadioGroup
      label={label}
      description={description}
      isDisabled={isDisabled}
      isRequired={isRequired}
      orientation={orientation}
      name={field.name}
      value={asText(field.value) || null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    >
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
  label,
  items,
  description,
  placeholder,
  isDisabled,
  isRequired,
  onSelect,
  emptyText,
}: Bound<T, O> &
  Omit<ChoiceProps, 'options'> & {
    items: readonly { id: string; name: string }[];
    /** Called after the user picks an item (for example to clear a city that no longer fits). */
    onSelect?: (id: string) => void;
    /** Shown in the list when nothing matches (or there is nothing to choose yet). */
    emptyText?: string;
  }) {
  const { field, fieldState } = useController({ control, name, shouldUnregister });
  const value = asText(field.value);
  return (
    <ComboBox<{ id: string; name: string }>
      label={label}
      description={description}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={field.name}
      emptyText={emptyText}
      defaultItems={items}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => {
        const id = key === null ? '' : String(key);
        field.onChange(id);
        onSelect?.(id);
      }}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
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
  label,
  description,
  isDisabled,
  isRequired,
}: Bound<T, O> & Omit<ChoiceProps, 'options' | 'placeholder'>) {
  const { field, fieldState } = useController({ control, name, shouldUnregister });
  const text = asText(field.value);
  return (
    <DatePicker<CalendarDate>
      label={label}
      description={description}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={field.name}
      value={toCalendarDate(text)}
      // An unfinished date (some parts still empty) reads as no date: the rule says "required".
      onChange={(date) => field.onChange(date ? date.toString() : '')}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}
