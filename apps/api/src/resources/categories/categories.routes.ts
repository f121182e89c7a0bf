import { listCategories } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import * as categories from './categories.service.ts';

export function categoryRoutes(app: Api, deps: Deps) {
  route(app, listCategories, ({ query }) => categories.listCategories(deps.db, query));
}
