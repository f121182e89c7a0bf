import * as z from 'zod/mini';
import {
  COUPON_STATUS_ONGOING,
  couponCodeSchema,
  couponFormSchema,
  couponSchema,
  idSchema,
  isoDateSchema,
  paginated,
} from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';
import { idParams, staffPageQuery } from './common.ts';

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

/*
 * Coupons in the staff console (decision 0045). "Administrator roles are not shown" (product §6):
 * every staff call here is a choice of ours. Bodies are the domain's form schemas, so the
 * console's form and the server check the same rules with the same messages.
 */
const catalogueChoice = 'Not in the spec: the staff console’s catalogue pages (decision 0045)';

export const staffCouponSchema = z.object({
  _id: idSchema,
  code: z.string(),
  title: z.string(),
  offering: idSchema,
  offeringTitle: z.string(),
  discountPrice: z.nullable(z.number()),
  discountPercent: z.nullable(z.number()),
  validFrom: z.nullable(isoDateSchema),
  validUntil: z.nullable(isoDateSchema),
  maxUses: z.nullable(z.number()),
  /** How many enrollments used it. */
  uses: z.number(),
  active: z.boolean(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;

export const listStaffCoupons = defineEndpoint({
  method: 'GET',
  path: '/admin/coupons',
  auth: true,
  roles: ['content-editor'],
  query: z.object(staffPageQuery),
  response: paginated(staffCouponSchema),
  summary: 'List coupons with how many times each was used',
  ourChoice: catalogueChoice,
});

export const createCoupon = defineEndpoint({
  method: 'POST',
  path: '/admin/coupons',
  auth: true,
  roles: ['content-editor'],
  body: couponFormSchema,
  response: staffCouponSchema,
  summary: 'Create a coupon',
  ourChoice: `${catalogueChoice}. 409 when the offering already has that code`,
});

export const updateCoupon = defineEndpoint({
  method: 'PUT',
  path: '/admin/coupons/{id}',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  body: couponFormSchema,
  response: staffCouponSchema,
  summary: 'Edit a coupon',
  ourChoice: catalogueChoice,
});

/** POST /admin/coupons/{id}/deactivate: no longer accepted; enrollments that used it keep it. */
export const deactivateCoupon = defineEndpoint({
  method: 'POST',
  path: '/admin/coupons/{id}/deactivate',
  auth: true,
  roles: ['content-editor'],
  params: idParams,
  response: staffCouponSchema,
  summary: 'Deactivate a coupon',
  ourChoice: catalogueChoice,
});
