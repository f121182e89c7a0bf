import { DEVICE_MESSAGES, ERROR_MESSAGES } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { json, registerStaff, registerUser, TEST_DEVICE, type TestApp } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

// Two browsers: the tests' own (TEST_DEVICE, the default) and another one.
const OTHER = 'other-device-000000000000000000000000000000';
const THIRD = 'third-device-000000000000000000000000000000';
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const from = (device: string, userAgent?: string) => ({
  cookie: `rc-device=${device}`,
  ...(userAgent ? { 'user-agent': userAgent } : {}),
});

const sessionCount = async (userId: string) =>
  (await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute()).length;

const signIn = (account: { email: string; password: string }, device: string, userAgent?: string) =>
  t.request('POST', '/users/sign-in', {
    body: { email: account.email, password: account.password },
    headers: from(device, userAgent),
  });

const me = (token: string, device: string) => t.request('GET', '/users/me', { token, headers: from(device) });

/** A reviewee whose first sign-in registered the tests' own browser. */
async function registeredReviewee() {
  const user = await registerUser(t);
  const first = await signIn(user, TEST_DEVICE, PHONE_CHROME);
  expect(first.status).toBe(200);
  return { ...user, token: ((await first.json()) as { token: string }).token };
}

const moveLinkOf = (t: TestApp, email: string) => {
  const link = t.mailer.linksTo(email).find((l) => l.includes('/account/device/'));
  const [, user, token] = /\/account\/device\/([^/]+)\/(\S+)$/.exec(link ?? '') ?? [];
  return { link, user: user!, token: token! };
};

describe('one registered device per account: every sign-in path', () => {
  it('should register the first browser and refuse a password sign-in from another with no session', async () => {
    const user = await registeredReviewee();
    const before = await sessionCount(user.id);

    const refused = await signIn(user, OTHER);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ message: ERROR_MESSAGES.deviceNotRegistered });
    expect(await sessionCount(user.id)).toBe(before);

    expect((await signIn(user, TEST_DEVICE)).status).toBe(200);
  });

  it('should give a browser without an identifier a long-lived HttpOnly one that is not the session token', async () => {
    const user = await registerUser(t);
    const response = await t.request('POST', '/users/sign-in', {
      body: { email: user.email, password: user.password },
      headers: { cookie: '' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^rc-device=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=34560000/);
    const { token } = (await response.json()) as { token: string };
    expect(cookie).not.toContain(token);
    // That browser is now the account's device: the tests' own is refused.
    expect((await signIn(user, TEST_DEVICE)).status).toBe(409);
  });

  it('should refuse a token handed off in the address to another browser, and refresh nothing', async () => {
    const user = await registeredReviewee();
    const before = await sessionCount(user.id);
    const handedOff = await me(user.token, OTHER);
    expect(handedOff.status).toBe(403);
    expect(await json(handedOff)).toEqual({ message: ERROR_MESSAGES.deviceNotRegistered });
    expect(await sessionCount(user.id)).toBe(before);
  });

  it('should refresh a session on the registered device only, and note when it was last seen', async () => {
    const user = await registeredReviewee();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const refreshed = await t.at(later, async () => me(user.token, TEST_DEVICE));
    expect(refreshed.status).toBe(200);
    const fresh = ((await refreshed.json()) as { token: string }).token;
    expect(fresh).not.toBe(user.token);
    expect((await me(fresh, OTHER)).status).toBe(403);

    const { device } = (await json(await t.request('GET', '/users/device', { token: fresh }))) as {
      device: { browser: string; firstSeenAt: string; lastSeenAt: string };
    };
    expect(device.browser).toBe('Chrome on Android');
    expect(new Date(device.lastSeenAt).getTime()).toBe(later.getTime());
    expect(new Date(device.firstSeenAt).getTime()).toBeLessThan(later.getTime());
  });

  it('should register the browser a registration’s token is first used in', async () => {
    const user = await registerUser(t);
    expect((await me(user.token, OTHER)).status).toBe(200);
    expect((await signIn(user, TEST_DEVICE)).status).toBe(409);
  });

  it('should let staff sign in on any device', async () => {
    const registrar = await registerStaff(t, 'registrar');
    expect((await signIn(registrar, TEST_DEVICE)).status).toBe(200);
    expect((await signIn(registrar, OTHER)).status).toBe(200);
    expect((await me(registrar.token, THIRD)).status).toBe(200);
  });
});

