import pg from 'pg';

/**
 * Runs statements, one after another, on the PostgreSQL server of `url` through a connection of
 * their own, then closes it: making and dropping the databases and schemas a test uses, or
 * ending another connection as a restart would.
 */
export async function onServer(url: string, ...statements: (string | [string, unknown[]])[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) {
      if (typeof statement === 'string') await client.query(statement);
      else await client.query(...statement);
    }
  } finally {
    await client.end();
  }
}
