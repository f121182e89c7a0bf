import type { RateLimits } from '../auth/rate-limit.ts';
import type { Instance } from '../backup/backup.ts';
import type { OutboxSettings } from '../mail/outbox.ts';
import { type CenterDetails, unconfiguredCenter } from './center.ts';
import { COMPLETION_GRACE_MS } from '@review-center/domain';

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
  /**
   * A token's lifetime since it was issued; GET /users/me hands out a fresh one (product §2, "On
   * application start") and revokes the one it was called with after `sessionGraceMs`.
   */
  sessionTtlMs: number;
  /** However often it is refreshed, a session ends this long after its sign-in (decision 0023). */
  sessionMaxAgeMs: number;
  /** How long a refreshed token still works: requests already in flight with it still succeed. */
  sessionGraceMs: number;
  /**
   * Answers sent with a submission count until an attempt's deadline plus this; the closing job
   * submits what is still open after it (decisions 0083, 0092). The journeys shorten it.
   */
  completionGraceMs: number;
  /** How often the exam reminders job looks for reminders due (decision 0091). The journeys shorten it. */
  examRemindersEveryMs: number;
  /** Verify and reset links expire after this long (the `-<expiryMs>` suffix, product §4 "Reset"). */
  linkTtlMs: number;
  /** Per uploaded file. */
  uploadMaxBytes: number;
  /** At most this many files per upload request (product §5: 1 to 3 images). */
  uploadMaxFiles: number;
  /** JSON bodies larger than this are refused with 413 (uploads have their own limit). */
  jsonMaxBytes: number;
  /** Every limit on tries (decision 0023). */
  rateLimits: RateLimits;
  /**
   * How many reverse proxies of yours stand in front of the API: the client address is then the
   * one the outermost of them saw, read from X-Forwarded-For; 0 reads the socket's address.
   */
  trustProxy: number;
  /**
   * The center's name, contacts and payment accounts, as its e-mails show them; read through
   * `centerDetails()` (decision 0021: nothing made up in production).
   */
  center: CenterDetails;
  /** Retries of the e-mail outbox (decision 0031). */
  outbox: OutboxSettings;
  /**
   * Origins (`https://host[:port]`) whose pages may call /api/v2 from the browser, with their
   * credentials; none by default (`CORS_ORIGINS`, decision 0042).
   */
  corsOrigins: readonly string[];
  /**
   * Where the administrator's backups through the API are taken from and written to (server.ts:
   * the server's own database and BACKUP_DIR); unset, that call answers 409.
   */
  backups: (Instance & { folder: string }) | undefined;
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const defaultConfig: Config = {
  publicUrl: 'http://localhost:3000',
  scrypt: { N: 2 ** 15, r: 8, p: 3 },
  sessionTtlMs: 30 * DAY_MS,
  sessionMaxAgeMs: 90 * DAY_MS,
  sessionGraceMs: 60 * 1000,
  completionGraceMs: COMPLETION_GRACE_MS,
  examRemindersEveryMs: 60 * 1000,
  linkTtlMs: 24 * 60 * 60 * 1000,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxFiles: 3,
  jsonMaxBytes: 256 * 1024,
  rateLimits: {
    auth: { windowMs: 15 * MINUTE_MS, max: 10 },
    signInPerEmail: { windowMs: 60 * MINUTE_MS, max: 50 },
    signInPerAddress: { windowMs: 15 * MINUTE_MS, max: 100 },
    bulk: { windowMs: 60 * MINUTE_MS, max: 30 },
  },
  trustProxy: 0,
  center: unconfiguredCenter,
  // 30 s, 1, 2, 4, 8, 16, 32 min: about an hour of an SMTP server's outage before it is marked failed.
  outbox: { retryBaseMs: 30 * 1000, maxAttempts: 8 },
  corsOrigins: [],
  backups: undefined,
};

/** The system clock; tests pass a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
