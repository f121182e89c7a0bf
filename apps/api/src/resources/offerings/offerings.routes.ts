import { getOffering, listOfferings } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import * as offerings from './offerings.service.ts';

export function offeringRoutes(app: Api, deps: Deps) {
  route(app, listOfferings, ({ query }) => offerings.listOfferings(deps.db, query));
  route(app, getOffering, ({ params }) => offerings.getOffering(deps.db, params.id));
}