describe('moving the registration to a new device', () => {
  it('should e-mail a single-use link that moves the account and signs the old device out', async () => {
    const user = await registeredReviewee();
    const wrong = await t.request('POST', '/users/device-moves', {
      body: { email: user.email, password: 'not-the-password' },
      headers: from(OTHER),
    });
    expect(wrong.status).toBe(404);

    const asked = await t.request('POST', '/users/device-moves', {
      body: { email: user.email, password: user.password },
      headers: from(OTHER),
    });
    expect(asked.status).toBe(200);
    expect(await json(asked)).toEqual({ message: DEVICE_MESSAGES.moveSent });
    const { link, user: id, token } = moveLinkOf(t, user.email);
    expect(link).toMatch(new RegExp(`^http://site.test/account/device/${user.id}/[0-9a-f]{64}-\\d+$`));

    const moved = await t.request('POST', `/users/${id}/device-moves`, { body: { token }, headers: from(OTHER) });
    expect(moved.status).toBe(200);
    const session = (await moved.json()) as { token: string; _id: string };
    expect(session._id).toBe(user.id);
    expect((await me(session.token, OTHER)).status).toBe(200);

    // The old device is signed out and can no longer sign in.
    expect((await me(user.token, TEST_DEVICE)).status).toBe(401);
    expect((await signIn(user, TEST_DEVICE)).status).toBe(409);
    expect((await signIn(user, OTHER)).status).toBe(200);

    const again = await t.request('POST', `/users/${id}/device-moves`, { body: { token }, headers: from(THIRD) });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ message: DEVICE_MESSAGES.moveLinkInvalid });
  });

  it('should refuse an expired link', async () => {
    const user = await registeredReviewee();
    await t.request('POST', '/users/device-moves', {
      body: { email: user.email, password: user.password },
      headers: from(OTHER),
    });
    const { token } = moveLinkOf(t, user.email);
    const late = await t.at(new Date(Date.now() + 25 * 60 * 60 * 1000), async () =>
      t.request('POST', `/users/${user.id}/device-moves`, { body: { token }, headers: from(OTHER) }),
    );
    expect(late.status).toBe(410);
    expect((await signIn(user, OTHER)).status).toBe(409);
  });

  it('should allow one move per 30 days without staff help', async () => {
    const user = await registeredReviewee();
    const move = async (device: string) => {
      await t.request('POST', '/users/device-moves', {
        body: { email: user.email, password: user.password },
        headers: from(device),
      });
      const { token } = moveLinkOf(t, user.email);
      return t.request('POST', `/users/${user.id}/device-moves`, { body: { token }, headers: from(device) });
    };
    expect((await move(OTHER)).status).toBe(200);
    t.mailer.sent.length = 0;

    const soon = await t.request('POST', '/users/device-moves', {
      body: { email: user.email, password: user.password },
      headers: from(THIRD),
    });
    expect(soon.status).toBe(409);
    expect(await json(soon)).toEqual({ message: DEVICE_MESSAGES.movedRecently });
    expect(t.mailer.linksTo(user.email)).toEqual([]);

    const monthLater = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await t.at(monthLater, () => move(THIRD))).status).toBe(200);
  });
});

describe('staff and the device history', () => {
  it('should show the registrar the history and let them reset it, audited, signing the device out', async () => {
    const user = await registeredReviewee();
    const registrar = await registerStaff(t, 'registrar');
    const history = await t.request('GET', `/admin/reviewees/${user.id}/devices`, { token: registrar.token });
    expect(history.status).toBe(200);
    expect(await history.json()).toEqual([
      expect.objectContaining({ browser: 'Chrome on Android', releasedAt: null, releaseReason: null }),
    ]);

    const reset = await t.request('POST', `/admin/reviewees/${user.id}/devices/reset`, { token: registrar.token });
    expect(reset.status).toBe(200);
    expect((await me(user.token, TEST_DEVICE)).status).toBe(401);
    const again = await t.request('POST', `/admin/reviewees/${user.id}/devices/reset`, { token: registrar.token });
    expect(again.status).toBe(409);

    // A reset does not count as the owner's move: the next sign-in registers its browser.
    expect((await signIn(user, OTHER)).status).toBe(200);
    const after = (await (
      await t.request('GET', `/admin/reviewees/${user.id}/devices`, { token: registrar.token })
    ).json()) as { releaseReason: string | null }[];
    expect(after.map((d) => d.releaseReason)).toEqual([null, 'reset']);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', user.id)
      .where('action', '=', 'user.device-reset')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: registrar.id,
        before: { device: 'Chrome on Android' },
        after: { device: null },
      }),
    ]);
  });

  it('should let the administrator in and keep other staff out', async () => {
    const user = await registeredReviewee();
    const cashier = await registerStaff(t, 'cashier');
    expect((await t.request('GET', `/admin/reviewees/${user.id}/devices`, { token: cashier.token })).status).toBe(403);
    expect(
      (await t.request('POST', `/admin/reviewees/${user.id}/devices/reset`, { token: cashier.token })).status,
    ).toBe(403);
    const admin = await t.adminToken();
    expect((await t.request('GET', `/admin/reviewees/${user.id}/devices`, { token: admin })).status).toBe(200);
  });
});

describe('the center setting', () => {
  it('should let any device in once an administrator turns the rule off', async () => {
    const user = await registeredReviewee();
    const admin = await t.adminToken();
    const center = await json(await t.request('GET', '/center'));
    const { sample: _sample, ...input } = center;
    expect(center.oneDevicePerAccount).toBe(true);
    const off = await t.request('PUT', '/admin/center', {
      token: admin,
      body: { ...input, oneDevicePerAccount: false },
    });
    expect(off.status).toBe(200);
    try {
      expect((await signIn(user, OTHER)).status).toBe(200);
    } finally {
      await t.request('PUT', '/admin/center', { token: admin, body: { ...input, oneDevicePerAccount: true } });
    }
    expect((await signIn(user, OTHER)).status).toBe(409);
  });
});
