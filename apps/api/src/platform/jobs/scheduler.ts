import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** One background job: what it does, how often, and whether one process at a time must run it. */
export interface Job {
  name: string;
  everyMs: number;
  /** Answers something worth logging (what it removed, how many it completed), or nothing. */
  run: () => Promise<unknown>;
  /**
   * Whether to take the job's lease first, so one process runs it however many are started.
   * A job whose rows are claimed one by one (`FOR UPDATE SKIP LOCKED`, the outbox) needs none.
   */
  exclusive: boolean;
}

/** Longer than any run: a process killed mid-run leaves the job to another after this. */
const LEASE_MS = 10 * 60 * 1000;

/** This process, as the holder of the leases it takes. */
const HOLDER = `${process.pid}-${randomBytes(4).toString('hex')}`;

/**
 * Runs `run` if this process takes the job's lease in `job_locks` (decision 0031), and answers
 * its result; answers `undefined` without running when another process holds it. The lease is
 * a row, not a PostgreSQL advisory lock: PGlite is one connection, so a lock held on a
 * connection for the whole run would stop every other query of the run.
 */
async function withJobLease<T>(db: Db, name: string, run: () => Promise<T>): Promise<{ result: T } | undefined> {
  const until = sql<Date>`now() + ${`${LEASE_MS} milliseconds`}::interval`;
  const taken = await db
    .insertInto('job_locks')
    .values({ name, holder: HOLDER, locked_until: until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder: HOLDER, locked_until: until })
        .where('job_locks.locked_until', '<=', sql<Date>`now()`),
    )
    .returning('name')
    .executeTakeFirst();
  if (!taken) return undefined;
  try {
    return { result: await run() };
  } finally {
    await db
      .updateTable('job_locks')
      .set({ locked_until: sql`now()` })
      .where('name', '=', name)
      .where('holder', '=', HOLDER)
      .execute();
  }
}

/**
 * Runs each job now and then every `everyMs` (timers never keep the process alive); a run of a
 * job never overlaps its previous one. `stop` clears the timers and settles once the runs under
 * way have finished and released their leases (graceful shutdown).
 */
export function scheduleJobs(db: Db, jobs: readonly Job[], log: (line: string) => void) {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const start = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const once = (async () => {
      try {
        const outcome = job.exclusive ? await withJobLease(db, job.name, job.run) : { result: await job.run() };
        if (outcome?.result !== undefined && !(Array.isArray(outcome.result) && outcome.result.length === 0)) {
          log(JSON.stringify({ job: job.name, result: outcome.result }));
        }
      } catch (error) {
        log(JSON.stringify({ job: job.name, error: String(error) }));
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, once);
  };
  const timers = jobs.map((job) => {
    start(job);
    const timer = setInterval(() => start(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
