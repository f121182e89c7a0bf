import * as z from 'zod/mini';

/** MongoDB-style identifier as the provider's API sends it. */
export const idSchema = z.string().check(z.minLength(1));

/** Paginated lists return an object with docs and totalDocs (product §3). */
export const paginated = <T extends z.ZodMiniType>(doc: T) =>
  z.object({ docs: z.array(doc), totalDocs: z.number().check(z.int(), z.nonnegative()) });
export type Paginated<T> = { docs: T[]; totalDocs: number };

/** Dates travel as ISO 8601 strings. */
export const isoDateSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
