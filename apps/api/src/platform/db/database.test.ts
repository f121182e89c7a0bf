import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { onServer } from '../../testing/postgres.ts';

const onPostgres = process.env.API_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(onPostgres)('a PostgreSQL connection the server ends', () => {
  it('should be reported and replaced, the process going on', async () => {
    const lines: string[] = [];
    const db = await openDatabase({
      databaseUrl: onPostgres,
      dataDir: '',
      migrate: false,
      log: (line) => lines.push(line),
    });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      // As a restart of PostgreSQL ends every idle connection.
      await onServer(onPostgres!, ['select pg_terminate_backend($1)', [rows[0]!.pid]]);
      await expect.poll(() => lines.length).toBe(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ database: 'connection lost' });
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
