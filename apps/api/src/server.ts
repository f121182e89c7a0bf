import { UploadStore } from './uploads/storage.ts';
import { serve } from '@hono/node-server';
import { type AppOptions, createApp, createDeps } from './app.ts';
import { raisedRateLimits } from './auth/rate-limit.ts';
import { defaultConfig } from './config/config.ts';
import { readEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { accountLines, seed } from './db/seed.ts';
import { scheduleCleanup } from './jobs/cleanup.ts';
import { scheduleExamClosing } from './jobs/close-exams.ts';
import { createMailer } from './mail/mailer.ts';

const env = readEnv();
/**
 * One JSON line per request and event, written once per turn of the event loop rather than
 * once per line: under load the request log was a write call per request on the hot path.
 */
let pendingLines: string[] = [];
function flushLog() {
  if (pendingLines.length === 0) return;
  const lines = pendingLines;
  pendingLines = [];
  process.stdout.write(`${lines.join('\n')}\n`);
}
const log = (line: string) => {
  if (pendingLines.length === 0) setImmediate(flushLog);
  pendingLines.push(line);
};
process.on('exit', flushLog);

const db = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: `${env.dataDir}/db`,
  poolMax: env.databasePoolMax,
});
const uploadStore = new UploadStore(env.uploadsDir);
const accounts = await seed(db, {
  demo: env.demo,
  admin: env.admin,
  saveFile: (bytes) => uploadStore.save(bytes),
});

const appOptions: AppOptions = {
  db,
  siteDir: env.siteDir,
  staffDir: env.staffDir,
  siteRenderer: env.siteRenderer,
  config: {
    publicUrl: env.publicUrl,
    paymentAccounts: env.paymentAccounts,
    // The end-to-end suite and the load benchmark sign up many reviewees from one address.
    ...(env.rateLimitMax ? { rateLimits: raisedRateLimits(defaultConfig.rateLimits, env.rateLimitMax) } : {}),
    ...(env.trustProxy !== undefined ? { trustProxy: env.trustProxy } : {}),
    ...(env.sessionGraceSeconds ? { sessionGraceMs: env.sessionGraceSeconds * 1000 } : {}),
  },
  mailer: createMailer({ smtpUrl: env.smtpUrl, outboxDir: env.outboxDir, log }),
  uploadsDir: env.uploadsDir,
  log,
};
// One set of dependencies (clock, mailer, uploads, settings) for the requests and the jobs.
const deps = createDeps(appOptions);
const app = createApp(appOptions, deps);
const stopCleanup = scheduleCleanup(deps, () => new Date(), log);
const stopExamClosing = scheduleExamClosing(deps);

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`Review Center is running at http://localhost:${info.port}/home`);
  console.log(`API reference: http://localhost:${info.port}/api/v2/docs`);
  for (const line of accountLines(accounts)) console.log(line);
  if (!env.smtpUrl) console.log(`E-mail is written to ${env.outboxDir} (set SMTP_URL to send it)`);
});

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish (idle
 * keep-alive connections are closed at once), then close the database. A stuck request
 * cannot hold the process for more than 10 seconds.
 */
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(JSON.stringify({ shutdown: signal }));
  stopCleanup();
  stopExamClosing();
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 10_000);
  force.unref();
  server.close(() => {
    void db.destroy().finally(() => process.exit(0));
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
