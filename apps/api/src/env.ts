import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CenterDetails, parsePaymentAccounts, unconfiguredCenter } from './platform/config/center.ts';
import { DEMO_CENTER } from './demo/seed-data.ts';
import { defaultConfig } from './platform/config/config.ts';
import { parseCorsOrigins } from './platform/http/cors.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return number;
}

function nonNegativeInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number of at least 0`);
  return number;
}

/**
 * scrypt's cost N for new password hashes (`SCRYPT_N`, a power of two). Below the default only
 * in demo mode: the end-to-end suite signs in hundreds of times, at 0.3 CPU-s a hash by default.
 * Each hash keeps its own parameters, so a later start with another N still verifies it.
 */
function scryptN(value: string | undefined, demo: boolean): number | undefined {
  const n = positiveInteger(value, 'SCRYPT_N');
  if (n === undefined) return undefined;
  if (n < 2 ** 10 || (n & (n - 1)) !== 0) throw new Error('SCRYPT_N must be a power of two of at least 1024');
  if (n < defaultConfig.scrypt.N && !demo) {
    throw new Error(`SCRYPT_N below ${defaultConfig.scrypt.N} is allowed only in demo mode (DEMO=1)`);
  }
  return n;
}

const CENTER_VARIABLES = [
  'CENTER_NAME',
  'CENTER_SUPPORT_EMAIL',
  'CENTER_SUPPORT_PHONE',
  'CENTER_IT_EMAIL',
  'CENTER_ADDRESS',
  'PAYMENT_ACCOUNTS',
] as const;

/**
 * The center's details from `CENTER_*` and `PAYMENT_ACCOUNTS`. Production shows only what is
 * set; demo mode with none of them set uses the labelled samples (decision 0021), and with any
 * of them set, only what is set: a sample never stands beside a real value.
 */
function centerFromEnv(env: NodeJS.ProcessEnv, demo: boolean): CenterDetails {
  const configured = CENTER_VARIABLES.some((name) => env[name]?.trim());
  if (demo && !configured) return DEMO_CENTER;
  const value = (name: (typeof CENTER_VARIABLES)[number]) => env[name]?.trim() || undefined;
  return {
    name: value('CENTER_NAME') ?? unconfiguredCenter.name,
    supportEmail: value('CENTER_SUPPORT_EMAIL'),
    supportPhone: value('CENTER_SUPPORT_PHONE'),
    itSupportEmail: value('CENTER_IT_EMAIL'),
    address: value('CENTER_ADDRESS'),
    paymentAccounts: parsePaymentAccounts(env.PAYMENT_ACCOUNTS ?? ''),
    sample: false,
  };
}

/** Settings from the environment (README "Configuration"), shared by the server and the CLI. */
export function readEnv(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  const demo = env.DEMO === '1' || env.DEMO === 'true';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    /** A schema of that server to work in instead of the default (several installs, tests). */
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    /** Connections to PostgreSQL at most; database.ts has the default. */
    databasePoolMax: positiveInteger(env.DATABASE_POOL_MAX, 'DATABASE_POOL_MAX'),
    siteDir: env.SITE_DIR ?? path.join(repoRoot, 'apps/site/dist'),
    staffDir: env.STAFF_DIR ?? path.join(repoRoot, 'apps/staff/dist'),
    siteRenderer: env.SITE_RENDERER ?? path.join(repoRoot, 'apps/site/dist-ssr/entry-server.js'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    /**
     * Demo mode (decision 0021): `DEMO=1`. Demo accounts with documented passwords and sample
     * content exist only then; `./scripts/start` and the end-to-end suite turn it on.
     */
    demo,
    /** The center's name, contacts and payment accounts for its e-mails (README "Configuration"). */
    center: centerFromEnv(env, demo),
    /** The first administrator; without ADMIN_PASSWORD a production start generates one and prints it once. */
    admin: { email: env.ADMIN_EMAIL || undefined, password: env.ADMIN_PASSWORD || undefined },
    /** Raises every rate limit to this many tries per window (the end-to-end suite, benchmarks). */
    rateLimitMax: positiveInteger(env.RATE_LIMIT_MAX, 'RATE_LIMIT_MAX'),
    /** How long a token replaced by GET /users/me still works (the end-to-end suite reuses its tokens). */
    sessionGraceSeconds: positiveInteger(env.SESSION_GRACE_SECONDS, 'SESSION_GRACE_SECONDS'),
    /** scrypt's cost for new password hashes; lower only in demo mode (the end-to-end suite). */
    scryptN: scryptN(env.SCRYPT_N, demo),
    /** How long after an attempt's deadline its answers still count (the end-to-end suite waits less). */
    completionGraceSeconds: positiveInteger(env.COMPLETION_GRACE_SECONDS, 'COMPLETION_GRACE_SECONDS'),
    /** How often the exam reminders job runs (the end-to-end suite waits less). */
    examRemindersEverySeconds: positiveInteger(env.EXAM_REMINDERS_EVERY_SECONDS, 'EXAM_REMINDERS_EVERY_SECONDS'),
    /** Reverse proxies in front of the API whose X-Forwarded-For is trusted (README "Configuration"). */
    trustProxy: nonNegativeInteger(env.TRUST_PROXY, 'TRUST_PROXY'),
    /** Other origins whose pages may call the API, separated by commas (README "Configuration"). */
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    /** Where backups go: `pnpm backup`, and once a day in production (docs/operations.md). */
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
  };
}
