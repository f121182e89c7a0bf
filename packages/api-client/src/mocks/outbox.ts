import { fail, type Resolvers } from './resolver.ts';

/** The mock sends no e-mail: the outbox is empty. */
export const outboxResolvers = {
  listOutbox: () => ({ docs: [], totalDocs: 0 }),
  retryOutboxMessage: () => fail(404, 'Message not found'),
} satisfies Resolvers<'listOutbox' | 'retryOutboxMessage'>;
