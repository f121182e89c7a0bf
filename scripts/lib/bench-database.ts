/**
 * The database of the API benchmarks (bench:exam-results, bench:cohort-heatmap,
 * bench:practice-queue, bench:staff, bench:statement-import): PGlite in memory, or with DATABASE_URL a PostgreSQL schema
 * of its own, dropped at the end, and a session on it. Call them under `withSourceCondition`: they
 * load the API's source.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../apps/api/src/platform/db/database.ts';

/** Opens the bench's database, runs `run` on it with its engine's name, then closes and drops it. */
export async function withBenchDatabase(
  name: string,
  run: (db: Db, engine: 'PostgreSQL' | 'PGlite') => Promise<void>,
): Promise<void> {
  const { withSchema } = await import('../../apps/api/src/demo/staff-enrollments-bench.ts');
  const { openDatabase } = await import('../../apps/api/src/platform/db/database.ts');
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  if (databaseUrl) await withSchema(databaseUrl, 'create', schema);
  const db = await openDatabase(
    databaseUrl ? { databaseUrl, dataDir: '', schema } : { dataDir: 'memory://', databaseUrl: undefined },
  );
  try {
    await run(db, databaseUrl ? 'PostgreSQL' : 'PGlite');
  } finally {
    await db.destroy();
    if (databaseUrl) await withSchema(databaseUrl, 'drop', schema);
  }
}

/**
 * A session of `userId` on the bench's database, made a staff member with `role` first when
 * given (`bench-cashier@example.ph`): its bearer token, for a day.
 */
export async function benchSession(db: Db, userId: string, role?: string): Promise<string> {
  const { hashToken } = await import('../../apps/api/src/platform/auth/tokens.ts');
  if (role) {
    await db
      .insertInto('users')
      .values({ id: userId, email: `${userId}@example.ph`, password_hash: '!', role, verified: true })
      .execute();
  }
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return token;
}
