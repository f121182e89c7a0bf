import { z } from 'zod';

/** MongoDB-style identifier as the provider's API sends it. */
export const idSchema = z.string().min(1);

/** Paginated lists return an object with docs and totalDocs (spec §3). */
export const paginated = <T extends z.ZodType>(doc: T) =>
  z.object({ docs: z.array(doc), totalDocs: z.number().int().nonnegative() });
export type Paginated<T> = { docs: T[]; totalDocs: number };

/** Dates travel as ISO 8601 strings. */
export const isoDateSchema = z.iso.datetime({ offset: true }).or(z.iso.date());
