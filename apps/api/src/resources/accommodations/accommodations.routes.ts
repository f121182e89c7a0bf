import {
  getExamDay,
  grantAccommodation,
  listExamDays,
  removeAccommodation,
  reopenAttempt,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as accommodations from './accommodations.service.ts';

/** Exam day (decision 0083): the registrar's records and reopenings; guardContract has checked each role. */
export function accommodationRoutes(app: Api, deps: Deps) {
  route(app, listExamDays, () => accommodations.listExamDays(deps.db));
  route(app, getExamDay, ({ params }) => accommodations.getExamDay(deps.db, params.id, deps.now()));
  route(app, grantAccommodation, ({ params, body }, c) =>
    accommodations.grantAccommodation(deps, signedInUser(c), params.id, body),
  );
  route(app, removeAccommodation, ({ params, body }, c) =>
    accommodations.removeAccommodation(deps, signedInUser(c), params.id, body.reason),
  );
  route(app, reopenAttempt, ({ params, body }, c) =>
    accommodations.reopenAttempt(deps, signedInUser(c), params.id, body.minutes, body.reason),
  );
}
