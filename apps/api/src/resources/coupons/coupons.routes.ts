import {
  availCoupon,
  createCoupon,
  deactivateCoupon,
  listCoupons,
  listStaffCoupons,
  updateCoupon,
} from '@review-center/api-client/contract';
import { rateLimit, type Api, type Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as coupons from './coupons.service.ts';

/** A reviewee's coupon calls, and the content editor's (decision 0045); guardContract checked each role. */
export function couponRoutes(app: Api, deps: Deps) {
  route(app, listCoupons, ({ query }) => coupons.listCoupons(deps.db, query, deps.now()));
  route(app, availCoupon, async ({ body }, c) => {
    await rateLimit(deps, c, 'coupon', 'bulk');
    return coupons.availCoupon(deps.db, body.code, body.offering, deps.now());
  });

  route(app, listStaffCoupons, ({ query }) => coupons.listStaffCoupons(deps.db, query));
  route(app, createCoupon, ({ body }, c) => coupons.createCoupon(deps, signedInUser(c), body));
  route(app, updateCoupon, ({ params, body }, c) => coupons.updateCoupon(deps, signedInUser(c), params.id, body));
  route(app, deactivateCoupon, ({ params }, c) => coupons.deactivateCoupon(deps, signedInUser(c), params.id));
}
