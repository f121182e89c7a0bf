import { getCohortHeatmap } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import { cohortHeatmap } from './cohort-heatmap.service.ts';

/** The cohort heatmap (decision 0085); guardContract checks each role. */
export function cohortHeatmapRoutes(app: Api, deps: Deps) {
  route(app, getCohortHeatmap, ({ query }) => cohortHeatmap(deps.db, query));
}
