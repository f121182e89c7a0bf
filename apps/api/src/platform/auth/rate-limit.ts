import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Job } from '../jobs/scheduler.ts';

/**
 * Every limit of the API in one place (decision 0023): fixed-window counters, kept in the
 * database so that every API process counts against the same windows (decision 0031). A key names what is counted (an action and an address, an e-mail, an
 * address and e-mail pair, or a user); a policy says how many per how long.
 */
export interface Policy {
  windowMs: number;
  max: number;
}

/** What the app counts, each with its policy (config.ts gives the defaults). */
export interface RateLimits {
  /**
   * Sign-in, register, reset, resend and link tries, per address and per e-mail. Sign-in counts
   * failures only, per address and e-mail pair, so nobody else's guesses lock an owner out.
   */
  auth: Policy;
  /**
   * Failed sign-ins for one e-mail from every address together: slower than the pair's, so
   * guessing from many addresses is bounded while the owner's own address still gets in.
   */
  signInPerEmail: Policy;
  /** Failed sign-ins from one address over all e-mails (one address spraying many accounts). */
  signInPerAddress: Policy;
  /** What an anonymous visitor or a user can create in bulk: tickets, uploads, posts, coupon tries. */
  bulk: Policy;
}

type Result = { ok: true } | { ok: false; retryAfterSeconds: number };
type Keys = readonly (readonly [string, Policy])[];

/**
 * Fixed windows kept in the database (decision 0031), so every API process counts against the
 * same numbers: one row per key, its window starting at the first try. Counting is one atomic
 * upsert per key; a window that has ended starts again at 1. The clean-up job prunes ended rows.
 */
export class RateLimiter {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Whether every key is still under its policy, counting nothing. */
  async check(keys: Keys, now: Date): Promise<Result> {
    const rows = await this.#db
      .selectFrom('rate_limits')
      .select(['key', 'count', 'expires_at'])
      .where(
        'key',
        'in',
        keys.map(([key]) => key),
      )
      .where('expires_at', '>', now)
      .execute();
    return this.#verdict(keys, rows, now, (count, max) => count >= max);
  }

  /** Counts one try for each key, without refusing. */
  async count(keys: Keys, now: Date): Promise<void> {
    await this.#increment(keys, now);
  }

  /**
   * Counts one try for each key; answers the seconds to wait when any key was already at its
   * limit (then nothing is counted). Two processes counting at once cannot both pass the last try.
   */
  async hit(keys: Keys, now: Date): Promise<Result> {
    const checked = await this.check(keys, now);
    if (!checked.ok) return checked;
    const rows = await this.#increment(keys, now);
    return this.#verdict(keys, rows, now, (count, max) => count > max);
  }

  /** Forgets the keys (a successful sign-in clears its pair's failures). */
  async reset(keys: readonly string[]): Promise<void> {
    if (keys.length) await this.#db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
  }

  /** Removes windows that have ended (the clean-up job); answers how many. */
  async prune(now: Date): Promise<number> {
    const result = await this.#db.deleteFrom('rate_limits').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async #increment(keys: Keys, now: Date) {
    const rows = [];
    for (const [key, policy] of keys) {
      const ended = sql<boolean>`rate_limits.expires_at <= ${now}`;
      const row = await this.#db
        .insertInto('rate_limits')
        .values({
          key,
          window_start: now,
          window_ms: policy.windowMs,
          count: 1,
          expires_at: new Date(now.getTime() + policy.windowMs),
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            window_start: sql`case when ${ended} then excluded.window_start else rate_limits.window_start end`,
            window_ms: sql`case when ${ended} then excluded.window_ms else rate_limits.window_ms end`,
            // Held one over the limit: enough to refuse, and it never grows without bound.
            count: sql`case when ${ended} then 1 else least(rate_limits.count + 1, ${policy.max + 1}) end`,
            expires_at: sql`case when ${ended} then excluded.expires_at else rate_limits.expires_at end`,
          }),
        )
        .returning(['key', 'count', 'expires_at'])
        .executeTakeFirstOrThrow();
      rows.push(row);
    }
    return rows;
  }

  #verdict(
    keys: Keys,
    rows: readonly { key: string; count: number; expires_at: Date }[],
    now: Date,
    over: (count: number, max: number) => boolean,
  ): Result {
    let wait = 0;
    for (const [key, policy] of keys) {
      const row = rows.find((r) => r.key === key);
      if (row && over(row.count, policy.max)) wait = Math.max(wait, new Date(row.expires_at).getTime() - now.getTime());
    }
    return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
  }
}

/** Every limit raised to `max` tries per window: for the end-to-end suite and benchmarks. */
export const raisedRateLimits = (limits: RateLimits, max: number): RateLimits =>
  Object.fromEntries(Object.entries(limits).map(([name, policy]) => [name, { ...policy, max }])) as RateLimits;

/**
 * Prunes the rate-limit windows that have ended every hour, in one process at a time (decision
 * 0031); the composition root (server.ts) schedules it with the other jobs.
 */
export const rateLimitPruneJob = (deps: { limiter: RateLimiter; now: () => Date }): Job => ({
  name: 'prune-rate-limits',
  everyMs: 60 * 60 * 1000,
  exclusive: true,
  run: async () => (await deps.limiter.prune(deps.now())) || undefined,
});
