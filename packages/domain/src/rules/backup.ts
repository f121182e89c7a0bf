/**
 * How old the last backup may be before the administrator is warned (docs/operations.md): the
 * server backs itself up daily, so a backup older than a day means the schedule has stopped.
 */
const BACKUP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const BACKUP_WARNINGS = {
  none: 'No backup has been taken yet.',
  old: 'The last backup is more than a day old.',
} as const;

/** The dashboard's warning about the last backup at `now`, or null when it is recent. */
export function backupWarning(createdAt: string | null, now: Date): string | null {
  if (createdAt === null) return BACKUP_WARNINGS.none;
  return now.getTime() - Date.parse(createdAt) > BACKUP_MAX_AGE_MS ? BACKUP_WARNINGS.old : null;
}
