import { createExamCategory, listCategories, renameExamCategory } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as categories from './categories.service.ts';

export function categoryRoutes(app: Api, deps: Deps) {
  route(app, listCategories, ({ query }) => categories.listCategories(deps.db, query));
  route(app, createExamCategory, ({ body }, c) => categories.createCategory(deps, signedInUser(c), body.title));
  route(app, renameExamCategory, ({ params, body }, c) =>
    categories.renameCategory(deps, signedInUser(c), params.id, body.title),
  );
}
