import type { Resolvers } from './resolver.ts';

export const utilityResolvers = {
  getCurrentTime: ({ now }) => ({ current: now.toISOString() }),
} satisfies Resolvers<'getCurrentTime'>;
