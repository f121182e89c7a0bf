import {
  createCatalogueOption,
  createCoupon,
  createOffering,
  deactivateCoupon,
  deleteCatalogueOption,
  deleteOffering,
  duplicateOffering,
  getCatalogueOffering,
  listCatalogueOfferings,
  listCatalogueOptions,
  listStaffCoupons,
  publishOffering,
  unpublishOffering,
  updateCoupon,
  updateOffering,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as catalogue from './catalogue.service.ts';

/** Offerings, coupons and the branch and schedule list (decision 0045); guardContract checked each role. */
export function catalogueRoutes(app: Api, deps: Deps) {
  route(app, listCatalogueOfferings, ({ query }) => catalogue.listOfferings(deps.db, query));
  route(app, getCatalogueOffering, ({ params }) => catalogue.getOffering(deps.db, params.id));
  route(app, createOffering, ({ body }, c) => catalogue.createOffering(deps, signedInUser(c), body));
  route(app, updateOffering, ({ params, body }, c) => catalogue.updateOffering(deps, signedInUser(c), params.id, body));
  route(app, duplicateOffering, ({ params }, c) => catalogue.duplicateOffering(deps, signedInUser(c), params.id));
  route(app, publishOffering, ({ params }, c) => catalogue.setPublished(deps, signedInUser(c), params.id, true));
  route(app, unpublishOffering, ({ params }, c) => catalogue.setPublished(deps, signedInUser(c), params.id, false));
  route(app, deleteOffering, ({ params }, c) => catalogue.deleteOffering(deps, signedInUser(c), params.id));

  route(app, listCatalogueOptions, () => catalogue.listOptions(deps.db));
  route(app, createCatalogueOption, ({ body }, c) => catalogue.createOption(deps, signedInUser(c), body));
  route(app, deleteCatalogueOption, ({ params }, c) => catalogue.deleteOption(deps, signedInUser(c), params.id));

  route(app, listStaffCoupons, ({ query }) => catalogue.listCoupons(deps.db, query));
  route(app, createCoupon, ({ body }, c) => catalogue.createCoupon(deps, signedInUser(c), body));
  route(app, updateCoupon, ({ params, body }, c) => catalogue.updateCoupon(deps, signedInUser(c), params.id, body));
  route(app, deactivateCoupon, ({ params }, c) => catalogue.deactivateCoupon(deps, signedInUser(c), params.id));
}
