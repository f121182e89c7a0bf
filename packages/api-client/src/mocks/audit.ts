import type { Resolvers } from './resolver.ts';

/** The mock keeps no audit log. */
export const auditResolvers = {
  listAuditLog: () => ({ docs: [], totalDocs: 0 }),
} satisfies Resolvers<'listAuditLog'>;
