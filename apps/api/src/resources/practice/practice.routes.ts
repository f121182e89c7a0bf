import {
  answerPractice,
  getPracticeOverview,
  listMissedItems,
  listPracticeItems,
  listPracticeUse,
  updatePracticePreferences,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import { savePreferences } from './goal.ts';
import { missedItems, practiceUse } from './practice-figures.ts';
import * as practice from './practice.service.ts';

/**
 * Practice and the review queue (decision 0081); guardContract checked the `/users/{id}` owner,
 * and the content editor's role for the figures.
 */
export function practiceRoutes(app: Api, deps: Deps) {
  route(app, getPracticeOverview, ({ params }) => practice.overview(deps, params.id));
  route(app, listPracticeItems, ({ params, query }) => practice.items(deps, params.id, query));
  route(app, answerPractice, ({ params, body }) => practice.answer(deps, params.id, body));
  // Preferences need no enrollment: they are the reviewee's own, and outlast one.
  route(app, updatePracticePreferences, ({ params, body }) => savePreferences(deps.db, params.id, body, deps.now()));
  route(app, listPracticeUse, () => practiceUse(deps.db));
  route(app, listMissedItems, ({ query }) => missedItems(deps.db, query));
}
