import type { BackupStatus } from '@review-center/api-client/contract';
import { backupWarning } from '@review-center/domain';
import path from 'node:path';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { createBackup } from '../../platform/backup/backup.ts';
import { listBackups, type BackupFile } from '../../platform/backup/schedule.ts';
import { Conflict } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';

/** The console's backups on one server (one `deps.config`): the one being taken, the last failure. */
interface Console {
  running: { startedAt: Date } | null;
  failure: { at: Date; message: string } | null;
}

/** Per process and server: one backup at a time, a second press follows the first (decision 0070). */
const consoles = new WeakMap<Deps['config'], Console>();

function consoleOf(deps: Deps): Console {
  let state = consoles.get(deps.config);
  if (!state) consoles.set(deps.config, (state = { running: null, failure: null }));
  return state;
}

const statusOf = (newest: BackupFile | undefined, now: Date, { running, failure }: Console): BackupStatus => {
  const latest = newest
    ? { fileName: newest.name, createdAt: newest.createdAt.toISOString(), bytes: newest.bytes }
    : null;
  return {
    latest,
    warning: backupWarning(latest?.createdAt ?? null, now),
    running: running ? { startedAt: running.startedAt.toISOString() } : null,
    // Not once a backup is written after it (the schedule's, `pnpm backup`'s): that one counts.
    lastFailure:
      failure && !(newest && newest.createdAt > failure.at)
        ? { at: failure.at.toISOString(), message: failure.message }
        : null,
  };
};

function placeOf(deps: Deps) {
  const place = deps.config.backups;
  if (!place) throw new Conflict('Backups are not set up on this server');
  return place;
}

/** The newest backup in the backup folder: scheduled, from `pnpm backup`, or taken here. */
export async function latestBackup(deps: Deps): Promise<BackupStatus> {
  const [newest] = await listBackups(placeOf(deps).folder);
  return statusOf(newest, deps.now(), consoleOf(deps));
}

/**
 * Why a backup failed, in a sentence the console may show: the error itself (paths, a database's
 * message) stays in the server's log.
 */
function failureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOSPC') return 'The disk is full';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR') {
    return 'The server cannot write into its backup folder';
  }
  return 'The backup failed; the server’s log says why';
}

/**
 * Starts one backup, with the code of `pnpm backup` and the schedule (decision 0069): consistent
 * while the server answers, as on the embedded database it holds the one connection while it
 * dumps. It outlasts a call's time limit on a center's database, so it runs after the answer
 * (decision 0070), which says it is running; GET /admin/backups/latest then shows the file, or
 * why it failed (logged in full). While one runs, the answer is that one's. Audit-logged with the
 * file's name and size once it is written.
 */
export async function takeBackup(deps: Deps, actor: AuthUser): Promise<BackupStatus> {
  const place = placeOf(deps);
  const [newest] = await listBackups(place.folder);
  const state = consoleOf(deps);
  if (!state.running) {
    const startedAt = deps.now();
    const running = { startedAt };
    state.running = running;
    state.failure = null;
    void (async () => {
      try {
        const { file, bytes } = await createBackup({ ...place, db: deps.db }, place.folder, startedAt);
        const fileName = path.basename(file);
        await recordAudit(deps.db, actor, 'backup.create', fileName, { before: null, after: { fileName, bytes } });
      } catch (error) {
        state.failure = { at: deps.now(), message: failureMessage(error) };
        deps.log(JSON.stringify({ backup: 'console', error: String(error) }));
      } finally {
        if (state.running === running) state.running = null;
      }
    })();
  }
  // Read before the start, so the answer says "running" even if the backup is already done.
  return statusOf(newest, deps.now(), state);
}
