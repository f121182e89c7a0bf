import * as z from 'zod/mini';
import { isoDateSchema } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/* Backups through the running server, for the administrator (docs/operations.md): not in the spec. */
const backupChoice = 'Not in the spec: the administrator sees and takes backups from the console (docs/operations.md)';

/** One backup file of the server's backup folder: its name, its instant and its size. */
export const backupSchema = z.object({
  fileName: z.string(),
  createdAt: isoDateSchema,
  bytes: z.number(),
});
export type Backup = z.infer<typeof backupSchema>;

/**
 * The newest backup, scheduled, taken from the command line or from the console, and what to heed;
 * and the console's backup job on the server answering (decision 0070): running, or how it failed.
 */
export const backupStatusSchema = z.object({
  latest: z.nullable(backupSchema),
  /** "The last backup is more than a day old." by the server's clock; null when it is recent. */
  warning: z.nullable(z.string()),
  /** The backup this server process is taking for the console, since when; null when none is. */
  running: z.nullable(z.object({ startedAt: isoDateSchema })),
  /**
   * The console's last backup, when it failed and why in a sentence (never the error itself);
   * null once a newer backup is written or another is started.
   */
  lastFailure: z.nullable(z.object({ at: isoDateSchema, message: z.string() })),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** GET /admin/backups/latest: the newest backup in the server's backup folder. The administrator's only. */
export const getLatestBackup = defineEndpoint({
  method: 'GET',
  path: '/admin/backups/latest',
  auth: true,
  roles: [],
  response: backupStatusSchema,
  summary: 'The last backup: when, how large, which file',
  ourChoice: backupChoice,
});

/**
 * POST /admin/backups: starts one consistent backup of the database, uploaded files and outbox into
 * the server's backup folder, and answers at once with the status, `running` set: the backup
 * outlasts a call's time limit, so the console follows it with GET /admin/backups/latest. While
 * one runs, a second press answers the same running status. Audit-logged once the file is written.
 */
export const takeBackup = defineEndpoint({
  method: 'POST',
  path: '/admin/backups',
  auth: true,
  roles: [],
  response: backupStatusSchema,
  summary: 'Start a backup now',
  ourChoice: backupChoice,
});
