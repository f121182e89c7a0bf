import { expect } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@review-center/domain';
import { createApp, createDeps } from '../app.ts';
import { raisedRateLimits } from '../platform/auth/rate-limit.ts';
import { defaultConfig, type Config } from '../platform/config/config.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { preloadTemplates } from '../platform/mail/messages.ts';
import { openTestDatabase } from './database.ts';
import { TEST_SCRYPT } from './scrypt.ts';

/** The device identifier of the browser the tests' requests come from (43 base64url characters). */
export const TEST_DEVICE = 'test-device-0000000000000000000000000000000';

/** A cheap scrypt cost for tests only (production uses config.ts's 2^15). */
export const testConfig: Partial<Config> = {
  scrypt: TEST_SCRYPT,
  publicUrl: 'http://site.test',
  rateLimits: raisedRateLimits(defaultConfig.rateLimits, 1000),
};

/**
 * One app over a fresh database for a test file, with its e-mail kept in memory and a clock the
 * test can move.
 */
export async function openTestApp(config: Partial<Config> = {}) {
  // As the server does once it listens: the e-mail templates load here, in the file's setup, not
  // in the first test that writes a message (decision 0039).
  const [database] = await Promise.all([openTestDatabase(), preloadTemplates()]);
  const mailer = memoryMailer();
  const clock = { now: new Date() };
  const options = {
    db: database.db,
    config: { ...testConfig, ...config },
    mailer,
    mailBeforeAnswer: true,
    now: () => new Date(clock.now),
  };
  const app = createApp(options);
  const deps = createDeps(options);

  const requester =
    (target: ReturnType<typeof createApp>) =>
    (method: string, url: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
      target.request(`/api/v2${url}`, {
        method,
        headers: {
          // Every test's requests come from one browser (decision 0068), unless a test names another.
          cookie: `rc-device=${TEST_DEVICE}`,
          ...init.headers,
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body !== undefined && !(init.body instanceof FormData)
            ? { 'content-type': 'application/json' }
            : {}),
        },
        ...(init.body !== undefined
          ? { body: init.body instanceof FormData ? init.body : JSON.stringify(init.body) }
          : {}),
      });

  const request = requester(app);
  const signInAdmin = async () => {
    const response = await request('POST', '/users/sign-in', {
      body: { email: 'admin@review-center.local', password: 'admin-pass-2024' },
    });
    return ((await response.json()) as { token: string }).token;
  };
  let adminToken: Promise<string> | undefined;
  return {
    app,
    /** A session of the seeded administrator, signed in on first use. */
    adminToken: () => (adminToken ??= signInAdmin()),
    /** Runs `check` with the clock at `time`, then sets it back to now, whatever the outcome. */
    at: async <T>(time: Date, check: () => Promise<T>): Promise<T> => {
      clock.now = time;
      try {
        return await check();
      } finally {
        clock.now = new Date();
      }
    },
    db: database.db,
    /** The same database, e-mail and clock behind an app with other settings (e.g. rate limits). */
    variant: (overrides: Partial<Config>) =>
      requester(createApp({ ...options, config: { ...options.config, ...overrides } })),
    deps,
    mailer,
    clock,
    request,
    close: async () => {
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof openTestApp>>;

/** A JSON body as the tests read it. */
export type Json = Record<string, unknown>;
export const json = async (response: Response) => (await response.json()) as Json;

/** Smallest files that are what they claim by content (magic bytes), for upload tests. */
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49,
  0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00,
  0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);
export const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
export const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export function filesForm(files: { name: string; bytes: Uint8Array; type?: string }[]) {
  const form = new FormData();
  for (const file of files) form.append('files', new File([file.bytes], file.name, { type: file.type ?? 'image/png' }));
  return form;
}

let counter = 0;
/** A registration body that passes the contract (product §5), with a fresh e-mail each call. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `reviewee${counter}-${Date.now()}@example.com`,
    password: 'secret123',
    firstName: 'Maria',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    mobile: '09171234567',
    civilStatus: 'Single',
    birthdate: '1998-04-12',
    birthPlace: 'Tacloban City',
    idName: 'PRC ID',
    street: '12 Rizal St.',
    city: 'Quezon City',
    province: 'Metro Manila',
    zipCode: '1100',
    course: 'BSED',
    specialization: 'English',
    firstTimer: true,
    college: 'Philippine Normal University',
    collegeAddress: 'Taft Avenue, Manila',
    ...overrides,
  };
}

/** Uploads an ID picture, registers, and returns the session and e-mail. */
export async function registerUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const upload = await t.request('POST', '/uploads', { body: filesForm([{ name: 'id.png', bytes: PNG }]) });
  const [idAttachment] = (await upload.json()) as unknown[];
  const body = registration({ idAttachment, ...overrides });
  const response = await t.request('POST', '/users/register', { body });
  if (response.status !== 200) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { token: string; _id: string };
  return { ...session, id: session._id, email: body.email, password: body.password };
}

/** A registered account given a staff role, as the administrator gives one; its session and e-mail. */
export async function registerStaff(t: TestApp, role: StaffRole) {
  const account = await registerUser(t);
  await t.db.updateTable('users').set({ role }).where('id', '=', account.id).execute();
  return account;
}

/** GET `url` (signed in with `token`, if given), expecting 200: the answer's JSON. */
export async function getOk(t: TestApp, url: string, token?: string) {
  const response = await t.request('GET', url, token ? { token } : {});
  expect(response.status, url).toBe(200);
  return json(response);
}

/** The last e-mail the app sent to `to`. */
export const lastMailTo = (t: TestApp, to: string) => t.mailer.sent.filter((mail) => mail.to === to).at(-1);

/** A temporary folder standing for the built site, with its index.html (the caller removes it). */
export async function builtSiteDir(): Promise<string> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'rc-site-'));
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>Review Center</title><div id="root"></div>');
  return siteDir;
}
