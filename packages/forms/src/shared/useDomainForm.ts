import { calendarDateOf } from '@review-center/domain';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

type Schema = z.ZodMiniType<unknown, FieldValues>;

/** A schema, or a way to load it once the form is on screen (`@review-center/domain/forms`). */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

/**
 * The form's resolver, loaded on demand: the schema (when given as a loader), zod and the
 * resolver come in one round after the form has rendered, so a form page's first load carries
 * none of them (decision 0033). `preload` starts that at once; the first check waits for it.
 */
function lazyResolver(source: SchemaSource<Schema>) {
  let loading: Promise<Resolver<FieldValues, unknown, unknown>> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      typeof source === 'function' ? source() : Promise.resolve(source),
      import('./validation.ts'),
    ])
      .then(([schema, { resolverFor }]) => resolverFor(schema))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolve: Resolver<FieldValues, unknown, unknown> = async (values, context, options) =>
    (await load())(values, context, options);
  return { load, resolve };
}

/** One resolver per schema or loader, so a form's re-renders share its loading. */
const resolvers = new WeakMap<SchemaSource<Schema>, ReturnType<typeof lazyResolver>>();
function resolverOf(source: SchemaSource<Schema>) {
  let resolver = resolvers.get(source);
  if (!resolver) {
    resolver = lazyResolver(source);
    resolvers.set(source, resolver);
  }
  return resolver;
}

/**
 * A react-hook-form instance validated by a domain schema (one schema serves the form and the
 * server, docs/style.md#data). Fields are checked on blur first, then on every change once shown wrong,
 * and on submit; focus on error is done by FormFrame in reading order.
 */
export function useDomainForm<S extends Schema>(
  schema: SchemaSource<S>,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { load, resolve } = resolverOf(schema);
  // Loaded as soon as the form is on screen, so the first check rarely waits; a failed load is
  // tried again by that check, which then shows the failure.
  useEffect(() => void load().catch(() => undefined), [load]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolve as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: false,
  });
}

/**
 * Loads what every form checks with (zod, its messages, the small forms' rules) ahead of any form,
 * e.g. so that tests check the first submit as promptly as a later one.
 */
export async function preloadFormRules(): Promise<void> {
  await Promise.all([import('@review-center/domain/forms'), import('./validation.ts')]);
}

/** Today's date in Manila (product §5 rules are about the reviewee's calendar day). */
export const realToday = (): string => calendarDateOf(new Date());
