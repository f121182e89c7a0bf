import { emptyCenterSettings, type CenterSettingsInput } from '@review-center/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, registerUser } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.adminToken();
});

const signIn = async (email: string, password: string) =>
  (await json(await t.request('POST', '/users/sign-in', { body: { email, password } }))).token as string;

function input(overrides: Partial<CenterSettingsInput> = {}): CenterSettingsInput {
  const { sample: _sample, ...empty } = emptyCenterSettings();
  return {
    ...empty,
    name: 'Bagong Guro Review Center',
    supportEmail: 'help@bagongguro.ph',
    supportPhone: '(032) 255 0101',
    paymentAccounts: {
      ...empty.paymentAccounts,
      GCash: { accountName: 'Bagong Guro Inc.', accountNumber: '0917 555 0101' },
    },
    ...overrides,
  };
}

/** The administrator, or the holder of `token`, saves the settings `body`: the API's answer. */
const save = (body: unknown, token = admin) => t.request('PUT', '/admin/center', { token, body });

/** Each settings body is refused with a 400 whose message says what is `expected`, naming the field. */
async function expectRefused(cases: readonly (readonly [CenterSettingsInput, string])[]) {
  for (const [body, expected] of cases) {
    const response = await save(body);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toContain(expected);
  }
}

describe('GET /api/v2/center', () => {
  it('should give anyone the demo samples, marked as samples', async () => {
    const response = await t.request('GET', '/center');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.sample).toBe(true);
    expect(body.profile).toMatch(/^Sample profile/);
  });

  it('should give the demo’s banner offers, the two fixed offerings of product §2', async () => {
    const body = await json(await t.request('GET', '/center'));
    expect(body.bannerOfferings).toEqual(['hybrid-online-march-2024', 'hyflex-face-to-face-2024']);
  });
});

describe('PUT /api/v2/admin/center', () => {
  it('should refuse a staff member who is not an administrator', async () => {
    const editor = await signIn('editor@review-center.local', 'editor-2024');
    const response = await save(input(), editor);
    expect(response.status).toBe(403);
  });

  it('should refuse a reviewee', async () => {
    const reviewee = await registerUser(t);
    expect((await save(input(), reviewee.token)).status).toBe(403);
  });

  it('should answer 400 naming each wrong field in words, and keep what was stored', async () => {
    const before = await json(await t.request('GET', '/center'));
    const response = await save(
      input({
        supportEmail: 'help at bagongguro',
        socialUrl: 'javascript:alert(1)',
        paymentAccounts: { ...input().paymentAccounts, BPI: { accountName: 'Bagong Guro', accountNumber: '' } },
      }),
    );
    expect(response.status).toBe(400);
    const { message } = await json(response);
    expect(message).toContain('body.supportEmail: Support e-mail must be an e-mail address, like name@example.com');
    expect(message).toContain('body.socialUrl: Social page link must be a web address starting with https://');
    expect(message).toContain('body.paymentAccounts.BPI.accountNumber: BPI account number is required with its name');
    expect(await json(await t.request('GET', '/center'))).toEqual(before);
  });

  it('should store the details, no longer as samples, and write one audit entry naming what changed', async () => {
    const response = await save(input());
    expect(response.status).toBe(200);
    const read = await json(await t.request('GET', '/center'));
    expect(read).toMatchObject({
      name: 'Bagong Guro Review Center',
      supportEmail: 'help@bagongguro.ph',
      sample: false,
    });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.update')
      .executeTakeFirstOrThrow();
    expect(entry.actor_email).toBe('admin@review-center.local');
    expect(JSON.stringify(entry.after)).toContain('help@bagongguro.ph');
  });

  it('should store the banner offers in the administrator’s order, an unpublished one too', async () => {
    const bannerOfferings = ['override-offering-3', 'upcoming-review'];
    const response = await save(input({ bannerOfferings }));
    expect(response.status).toBe(200);
    expect((await json(await t.request('GET', '/center'))).bannerOfferings).toEqual(bannerOfferings);
  });

  it('should refuse a banner offer that is not an offering with a 400 naming it, and keep what was stored', async () => {
    const before = await json(await t.request('GET', '/center'));
    const response = await save(input({ bannerOfferings: ['hybrid-online-march-2024', 'deleted-offering'] }));
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(
      'body.bannerOfferings.1: Second banner offer is not an offering (it may have been deleted): choose another, or None',
    );
    expect(await json(await t.request('GET', '/center'))).toEqual(before);
  });

  it('should refuse a third banner offer, or one offer twice, naming the field', async () => {
    await expectRefused([
      [
        input({ bannerOfferings: ['override-offering-1', 'override-offering-2', 'override-offering-3'] }),
        'body.bannerOfferings: At most 2',
      ],
      [
        input({ bannerOfferings: ['override-offering-1', 'override-offering-1'] }),
        'body.bannerOfferings.1: Second banner offer is already',
      ],
    ]);
  });

  it('should refuse a holiday with a wrong date or no name, naming the field (decision 0078)', async () => {
    await expectRefused([
      [
        input({ holidays: [{ date: '2026-02-30', name: 'Day off' }] }),
        'body.holidays.0.date: Holiday date must be a date',
      ],
      [input({ holidays: [{ date: '2026-12-26', name: ' ' }] }), 'body.holidays.0.name: Holiday name is required'],
      [
        input({
          holidays: [
            { date: '2026-12-26', name: 'A' },
            { date: '2026-12-26', name: 'B' },
          ],
        }),
        'body.holidays.1.date: Holiday date 2026-12-26 is already listed',
      ],
    ]);
  });

  it('should store the administrator’s holidays and give them back (decision 0078)', async () => {
    const holidays = [{ date: '2026-12-28', name: 'Founding anniversary of the city' }];
    expect((await save(input({ holidays }))).status).toBe(200);
    expect((await json(await t.request('GET', '/center'))).holidays).toEqual(holidays);

    // A client that predates the list sends none: the stored list stays.
    const { holidays: _holidays, ...older } = input();
    expect((await save(older)).status).toBe(200);
    expect((await json(await t.request('GET', '/center'))).holidays).toEqual(holidays);
  });

  it('should put the saved support address and account in the next enrollment e-mail, and no sample', async () => {
    const user = await registerUser(t);
    const created = await json(
      await t.request('POST', `/users/${user.id}/enrollments`, {
        token: user.token,
        body: { offering: 'hybrid-online-march-2024', paymentType: 'Full', branch: 'Manila' },
      }),
    );
    const sent = t.mailer.sent.find(
      (m) => m.to === user.email && m.subject === `Enrollment received — reference ${created.reference as string}`,
    )!;
    expect(sent.text).toContain('help@bagongguro.ph');
    expect(sent.text).toContain('GCash — account name Bagong Guro Inc., account number 0917 555 0101');
    expect(sent.text).not.toMatch(/sample|0000-1111-22/i);
  });
});

describe('a settings document stored before the banner offers', () => {
  it('should still read, with no banner offer chosen and every other detail kept', async () => {
    const { bannerOfferings: _none, ...older } = { ...input(), sample: false };
    await t.db
      .updateTable('center_settings')
      .set({ data: JSON.stringify(older) })
      .where('id', '=', 'center')
      .execute();
    const response = await t.request('GET', '/center');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      name: 'Bagong Guro Review Center',
      supportEmail: 'help@bagongguro.ph',
      bannerOfferings: [],
    });
  });
});
