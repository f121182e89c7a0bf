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

/** The newest backup, scheduled, taken from the command line or from the console, and what to heed. */
export const backupStatusSchema = z.object({
  latest: z.nullable(backupSchema),
  /** "The last backup is more than a day old." by the server's clock; null when it is recent. */
  warning: z.nullable(z.string()),
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
 * POST /admin/backups: one consistent backup now, of the database, uploaded files and outbox, into
 * the server's backup folder; audit-logged. Answers the new backup as the latest.
 */
export const takeBackup = defineEndpoint({
  method: 'POST',
  path: '/admin/backups',
  auth: true,
  roles: [],
  response: backupStatusSchema,
  summary: 'Take a backup now',
  ourChoice: backupChoice,
});
