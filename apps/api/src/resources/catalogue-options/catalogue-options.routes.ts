import { createCatalogueOption, deleteCatalogueOption, listCatalogueOptions } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as options from './catalogue-options.service.ts';

/** The branch and schedule list (decision 0045); guardContract checked each role. */
export function catalogueOptionRoutes(app: Api, deps: Deps) {
  route(app, listCatalogueOptions, () => options.listOptions(deps.db));
  route(app, createCatalogueOption, ({ body }, c) => options.createOption(deps, signedInUser(c), body));
  route(app, deleteCatalogueOption, ({ params }, c) => options.deleteOption(deps, signedInUser(c), params.id));
}
