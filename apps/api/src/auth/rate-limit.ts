/**
 * Fixed-window counters in memory: enough for one server process. Sign-in, register and reset
 * are limited per client address and per e-mail, so neither spraying one account from many
 * addresses nor many accounts from one address gets unlimited tries.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #windowMs: number;
  readonly #max: number;

  constructor({ windowMs, max }: { windowMs: number; max: number }) {
    this.#windowMs = windowMs;
    this.#max = max;
  }

  /** Counts one try for each key; answers the seconds to wait when any key is over its limit. */
  hit(keys: string[], now: Date): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const time = now.getTime();
    let wait = 0;
    for (const key of keys) {
      let window = this.#windows.get(key);
      if (!window || time - window.start >= this.#windowMs) {
        window = { start: time, count: 0 };
        this.#windows.set(key, window);
      }
      window.count += 1;
      if (window.count > this.#max) wait = Math.max(wait, window.start + this.#windowMs - time);
    }
    if (this.#windows.size > 10_000) this.#sweep(time);
    return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
  }

  #sweep(time: number) {
    for (const [key, window] of this.#windows) {
      if (time - window.start >= this.#windowMs) this.#windows.delete(key);
    }
  }
}
