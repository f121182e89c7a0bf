import * as z from 'zod/mini';
import { REFUND_CHANNELS } from '../forms/refund.ts';
import { idSchema, isoDateSchema } from './common.ts';

/**
 * A refund recorded on a cancelled enrollment (decision 0084), as the payer and the staff see
 * it. Kept for good: a refund is never deleted.
 */
export const refundSchema = z.object({
  _id: idSchema,
  amount: z.number(),
  channel: z.enum(REFUND_CHANNELS),
  /** The transfer's or the voucher's reference. */
  reference: z.string(),
  /** The day the money went back, YYYY-MM-DD. */
  refundDate: z.string(),
  reason: z.string(),
  /** When it was recorded. */
  createdDate: isoDateSchema,
});
export type Refund = z.infer<typeof refundSchema>;
