import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form part's view of the form it is placed in. The part names only fields of P, and the
 * form's values T hold every one of them (the part's constraint `T extends P`), so each name the
 * part uses is a field of the form. TypeScript cannot list the fields of a generic T, so it cannot
 * see that by itself: this is the one place that says so, and no call site needs a cast.
 */
export const formPart = <P extends FieldValues, T extends P, O>(form: UseFormReturn<T, unknown, O>) =>
  form as unknown as UseFormReturn<P, unknown, O>;
