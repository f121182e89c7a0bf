import * as z from 'zod/mini';
import { COUPON_STATUS_ONGOING } from '../constants.ts';
import { idSchema } from './common.ts';

/**
 * Coupon (product §3). The discount is the fixed discountPrice if present, otherwise the
 * discountPercent (product §5). `status` is our field for the On-Going filter of GET /coupons.
 */
export const couponSchema = z.object({
  _id: z.optional(idSchema),
  code: z.string().check(z.minLength(1)),
  title: z.string(),
  discountPrice: z.nullish(z.number().check(z.nonnegative())),
  discountPercent: z.nullish(z.number().check(z.minimum(0), z.maximum(100))),
  offering: idSchema,
  status: z._default(z.string(), COUPON_STATUS_ONGOING),
});
export type Coupon = z.infer<typeof couponSchema>;
