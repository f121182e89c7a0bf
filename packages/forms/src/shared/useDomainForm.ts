import { zodResolver } from '@hookform/resolvers/zod';
import { calendarDateOf } from '@review-center/domain';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini loads no messages: the rules without one of their own (a field's type) read as they
// did with classic zod. Only the forms' chunks carry the English locale, not the first load.
z.config(en());

/**
 * A react-hook-form instance validated by a domain schema (one schema serves the form and the
 * server, docs/style.md#data). Fields are checked on blur first, then on every change once shown wrong,
 * and on submit; focus on error is done by FormFrame in reading order.
 */
export function useDomainForm<S extends z.ZodMiniType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's overloads cannot see through the generic S; its types are what useForm states.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: false,
  });
}

/** Today's date in Manila (product §5 rules are about the reviewee's calendar day). */
export const realToday = (): string => calendarDateOf(new Date());
