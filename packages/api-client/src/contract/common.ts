import * as z from 'zod/mini';
import { boundedText, idSchema } from '@review-center/domain';

/** Every error response of the API: `{ message }` (our choice; the spec shows no error body). */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Confirmation of a call whose spec shows no response (verify, resend, reset, change password). */
export const messageResponseSchema = z.object({ message: z.string() });

/** `/users/{id}/...`: every such call needs the bearer token of user {id} (docs/architecture.md#authorization). */
export const userParams = z.object({ id: idSchema });

/** `/admin/<resource>/{id}/...`: the staff calls on one row. */
export const idParams = z.object({ id: idSchema });

/** Query numbers arrive as strings; the client may pass numbers. */
export const queryInt = (min = 0, max = 1000) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/** Paginated list queries shared by many list calls: limit, page or offset, sort (product §7). */
export const listQuery = z.object({
  limit: z.optional(queryInt(1)),
  page: z.optional(queryInt(1, 100_000)),
  offset: z.optional(queryInt(0, 1_000_000)),
  /** A field name, `-` first for descending (e.g. `-date`, product §7). */
  sort: z.optional(boundedText()),
});

/** A staff list's page: at most 100 rows a page. */
export const staffPageQuery = {
  limit: z.optional(queryInt(1, 100)),
  page: z.optional(queryInt(1, 100_000)),
};
