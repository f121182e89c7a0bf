/**
 * Server settings. Every value has a production default; tests override the slow or
 * time-based ones (scrypt cost, clock) through `createApp({ config })`.
 */
export interface ScryptParams {
  /** CPU/memory cost: a power of two. */
  N: number;
  r: number;
  p: number;
}

export interface Config {
  /** Origin the e-mailed links point at (the site routes of product §2). */
  publicUrl: string;
  /**
   * N=2^15, r=8, p=3: one of the OWASP Password Storage Cheat Sheet's settings equivalent to
   * its scrypt floor (N=2^17, r=8, p=1), using 32 MiB per hash instead of 128 MiB, so several
   * sign-ins at once fit in a small server. Tests use N=2^10 (testing/scrypt.ts).
   */
  scrypt: ScryptParams;
  /** Session lifetime; GET /users/me hands out a fresh token (product §2, "On application start"). */
  sessionTtlMs: number;
  /** Verify and reset links expire after this long (the `-<expiryMs>` suffix, product §4 "Reset"). */
  linkTtlMs: number;
  /** Per uploaded file. */
  uploadMaxBytes: number;
  /** At most this many files per upload request (product §5: 1 to 3 images). */
  uploadMaxFiles: number;
  /** Sign-in, register and reset: at most `max` tries per window, per address and per e-mail. */
  rateLimit: { windowMs: number; max: number };
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** The center's bank and e-wallet accounts, one line each, for the enrollment e-mail (decision 0021). */
  paymentAccounts: readonly string[];
}

export const defaultConfig: Config = {
  publicUrl: 'http://localhost:3000',
  scrypt: { N: 2 ** 15, r: 8, p: 3 },
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  linkTtlMs: 24 * 60 * 60 * 1000,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxFiles: 3,
  rateLimit: { windowMs: 15 * 60 * 1000, max: 10 },
  trustProxy: false,
  paymentAccounts: [],
};

/** The system clock; tests pass a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
