import type { FieldTextProps } from './Field.tsx';

/**
 * Separates the texts a field shows around its control from the props of its React Aria root.
 * The root is invalid while an error message is set, unless `isInvalid` says otherwise.
 */
export function splitFieldProps<P extends FieldTextProps & { isInvalid?: boolean }>({
  label,
  description,
  errorMessage,
  ...rootProps
}: P) {
  return {
    texts: { label, description, errorMessage },
    rootProps: { ...rootProps, isInvalid: rootProps.isInvalid ?? Boolean(errorMessage) },
  };
}
