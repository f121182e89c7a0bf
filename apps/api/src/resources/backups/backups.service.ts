import type { BackupStatus } from '@review-center/api-client/contract';
import { backupWarning } from '@review-center/domain';
import path from 'node:path';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { createBackup } from '../../platform/backup/backup.ts';
import { listBackups, type BackupFile } from '../../platform/backup/schedule.ts';
import { Conflict } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';

const statusOf = (newest: BackupFile | undefined, now: Date): BackupStatus => {
  const latest = newest
    ? { fileName: newest.name, createdAt: newest.createdAt.toISOString(), bytes: newest.bytes }
    : null;
  return { latest, warning: backupWarning(latest?.createdAt ?? null, now) };
};

function placeOf(deps: Deps) {
  const place = deps.config.backups;
  if (!place) throw new Conflict('Backups are not set up on this server');
  return place;
}

/** The newest backup in the backup folder: scheduled, from `pnpm backup`, or taken here. */
export async function latestBackup(deps: Deps): Promise<BackupStatus> {
  const [newest] = await listBackups(placeOf(deps).folder);
  return statusOf(newest, deps.now());
}

/** The backups this process is taking: one at a time, a second press waits for the first. */
const taking = new WeakSet<Deps['config']>();

/**
 * One backup now, with the code of `pnpm backup` and the schedule (decision 0069): consistent while
 * the server answers, as on the embedded database it holds the one connection while it dumps.
 * Audit-logged with the file's name and size.
 */
export async function takeBackup(deps: Deps, actor: AuthUser): Promise<BackupStatus> {
  const place = placeOf(deps);
  if (taking.has(deps.config)) throw new Conflict('A backup is being taken: wait until it is written');
  taking.add(deps.config);
  try {
    const now = deps.now();
    const { file, bytes } = await createBackup({ ...place, db: deps.db }, place.folder, now);
    const fileName = path.basename(file);
    await recordAudit(deps.db, actor, 'backup.create', fileName, { before: null, after: { fileName, bytes } });
    return statusOf({ name: fileName, bytes, createdAt: now }, now);
  } finally {
    taking.delete(deps.config);
  }
}
