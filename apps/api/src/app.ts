import { existsSync } from 'node:fs';
import { API_BASE_PATH } from '@review-center/domain';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { auditRoutes } from './resources/audit/audit.routes.ts';
import { backupRoutes } from './resources/backups/backups.routes.ts';
import { outboxRoutes } from './resources/outbox/outbox.routes.ts';
import { revieweeRoutes } from './resources/reviewees/reviewees.routes.ts';
import { staffAccountRoutes } from './resources/staff-accounts/staff-accounts.routes.ts';
import { ticketRoutes } from './resources/tickets/tickets.routes.ts';
import { catalogueOptionRoutes } from './resources/catalogue-options/catalogue-options.routes.ts';
import { couponRoutes } from './resources/coupons/coupons.routes.ts';
import { settingsRoutes } from './resources/settings/settings.routes.ts';
import { lecturerRoutes } from './resources/lecturers/lecturers.routes.ts';
import { imageRoutes } from './platform/images/images.routes.ts';
import { examTemplateRoutes } from './resources/exam-templates/exam-templates.routes.ts';
import { questionRoutes } from './resources/questions/questions.routes.ts';
import { subjectRoutes } from './resources/subjects/subjects.routes.ts';
import { cohortHeatmapRoutes } from './resources/cohort-heatmap/cohort-heatmap.routes.ts';
import { receiptRoutes } from './resources/receipts/receipts.routes.ts';
import { statementImportRoutes } from './resources/statement-imports/statement-imports.routes.ts';
import { accommodationRoutes } from './resources/accommodations/accommodations.routes.ts';
import { RateLimiter } from './platform/auth/rate-limit.ts';
import { defaultConfig, systemClock, type Clock, type Config } from './platform/config/config.ts';
import { announcementRoutes } from './resources/announcements/announcements.routes.ts';
import { categoryRoutes } from './resources/categories/categories.routes.ts';
import { coursewareRoutes } from './resources/courseware/courseware.routes.ts';
import { discussionRoutes } from './resources/discussions/discussions.routes.ts';
import { utilityRoutes } from './resources/utilities/utilities.routes.ts';
import type { Db } from './platform/db/database.ts';
import { docsRoutes } from './platform/openapi/docs.routes.ts';
import { enrollmentRoutes } from './resources/enrollments/enrollments.routes.ts';
import { examRoutes } from './resources/exams/exams.routes.ts';
import { examReminderRoutes } from './resources/exam-reminders/exam-reminders.routes.ts';
import { examResultRoutes } from './resources/exam-results/exam-results.routes.ts';
import { practiceRoutes } from './resources/practice/practice.routes.ts';
import { DomainError, RateLimited, type ErrorKind } from './platform/errors.ts';
import type { AppEnv, Deps } from './platform/http/deps.ts';
import { corsForOrigins } from './platform/http/cors.ts';
import { guardContract } from './platform/http/guards.ts';
import { healthRoutes, requestMetrics } from './platform/http/health.ts';
import { jsonBodyLimit, refuseUnsafeUrl } from './platform/http/hygiene.ts';
import { memoryMailer, type Mailer } from './platform/mail/mailer.ts';
import { Outbox, queuedWhile } from './platform/mail/outbox.ts';
import { offeringRoutes } from './resources/offerings/offerings.routes.ts';
import { serveSite } from './platform/web/site.ts';
import { serveStaff } from './platform/web/staff.ts';
import { DatabaseUploadStore, type UploadStore } from './platform/uploads/storage.ts';
import { uploadRoutes } from './resources/uploads/uploads.routes.ts';
import { userRoutes } from './resources/users/users.routes.ts';
import { deviceRoutes } from './resources/devices/devices.routes.ts';
import { checkedCredentials } from './resources/users/users.service.ts';

