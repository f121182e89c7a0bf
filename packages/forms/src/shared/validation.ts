import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini loads no messages: the rules without one of their own (a field's type) read as they
// did with classic zod.
z.config(en());

/**
 * A form's resolver from its domain schema. A module loaded on demand (useDomainForm): zod, its
 * English messages and the resolver arrive once a form is on screen, not with the page (decision 0033).
 */
export function resolverFor(schema: z.ZodMiniType<unknown, FieldValues>): Resolver<FieldValues, unknown, unknown> {
  // The resolver's overloads cannot see through the generic schema; useDomainForm states the types.
  return zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, unknown>;
}
