import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { openTestDatabase } from '../testing/database.ts';
import { TEST_SCRYPT } from '../testing/scrypt.ts';
import { openDatabase } from '../platform/db/database.ts';
import { accountLines, seed } from './seed.ts';

/** The passwords README and demo mode document (decision 0021). */
const DOCUMENTED = [
  { email: 'admin@review-center.local', password: 'admin-pass-2024' },
  { email: 'demo@review-center.local', password: 'demo-pass-2024' },
  { email: 'cashier@review-center.local', password: 'cashier-2024' },
  { email: 'registrar@review-center.local', password: 'registrar-2024' },
  { email: 'editor@review-center.local', password: 'editor-2024' },
  { email: 'support@review-center.local', password: 'support-2024' },
];

const quiet = { log: () => {}, scrypt: TEST_SCRYPT };

function signInWith(db: Awaited<ReturnType<typeof openTestDatabase>>['db']) {
  const app = createApp({ db, config: { scrypt: TEST_SCRYPT, rateLimits: testConfig.rateLimits } });
  return async (body: { email: string; password: string }) =>
    (
      await app.request('/api/v2/users/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).status;
}

describe('accounts made at start (decision 0021)', () => {
  // A copy of the demo-seeded test template (a demo start). The empty database of a production
  // start is opened by its own test: migrating one is the slowest step here, and each step has
  // its own bound.
  let demoStart: Awaited<ReturnType<typeof openTestDatabase>>;
  let empty: Awaited<ReturnType<typeof openDatabase>> | undefined;
  beforeAll(async () => {
    demoStart = await openTestDatabase();
  });
  afterAll(async () => {
    await demoStart.close();
    await empty?.destroy();
  });

  it('should open the demo accounts with their documented passwords in demo mode only: a production start over a demo database refuses them and prints the generated password once', async () => {
    // The test template is a demo start: both documented passwords open their accounts there.
    const { db } = demoStart;
    const signIn = signInWith(db);
    const demo = await seed(db, { ...quiet, demo: true });
    expect(demo.admin.source).toBe('demo');
    expect(accountLines(demo).join('\n')).toContain('Staff (support, demo password): support@review-center.local');
    for (const account of DOCUMENTED) expect(await signIn(account), account.email).toBe(200);

    const first = await seed(db, quiet);
    const generated = first.admin.password;
    expect(first.admin.source).toBe('generated');
    expect(generated).toHaveLength(16);
    expect(accountLines(first).join('\n')).toContain(generated);
    for (const account of DOCUMENTED) expect(await signIn(account), account.email).toBe(404);
    expect(await signIn({ email: 'admin@review-center.local', password: generated! })).toBe(200);

    const second = await seed(db, quiet);
    expect(second.admin.password).toBeUndefined();
    expect(accountLines(second).join('\n')).not.toContain(generated);
    expect(await signIn({ email: 'admin@review-center.local', password: generated! })).toBe(200);
  });

  it('should make the configured administrator on a fresh production start, with no demo account or sample content', async () => {
    empty = await openDatabase({ dataDir: 'memory://' });
    const db = empty;
    const admin = { email: 'registrar@center.example', password: 'Configured-2026' };
    const accounts = await seed(db, { ...quiet, admin });
    expect(accounts.admin.source).toBe('configured');
    expect(accountLines(accounts).join('\n')).not.toContain(admin.password);

    const signIn = signInWith(db);
    expect(await signIn(admin)).toBe(200);
    for (const account of DOCUMENTED) expect(await signIn(account), account.email).toBe(404);
    expect(await signIn({ email: admin.email, password: 'admin-pass-2024' })).toBe(404);
    const sample = await db.selectFrom('announcements').select('id').execute();
    expect(sample).toEqual([]);
    expect(await db.selectFrom('coupons').select('id').execute()).toEqual([]);
    // No settings either, so no banner offer is chosen: the site shows the first published
    // offerings (decision 0057).
    expect(await db.selectFrom('center_settings').select('id').execute()).toEqual([]);
  });
});