export interface AppOptions {
  db: Db;
  /** The built site (apps/site/dist) to serve from the same origin; omitted in API-only tests. */
  siteDir?: string | undefined;
  /** The built staff console (apps/staff/dist), served under /staff; omitted in API-only tests. */
  staffDir?: string | undefined;
  /** The site's server bundle (apps/site/dist-ssr/entry-server.js): renders the public lists per request. */
  siteRenderer?: string | undefined;
  /** Overrides of the defaults (tests lower the scrypt cost). */
  config?: Partial<Config> | undefined;
  /** Where e-mail goes; by default kept in memory (server.ts passes the outbox or SMTP mailer). */
  mailer?: Mailer | undefined;
  /**
   * Tests: a request that queued e-mail answers once the outbox has sent it, so the test reads
   * it at once. Otherwise the worker is woken and the request answers without waiting.
   */
  mailBeforeAnswer?: boolean | undefined;
  /** The server's clock: exams, link expiry, sessions and deadlines all read it. */
  now?: Clock | undefined;
  /** Where uploaded files' bytes are kept: in the database unless another store is given. */
  uploads?: UploadStore | undefined;
  /** Receives one JSON line per request; silent when omitted. */
  log?: ((line: string) => void) | undefined;
}

/**
 * The Content-Security-Policy of the built site: scripts only from our origin; styles also
 * inline, because styled-components injects <style> tags at run time and the components set
 * style attributes (decision 0024 weighs a nonce); images also as data: URLs (previews of
 * chosen files) and blob: (files read back through the API).
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * No browser feature the site does not use: a script injected anyway gets none of them. Only
 * features Chromium knows: an unknown one (it has no `bluetooth` policy) is a console warning on
 * every page.
 */
const permissionsPolicy: Record<string, string[]> = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  displayCapture: [],
  fullscreen: ['self'],
  browsingTopics: [],
};

/**
 * Every API answer may carry a token or someone's data: no cache, shared or private, keeps it
 * (decision 0024). A route that chose its own policy keeps it.
 */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};

/** The HTTP status of each kind of refusal; the body is always `{ message }` (docs/architecture.md). */
const STATUS_OF = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  expired: 410,
  'too-large': 413,
  'rate-limited': 429,
} as const satisfies Record<ErrorKind, number>;

/** The one place a refusal becomes a response; anything else is our bug, logged, and a 500. */
function errorResponse(error: Error, c: Context, log: (line: string) => void) {
  if (error instanceof DomainError) {
    if (error instanceof RateLimited) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ message: error.message }, STATUS_OF[error.kind]);
  }
  log(JSON.stringify({ error: String(error), stack: error.stack }));
  return c.json({ message: 'Something went wrong' }, 500);
}

/**
 * A path as the request log keeps it: the token of an e-mailed link (verify, reset password, move
 * device; on the site's page and in the API's reset-link check) replaced by `…`, so whoever reads
 * the logs cannot open a link not yet used.
 */
const LINK_TOKEN =
  /^(\/account\/(?:verify|reset-password|device)\/[^/]+\/|\/api\/v2\/users\/[^/]+\/reset-links\/)[^/]+/;
const withoutLinkTokens = (path: string) => path.replace(LINK_TOKEN, '$1…');

/** Builds what every route shares; exported so jobs and the admin tool reuse the same services. */
export function createDeps(options: AppOptions): Deps {
  const config: Config = { ...defaultConfig, ...options.config };
  const mailer = options.mailer ?? memoryMailer();
  const log = options.log ?? (() => {});
  return {
    db: options.db,
    config,
    now: options.now ?? systemClock,
    mailer,
    outbox: new Outbox(options.db, mailer, config.outbox, log),
    uploads: options.uploads ?? new DatabaseUploadStore(options.db),
    limiter: new RateLimiter(options.db),
    log,
  };
}

/**
 * The /api/v2 server, and the built site beside it. `deps` are made from the options unless
 * given: the server passes its own, which its background jobs share.
 */
