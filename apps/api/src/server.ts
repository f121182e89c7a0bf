import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { seed } from './db/seed.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, '.data');
const siteDir = process.env.SITE_DIR ?? path.join(repoRoot, 'apps/site/dist');
const port = Number(process.env.PORT ?? 3000);

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(dataDir, 'db') });
await seed(db);

const server = serve(
  { fetch: createApp({ db, siteDir }).fetch, port, hostname: process.env.HOST ?? '0.0.0.0' },
  (info) => {
    console.log(`Review Center is running at http://localhost:${info.port}/home`);
  },
);

const shutdown = () => {
  server.close();
  void db.destroy().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
