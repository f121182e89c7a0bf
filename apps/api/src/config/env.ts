import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN } from '../db/seed.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Settings from the environment (README "Configuration"), shared by the server and the CLI. */
export function readEnv(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    siteDir: env.SITE_DIR ?? path.join(repoRoot, 'apps/site/dist'),
    siteRenderer: env.SITE_RENDERER ?? path.join(repoRoot, 'apps/site/dist-ssr/entry-server.js'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    admin: {
      email: env.ADMIN_EMAIL ?? DEMO_ADMIN.email,
      password: env.ADMIN_PASSWORD ?? DEMO_ADMIN.password,
      fromEnv: env.ADMIN_PASSWORD !== undefined,
    },
    /** Tries per 15 minutes per address and per e-mail on sign-in, register and reset. */
    rateLimitMax: env.RATE_LIMIT_MAX ? Number(env.RATE_LIMIT_MAX) : undefined,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}
