import {
  changeStaffRole,
  closeTicket,
  createStaff,
  disableReviewee,
  disableStaff,
  enableReviewee,
  enableStaff,
  getReviewee,
  getTicket,
  listReviewees,
  listStaff,
  listTickets,
  reopenTicket,
  replyToTicket,
  resendRevieweeVerification,
  sendRevieweePasswordReset,
  verifyReviewee,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as people from './staff-people.service.ts';

/** Staff accounts, reviewees and the support inbox (decision 0029); guardContract checked each role. */
export function staffPeopleRoutes(app: Api, deps: Deps) {
  route(app, listStaff, ({ query }) => people.listStaff(deps.db, query));
  route(app, createStaff, ({ body }, c) => people.createStaff(deps, signedInUser(c), body));
  route(app, changeStaffRole, ({ params, body }, c) =>
    people.changeStaffRole(deps, signedInUser(c), params.id, body.role),
  );
  route(app, disableStaff, ({ params }, c) => people.setStaffDisabled(deps, signedInUser(c), params.id, true));
  route(app, enableStaff, ({ params }, c) => people.setStaffDisabled(deps, signedInUser(c), params.id, false));

  route(app, listReviewees, ({ query }) => people.listReviewees(deps.db, query));
  route(app, getReviewee, ({ params }) => people.getReviewee(deps.db, params.id));
  const actions = [
    [resendRevieweeVerification, 'resend-verification'],
    [verifyReviewee, 'verify'],
    [sendRevieweePasswordReset, 'password-reset'],
    [disableReviewee, 'disable'],
    [enableReviewee, 'enable'],
  ] as const;
  for (const [endpoint, action] of actions) {
    route(app, endpoint, ({ params }, c) => people.revieweeAction(deps, signedInUser(c), params.id, action));
  }

  route(app, listTickets, ({ query }) => people.listTickets(deps.db, query));
  route(app, getTicket, ({ params }) => people.getTicket(deps.db, params.id));
  route(app, replyToTicket, ({ params, body }, c) =>
    people.replyToTicket(deps, signedInUser(c), params.id, body.message),
  );
  route(app, closeTicket, ({ params }, c) => people.setTicketClosed(deps, signedInUser(c), params.id, true));
  route(app, reopenTicket, ({ params }, c) => people.setTicketClosed(deps, signedInUser(c), params.id, false));
}
