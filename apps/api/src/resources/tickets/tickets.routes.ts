import {
  closeTicket,
  createSupportTicket,
  getTicket,
  listTickets,
  reopenTicket,
  replyToTicket,
} from '@review-center/api-client/contract';
import { rateLimit, type Api, type Deps } from '../../platform/http/deps.ts';
import { signedInUser, userOf } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as tickets from './tickets.service.ts';

/** A visitor's message to support, and the support inbox (decision 0029); guardContract checked each role. */
export function ticketRoutes(app: Api, deps: Deps) {
  route(app, createSupportTicket, async ({ body }, c) => {
    await rateLimit(deps, c, 'support-ticket', 'bulk', userOf(c)?.id);
    return tickets.createSupportTicket(deps.db, userOf(c)?.id ?? null, body);
  });

  route(app, listTickets, ({ query }) => tickets.listTickets(deps.db, query));
  route(app, getTicket, ({ params }) => tickets.getTicket(deps.db, params.id));
  route(app, replyToTicket, ({ params, body }, c) =>
    tickets.replyToTicket(deps, signedInUser(c), params.id, body.message),
  );
  route(app, closeTicket, ({ params }, c) => tickets.setTicketClosed(deps, signedInUser(c), params.id, true));
  route(app, reopenTicket, ({ params }, c) => tickets.setTicketClosed(deps, signedInUser(c), params.id, false));
}
