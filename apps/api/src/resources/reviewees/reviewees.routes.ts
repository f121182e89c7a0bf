import {
  disableReviewee,
  enableReviewee,
  getReviewee,
  listReviewees,
  resendRevieweeVerification,
  sendRevieweePasswordReset,
  verifyReviewee,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as reviewees from './reviewees.service.ts';

/** Reviewees as the registrar looks after them (decision 0029); guardContract checked each role. */
export function revieweeRoutes(app: Api, deps: Deps) {
  route(app, listReviewees, ({ query }) => reviewees.listReviewees(deps.db, query));
  route(app, getReviewee, ({ params }) => reviewees.getReviewee(deps.db, params.id));
  const actions = [
    [resendRevieweeVerification, 'resend-verification'],
    [verifyReviewee, 'verify'],
    [sendRevieweePasswordReset, 'password-reset'],
    [disableReviewee, 'disable'],
    [enableReviewee, 'enable'],
  ] as const;
  for (const [endpoint, action] of actions) {
    route(app, endpoint, ({ params }, c) => reviewees.revieweeAction(deps, signedInUser(c), params.id, action));
  }
}
