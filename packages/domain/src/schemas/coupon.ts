import { z } from 'zod';
import { COUPON_STATUS_ONGOING } from '../constants.ts';
import { idSchema } from './common.ts';

/**
 * Coupon (spec §3). The discount is the fixed discountPrice if present, otherwise the
 * discountPercent (spec §5). `status` is our field for the On-Going filter of GET /coupons.
 */
export const couponSchema = z.object({
  _id: idSchema.optional(),
  code: z.string().min(1),
  title: z.string(),
  discountPrice: z.number().nonnegative().nullish(),
  discountPercent: z.number().min(0).max(100).nullish(),
  offering: idSchema,
  status: z.string().default(COUPON_STATUS_ONGOING),
});
export type Coupon = z.infer<typeof couponSchema>;
