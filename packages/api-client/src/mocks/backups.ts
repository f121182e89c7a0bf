import { backupWarning } from '@review-center/domain';
import type { Backup } from '../contract/backups.ts';
import type { Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

/** The backup each mock state has taken: none until the administrator takes one. */
const taken = new WeakMap<MockState, Backup>();

const statusOf = (state: MockState, now: Date) => {
  const latest = taken.get(state) ?? null;
  return { latest, warning: backupWarning(latest?.createdAt ?? null, now) };
};

export const backupResolvers = {
  getLatestBackup: ({ state, now }) => statusOf(state, now),
  takeBackup: ({ state, now }) => {
    const createdAt = now.toISOString();
    taken.set(state, {
      fileName: `review-center-${createdAt.replace(/[:.]/g, '-')}.tar`,
      createdAt,
      bytes: 6_500_000,
    });
    return statusOf(state, now);
  },
} satisfies Resolvers<'getLatestBackup' | 'takeBackup'>;