export function createApp(options: AppOptions, deps: Deps = createDeps(options)) {
  const api = new Hono<AppEnv>();
  api.use('*', noStore);
  api.use('*', jsonBodyLimit(deps.config.jsonMaxBytes));
  guardContract(api, deps);
  offeringRoutes(api, deps);
  userRoutes(api, deps);
  deviceRoutes(api, deps, checkedCredentials);
  uploadRoutes(api, deps);
  enrollmentRoutes(api, deps);
  receiptRoutes(api, deps);
  statementImportRoutes(api, deps);
  announcementRoutes(api, deps);
  categoryRoutes(api, deps);
  utilityRoutes(api, deps);
  coursewareRoutes(api, deps);
  discussionRoutes(api, deps);
  examRoutes(api, deps);
  examReminderRoutes(api, deps);
  auditRoutes(api, deps);
  outboxRoutes(api, deps);
  backupRoutes(api, deps);
  staffAccountRoutes(api, deps);
  revieweeRoutes(api, deps);
  ticketRoutes(api, deps);
  couponRoutes(api, deps);
  catalogueOptionRoutes(api, deps);
  settingsRoutes(api, deps);
  lecturerRoutes(api, deps);
  imageRoutes(api, deps);
  questionRoutes(api, deps);
  subjectRoutes(api, deps);
  examTemplateRoutes(api, deps);
  examResultRoutes(api, deps);
  accommodationRoutes(api, deps);
  cohortHeatmapRoutes(api, deps);
  practiceRoutes(api, deps);
  docsRoutes(api);
  api.onError((error, c) => errorResponse(error, c, deps.log));

  const app = new Hono();
  const metrics = requestMetrics(deps);
  // One JSON line per request: what operators grep for (method, path, status, duration).
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    metrics.observe(c, (performance.now() - start) / 1000);
    deps.log(
      JSON.stringify({
        method: c.req.method,
        path: withoutLinkTokens(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      }),
    );
  });
  // Another origin's front end calling the API, when CORS_ORIGINS lists it (decision 0042).
  app.use(`${API_BASE_PATH}/*`, corsForOrigins(deps.config.corsOrigins));
  // A change that e-mails someone wakes the outbox's worker once it has committed (decision 0031).
  app.use(`${API_BASE_PATH}/*`, async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (!(await queuedWhile(next))) return;
    if (options.mailBeforeAnswer) await deps.outbox.drain();
    else deps.outbox.wake();
  });
  app.use('*', secureHeaders({ contentSecurityPolicy, permissionsPolicy, crossOriginEmbedderPolicy: false }));
  // Text only: uploads are already-compressed images.
  app.use('*', compress());
  // An offering published, edited or removed shows on /offerings and /home at once: the rendered
  // pages this process keeps are dropped (other processes keep theirs at most cacheMs; decision 0045).
  const pageCache = new Map<string, { html: string; until: number }>();
  const dropRenderedPages: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.ok) pageCache.clear();
  };
  app.use(`${API_BASE_PATH}/admin/offerings`, dropRenderedPages);
  app.use(`${API_BASE_PATH}/admin/offerings/*`, dropRenderedPages);
  app.route(API_BASE_PATH, api);
  healthRoutes(app, deps, metrics);
  // A sub-app's notFound does not apply once mounted: answer unknown API paths here, in JSON,
  // before the single-page app's fallback could answer them with HTML.
  app.all(`${API_BASE_PATH}/*`, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404);
  });
  // The API's routes name the parameter; the site's pages are refused here (decision 0023).
  app.use('*', refuseUnsafeUrl);
  app.onError((error, c) => errorResponse(error, c, deps.log));

  // Before the site: its single-page fallback would otherwise answer every /staff address.
  if (options.staffDir && existsSync(options.staffDir)) serveStaff(app, options.staffDir);
  if (options.siteDir && existsSync(options.siteDir))
    serveSite(app, { siteDir: options.siteDir, rendererPath: options.siteRenderer, log: deps.log, pageCache });
  return app;
}
