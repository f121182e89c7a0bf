import * as z from 'zod/mini';
import { COUPON_STATUS_ONGOING, couponCodeSchema, couponSchema, idSchema, paginated } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/**
 * POST /coupons/avail {code, offering}; returns a coupon (product §7). 404 for an unknown or expired
 * code. The code is matched whatever its case and surrounding spaces (decision 0058).
 */
export const availCoupon = defineEndpoint({
  method: 'POST',
  path: '/coupons/avail',
  auth: false,
  optionalAuth: true,
  body: z.object({ code: couponCodeSchema, offering: idSchema }),
  response: couponSchema,
  summary: 'Check a coupon code for an offering',
  ourChoice: 'Open to anonymous visitors, who enroll by creating an account (product §6); 404 when not valid',
});

/**
 * GET /coupons with offering and status=On-Going; docs with code and title (product §7). Only the
 * coupons a reviewee can use now, with or without `status`: the others' codes are not public
 * (decision 0058). Staff list every coupon with GET /admin/coupons.
 */
export const listCoupons = defineEndpoint({
  method: 'GET',
  path: '/coupons',
  auth: false,
  optionalAuth: true,
  query: z.object({ offering: z.optional(idSchema), status: z.optional(z.literal(COUPON_STATUS_ONGOING)) }),
  response: paginated(couponSchema),
  summary: 'List the coupons of an offering',
  ourChoice: 'Open to anonymous visitors, like POST /coupons/avail; only coupons usable now, whatever the query',
});
