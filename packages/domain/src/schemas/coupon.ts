import * as z from 'zod/mini';
import { COUPON_STATUS_ONGOING } from '../constants.ts';
import { idSchema, requiredWireText } from './common.ts';

/**
 * A coupon code as it is stored and matched: surrounding spaces dropped, in upper case. A
 * reviewee may type `summer500` or ` Summer500 ` for SUMMER500; staff codes are stored this way
 * (decision 0058).
 */
export const canonicalCouponCode = (code: string) => code.trim().toUpperCase();

/** A coupon code a reviewee enters (POST /coupons/avail, enrolling), made canonical as parsed. */
export const couponCodeSchema = requiredWireText().check(z.overwrite(canonicalCouponCode));

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
