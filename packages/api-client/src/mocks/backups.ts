import { backupWarning } from '@review-center/domain';
import type { Backup, BackupStatus } from '../contract/backups.ts';
import type { Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

/**
 * The backups of each mock state: the one taken (none until the administrator takes one) and
 * the one running, with how many reads of the status have seen it.
 */
interface MockBackups {
  taken: Backup | null;
  running: { startedAt: string; reads: number } | null;
}
const backups = new WeakMap<MockState, MockBackups>();

function backupsOf(state: MockState): MockBackups {
  let held = backups.get(state);
  if (!held) backups.set(state, (held = { taken: null, running: null }));
  return held;
}

const statusOf = ({ taken, running }: MockBackups, now: Date): BackupStatus => ({
  latest: taken,
  warning: backupWarning(taken?.createdAt ?? null, now),
  running: running ? { startedAt: running.startedAt } : null,
  lastFailure: null,
});

export const backupResolvers = {
  // As the server's, a backup runs after the call that starts it (decision 0070): the first read
  // of the status still sees it running, so a screen shows that state; the next finds it written.
  getLatestBackup: ({ state, now }) => {
    const held = backupsOf(state);
    if (held.running && held.running.reads++ > 0) {
      const createdAt = held.running.startedAt;
      held.taken = { fileName: `review-center-${createdAt.replace(/[:.]/g, '-')}.tar`, createdAt, bytes: 6_500_000 };
      held.running = null;
    }
    return statusOf(held, now);
  },
  takeBackup: ({ state, now }) => {
    const held = backupsOf(state);
    held.running ??= { startedAt: now.toISOString(), reads: 0 };
    return statusOf(held, now);
  },
} satisfies Resolvers<'getLatestBackup' | 'takeBackup'>;
