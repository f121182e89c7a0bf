import { nextId, type Resolvers } from './resolver.ts';

export const supportResolvers = {
  createSupportTicket: () => ({ _id: nextId('tkt') }),
} satisfies Resolvers<'createSupportTicket'>;
