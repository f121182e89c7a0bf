import { fail, nextId, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/** A visitor's ticket is accepted; the mock holds no support inbox (decision 0029): empty, actions 404. */
export const ticketResolvers = {
  createSupportTicket: () => ({ _id: nextId('tkt') }),
  listTickets: ({ query }) => page([], query),
  getTicket: none,
  replyToTicket: none,
  closeTicket: none,
  reopenTicket: none,
} satisfies Resolvers<
  'createSupportTicket' | 'listTickets' | 'getTicket' | 'replyToTicket' | 'closeTicket' | 'reopenTicket'
>;
