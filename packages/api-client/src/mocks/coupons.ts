import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/** A reviewee's coupon calls; the staff list answers empty and edits 404 (decision 0045). */
export const couponResolvers = {
  availCoupon: ({ state, body: { code, offering } }) =>
    state.coupons.find((c) => c.code === code && c.offering === offering) ?? fail(404, 'Coupon not found'),
  listCoupons: ({ state, query }) =>
    page(
      state.coupons.filter((c) => !query.offering || c.offering === query.offering),
      {},
    ),
  listStaffCoupons: ({ query }) => page([], query),
  createCoupon: none,
  updateCoupon: none,
  deactivateCoupon: none,
} satisfies Resolvers<
  'availCoupon' | 'listCoupons' | 'listStaffCoupons' | 'createCoupon' | 'updateCoupon' | 'deactivateCoupon'
>;
