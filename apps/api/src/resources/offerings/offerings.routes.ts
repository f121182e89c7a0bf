import {
  createOffering,
  deleteOffering,
  duplicateOffering,
  getCatalogueOffering,
  getOffering,
  listCatalogueOfferings,
  listOfferings,
  moveOffering,
  publishOffering,
  unpublishOffering,
  updateOffering,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as offerings from './offerings.service.ts';

/** The public offerings, and the content editor's (decision 0045); guardContract checked each role. */
export function offeringRoutes(app: Api, deps: Deps) {
  route(app, listOfferings, ({ query }) => offerings.listOfferings(deps.db, query));
  route(app, getOffering, ({ params }) => offerings.getOffering(deps.db, params.id));

  route(app, listCatalogueOfferings, ({ query }) => offerings.listStaffOfferings(deps.db, query));
  route(app, getCatalogueOffering, ({ params }) => offerings.getStaffOffering(deps.db, params.id));
  route(app, createOffering, ({ body }, c) => offerings.createOffering(deps, signedInUser(c), body));
  route(app, updateOffering, ({ params, body }, c) => offerings.updateOffering(deps, signedInUser(c), params.id, body));
  route(app, duplicateOffering, ({ params }, c) => offerings.duplicateOffering(deps, signedInUser(c), params.id));
  route(app, publishOffering, ({ params }, c) => offerings.setPublished(deps, signedInUser(c), params.id, true));
  route(app, unpublishOffering, ({ params }, c) => offerings.setPublished(deps, signedInUser(c), params.id, false));
  route(app, moveOffering, ({ params, body }, c) =>
    offerings.moveOffering(deps, signedInUser(c), params.id, body.direction),
  );
  route(app, deleteOffering, ({ params }, c) => offerings.deleteOffering(deps, signedInUser(c), params.id));
}
