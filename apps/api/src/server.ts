import { serve } from '@hono/node-server';
import { type AppOptions, createApp, createDeps } from './app.ts';
import { raisedRateLimits, rateLimitPruneJob } from './platform/auth/rate-limit.ts';
import { defaultConfig } from './platform/config/config.ts';
import { readEnv } from './env.ts';
import { openDatabase } from './platform/db/database.ts';
import { accountLines, seed } from './demo/seed.ts';
import { unpaidRegistrationsJob } from './resources/enrollments/cleanup.ts';
import { paymentRemindersJob } from './resources/enrollments/reminders.ts';
import { examClosingJob } from './resources/exams/close-exams.ts';
import { examRemindersJob } from './resources/exam-reminders/exam-reminders.service.ts';
import { scheduleJobs } from './platform/jobs/scheduler.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { preloadTemplates } from './platform/mail/messages.ts';
import { preloadReceipts } from './resources/receipts/receipt-pdf.ts';
import { outboxJob } from './platform/mail/outbox.ts';
import { backupJob } from './platform/backup/schedule.ts';
import { createBackup } from './platform/backup/backup.ts';
import { DatabaseUploadStore, importUploadFolder } from './platform/uploads/storage.ts';
import { unclaimedUploadsJob } from './resources/uploads/uploads.service.ts';

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

const instance = {
  databaseUrl: env.databaseUrl,
  schema: env.databaseSchema,
  dataDir: env.dataDir,
  outboxDir: env.outboxDir,
};
const db = await openDatabase({
  databaseUrl: env.databaseUrl,
  ...(env.databaseSchema ? { schema: env.databaseSchema } : {}),
  dataDir: `${env.dataDir}/db`,
  poolMax: env.databasePoolMax,
  log,
  // An upgrade in production first backs up the database an earlier release made: going back is
  // restoring it (docs/operations.md#upgrading). No backup, no migration: the start fails.
  beforeMigrating: env.demo
    ? undefined
    : async (opened, pending) => {
        const { file, bytes } = await createBackup({ ...instance, db: opened }, env.backupDir);
        log(JSON.stringify({ upgrade: pending, backup: file, bytes }));
      },
});
const uploadStore = new DatabaseUploadStore(db);
const imported = await importUploadFolder(db, env.uploadsDir);
if (imported) log(JSON.stringify({ uploads: 'moved into the database', files: imported, from: env.uploadsDir }));
const scrypt = env.scryptN ? { ...defaultConfig.scrypt, N: env.scryptN } : defaultConfig.scrypt;
const accounts = await seed(db, {
  demo: env.demo,
  scrypt,
  center: env.center,
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
    center: env.center,
    // The end-to-end suite and the load benchmark sign up many reviewees from one address.
    ...(env.rateLimitMax ? { rateLimits: raisedRateLimits(defaultConfig.rateLimits, env.rateLimitMax) } : {}),
    ...(env.trustProxy !== undefined ? { trustProxy: env.trustProxy } : {}),
    corsOrigins: env.corsOrigins,
    backups: { ...instance, folder: env.backupDir },
    ...(env.sessionGraceSeconds ? { sessionGraceMs: env.sessionGraceSeconds * 1000 } : {}),
    scrypt,
    ...(env.completionGraceSeconds ? { completionGraceMs: env.completionGraceSeconds * 1000 } : {}),
    ...(env.examRemindersEverySeconds ? { examRemindersEveryMs: env.examRemindersEverySeconds * 1000 } : {}),
  },
  mailer: createMailer({ smtpUrl: env.smtpUrl, outboxDir: env.outboxDir, log }),
  uploads: uploadStore,
  log,
};
// One set of dependencies (clock, mailer, uploads, settings) for the requests and the jobs.
const deps = createDeps(appOptions);
const app = createApp(appOptions, deps);
// Every process schedules every job; a lease in the database lets one run each (decision 0031).
// The clean-ups run hourly (unpaid registrations, unclaimed uploads, ended rate-limit windows);
// the exam reminders every minute (decision 0091).
const jobs = [
  unpaidRegistrationsJob(deps),
  paymentRemindersJob(deps),
  unclaimedUploadsJob(deps),
  rateLimitPruneJob(deps),
  examClosingJob(deps),
  examRemindersJob(deps),
  outboxJob(deps.outbox),
  // Production backs itself up once a day, keeping 7 daily and 4 weekly (docs/operations.md).
  ...(env.demo ? [] : [backupJob({ ...instance, db }, env.backupDir)]),
];
const stopJobs = scheduleJobs(db, jobs, log);

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`Review Center is running at http://localhost:${info.port}/home`);
  console.log(`API reference: http://localhost:${info.port}/api/v2/docs`);
  for (const line of accountLines(accounts)) console.log(line);
  if (!env.smtpUrl) console.log(`E-mail is written to ${env.outboxDir} (set SMTP_URL to send it)`);
  // The e-mail templates load once the server answers, not before (decision 0039), and not in the
  // first transaction that writes a message.
  preloadTemplates().catch((error: unknown) =>
    log(JSON.stringify({ mail: 'templates did not load', error: String(error) })),
  );
  // Likewise the receipt's PDF library: a receipt is drawn in its approval's transaction (decision 0074).
  preloadReceipts().catch((error: unknown) =>
    log(JSON.stringify({ receipts: 'the PDF library did not load', error: String(error) })),
  );
});

/**
 * Graceful shutdown: stop the job timers and accepting connections, let in-flight requests
 * finish (idle keep-alive connections are closed at once), let running jobs finish and release
 * their leases and the outbox finish its sends, then close the database. A stuck request cannot
 * hold the process for more than 10 seconds.
 */
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(JSON.stringify({ shutdown: signal }));
  const jobsDone = stopJobs();
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 10_000);
  force.unref();
  server.close(() => {
    void jobsDone
      .then(() => deps.outbox.idle())
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
