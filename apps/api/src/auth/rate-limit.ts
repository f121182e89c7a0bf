/**
 * Every limit of the API in one place (decision 0023): fixed-window counters in memory, enough
 * for one server process. A key names what is counted (an action and an address, an e-mail, an
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

export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number; windowMs: number }>();

  #current(key: string, time: number) {
    const window = this.#windows.get(key);
    if (!window || time - window.start >= window.windowMs) return undefined;
    return window;
  }

  /** Whether every key is still under its policy, counting nothing. */
  check(keys: readonly (readonly [string, Policy])[], now: Date): Result {
    const time = now.getTime();
    let wait = 0;
    for (const [key, policy] of keys) {
      const window = this.#current(key, time);
      if (window && window.count >= policy.max) wait = Math.max(wait, window.start + window.windowMs - time);
    }
    return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
  }

  /** Counts one try for each key, without refusing. */
  count(keys: readonly (readonly [string, Policy])[], now: Date): void {
    const time = now.getTime();
    for (const [key, policy] of keys) {
      let window = this.#current(key, time);
      if (!window) {
        window = { start: time, count: 0, windowMs: policy.windowMs };
        this.#windows.set(key, window);
      }
      window.count += 1;
    }
    if (this.#windows.size > 10_000) this.#sweep(time);
  }

  /** Counts one try for each key; answers the seconds to wait when any key was already at its limit. */
  hit(keys: readonly (readonly [string, Policy])[], now: Date): Result {
    const result = this.check(keys, now);
    if (result.ok) this.count(keys, now);
    return result;
  }

  /** Forgets the keys (a successful sign-in clears its pair's failures). */
  reset(keys: readonly string[]): void {
    for (const key of keys) this.#windows.delete(key);
  }

  #sweep(time: number) {
    for (const [key, window] of this.#windows) {
      if (time - window.start >= window.windowMs) this.#windows.delete(key);
    }
  }
}

/** Every limit raised to `max` tries per window: for the end-to-end suite and benchmarks. */
export const raisedRateLimits = (limits: RateLimits, max: number): RateLimits =>
  Object.fromEntries(Object.entries(limits).map(([name, policy]) => [name, { ...policy, max }])) as RateLimits;
