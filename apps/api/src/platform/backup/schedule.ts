import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import type { Job } from '../jobs/scheduler.ts';
import { createBackup, type Instance } from './backup.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How many backups the schedule keeps: the newest of each of the last days and weeks. */
export const RETENTION = { daily: 7, weekly: 4 } as const;

export interface BackupFile {
  name: string;
  bytes: number;
  createdAt: Date;
}

/** A backup's name as `backupFileName` writes it, read back into its instant. */
const NAME = /^review-center-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar$/;

/** The backups in `folder`, newest first; other files are not the schedule's to touch. */
export async function listBackups(folder: string): Promise<BackupFile[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const backups: BackupFile[] = [];
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match) continue;
    const [, day, hours, minutes, seconds, ms] = match;
    const { size } = await stat(path.join(folder, name));
    backups.push({ name, bytes: size, createdAt: new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`) });
  }
  return backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Which backups to keep at `now`: the newest of each of the last `daily` days and of each of the
 * last `weekly` weeks (counted back from now), and always the newest of all.
 */
export function backupsToKeep(backups: BackupFile[], now: Date, retention = RETENTION): Set<string> {
  const keep = new Set<string>();
  const newestPer = (span: number, count: number) => {
    const seen = new Set<number>();
    for (const backup of backups) {
      const age = Math.floor((now.getTime() - backup.createdAt.getTime()) / span);
      if (age < 0 || age >= count || seen.has(age)) continue;
      seen.add(age);
      keep.add(backup.name);
    }
  };
  newestPer(DAY_MS, retention.daily);
  newestPer(7 * DAY_MS, retention.weekly);
  if (backups[0]) keep.add(backups[0].name);
  return keep;
}

/**
 * The scheduled backup (production only, server.ts): checks every hour, takes one when the newest
 * is a day old, then removes what the retention no longer keeps. One process runs it (a lease).
 */
export function backupJob(source: Instance & { db: Db }, folder: string, now: () => Date = () => new Date()): Job {
  return {
    name: 'backup',
    everyMs: HOUR_MS,
    exclusive: true,
    run: async () => {
      const at = now();
      const [newest] = await listBackups(folder);
      if (newest && at.getTime() - newest.createdAt.getTime() < DAY_MS) return undefined;
      const made = await createBackup(source, folder, at);
      const backups = await listBackups(folder);
      const keep = backupsToKeep(backups, at);
      const removed = backups.filter((backup) => !keep.has(backup.name));
      for (const backup of removed) await rm(path.join(folder, backup.name), { force: true });
      return { backup: path.basename(made.file), bytes: made.bytes, removed: removed.map((backup) => backup.name) };
    },
  };
}
