import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { fieldMessages } from '../forms/messages.ts';

/** At most `max` characters, with the message the forms show (decision 0023). */
const maxText = (max: number) => z.maxLength(max, fieldMessages.tooLong(max));

/** MongoDB-style identifier as the provider's API sends it. */
export const idSchema = z.string().check(z.minLength(1), maxText(LIMITS.idMax));

/** Required text of at most `max` characters (blank is empty once trimmed). */
export const requiredWireText = (max: number = LIMITS.textMax) =>
  z.string().check(maxText(max), z.trim(), z.minLength(1));

/**
 * A branch or schedule name (product §9 Locations, Schedules): any name on the administrator's
 * list, not only the spec's; whether the offering gives it is the server's check (decision 0054).
 */
export const choiceNameSchema = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), maxText(LIMITS.choiceNameMax));

/** Optional text of at most `max` characters. */
export const boundedText = (max: number = LIMITS.textMax) => z.string().check(maxText(max));

/** An e-mail address as the API takes it. */
export const emailSchema = z.email().check(maxText(LIMITS.emailMax));

/** Paginated lists return an object with docs and totalDocs (product §3). */
export const paginated = <T extends z.ZodMiniType>(doc: T) =>
  z.object({ docs: z.array(doc), totalDocs: z.number().check(z.int(), z.nonnegative()) });
export type Paginated<T> = { docs: T[]; totalDocs: number };

/** Dates travel as ISO 8601 strings. */
export const isoDateSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
