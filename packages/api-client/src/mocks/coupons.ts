import { fail, page, type Resolvers } from './resolver.ts';

export const couponResolvers = {
  availCoupon: ({ state, body: { code, offering } }) =>
    state.coupons.find((c) => c.code === code && c.offering === offering) ?? fail(404, 'Coupon not found'),
  listCoupons: ({ state, query }) =>
    page(
      state.coupons.filter((c) => !query.offering || c.offering === query.offering),
      {},
    ),
} satisfies Resolvers<'availCoupon' | 'listCoupons'>;
