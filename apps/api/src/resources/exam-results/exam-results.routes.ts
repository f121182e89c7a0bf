import {
  getExamResult,
  getExamResults,
  listMyResults,
  listRevieweeAttempts,
  listStaffExams,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import * as results from './exam-results.service.ts';

/** Mock exam results (decision 0051); guardContract checked each role and `/users/{id}` owner. */
export function examResultRoutes(app: Api, deps: Deps) {
  route(app, listStaffExams, () => results.listStaffExams(deps.db));
  route(app, getExamResults, ({ params }) => results.examResults(deps.db, params.id));
  route(app, listRevieweeAttempts, ({ params }) => results.revieweeAttempts(deps.db, params.id));
  route(app, listMyResults, ({ params }) => results.myResults(deps.db, params.id, deps.now()));
  route(app, getExamResult, ({ params }) => results.myResult(deps.db, params.id, params.examId, deps.now()));
}
