import { describe, expect, it } from 'vitest';
import { registerUser, registration, filesForm, PNG, json } from '../../testing/app.ts';
import { limitedApp, statusesOf } from '../../testing/limits.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

const linkParts = (link: string) => {
  const [, user, token] = /\/account\/(?:verify|reset-password)\/([^/]+)\/(\S+)$/.exec(link)!;
  return { user: user!, token: token! };
};

describe('POST /users/register', () => {
  it('should create the account, answer a token and e-mail a verification link to the site route', async () => {
    const user = await registerUser(t);
    expect(user.token).toMatch(/.{20,}/);
    const [link] = t.mailer.linksTo(user.email);
    expect(link).toMatch(new RegExp(`^http://site.test/account/verify/${user.id}/[0-9a-f]{64}-\\d+$`));
  });

  it('should answer 409 when the e-mail is taken, whatever its capitals', async () => {
    const user = await registerUser(t);
    const again = await registerUser(t, { email: user.email.toUpperCase() }).catch((e: Error) => e.message);
    expect(again).toMatch(/^register failed: 409 .*Email already taken/);
  });

  it('should answer 400 naming the field when the body is wrong', async () => {
    const response = await t.request('POST', '/users/register', { body: { ...registration(), mobile: '12' } });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/body\.mobile/);
  });

  it('should refuse an ID picture that was never uploaded', async () => {
    const idAttachment = { id: 'f'.repeat(32), url: '/x', filename: 'id.png', mimetype: 'image/png', size: 1 };
    const response = await t.request('POST', '/users/register', { body: registration({ idAttachment }) });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^idAttachment: /);
  });
});

describe('POST /users/sign-in', () => {
  it('should answer a token for the right password and 404 alike for a wrong password or unknown e-mail', async () => {
    const user = await registerUser(t);
    const ok = await t.request('POST', '/users/sign-in', { body: { email: user.email, password: user.password } });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ token: expect.any(String), _id: user.id });

    const wrong = await t.request('POST', '/users/sign-in', { body: { email: user.email, password: 'wrong-pass' } });
    const unknown = await t.request('POST', '/users/sign-in', {
      body: { email: 'nobody@example.com', password: 'wrong-pass' },
    });
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it('should answer 429 with Retry-After after too many failed tries for one e-mail, from any address', async () => {
    const limited = limitedApp(t, 'signInPerEmail', 3, { trustProxy: 1 });
    const statuses = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await limited('POST', '/users/sign-in', {
        body: { email: 'target@example.com', password: 'guess-0000' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('should answer 429 after too many tries from one address, whatever the e-mail', async () => {
    const limited = limitedApp(t, 'auth', 2, { trustProxy: 1 });
    const statuses = await statusesOf(3, (i) =>
      limited('POST', '/users/reset-password-v2', {
        body: { email: `someone${i}@example.com` },
        headers: { 'x-forwarded-for': '10.9.9.9' },
      }),
    );
    expect(statuses).toEqual([404, 404, 429]);
  });
});

describe('verification', () => {
  it('should verify once with the e-mailed token, and refuse the same link again', async () => {
    const user = await registerUser(t);
    const { token } = linkParts(t.mailer.linksTo(user.email)[0]!);
    const first = await t.request('POST', `/users/${user.id}/verify`, { body: { token } });
    expect(first.status).toBe(200);
    const me = await json(await t.request('GET', '/users/me', { token: user.token }));
    expect(me.verified).toBe(true);
    const again = await t.request('POST', `/users/${user.id}/verify`, { body: { token } });
    expect(again.status).toBe(404);
  });

  it('should refuse an expired link and send a new one on resend-verfication', async () => {
    const user = await registerUser(t);
    const { token } = linkParts(t.mailer.linksTo(user.email)[0]!);
    await t.at(new Date(Date.now() + 25 * 60 * 60 * 1000), async () => {
      const expired = await t.request('POST', `/users/${user.id}/verify`, { body: { token } });
      expect(expired.status).toBe(410);
      expect(await json(expired)).toEqual({ message: 'Link or reset password token expired' });
      const resend = await t.request('POST', `/users/${user.id}/resend-verfication`);
      expect(resend.status).toBe(200);
      const links = t.mailer.linksTo(user.email);
      expect(links).toHaveLength(2);
      const fresh = linkParts(links[1]!);
      expect((await t.request('POST', `/users/${user.id}/verify`, { body: { token: fresh.token } })).status).toBe(200);
    });
  });

  it('should not let a link of one user verify another', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const { token } = linkParts(t.mailer.linksTo(a.email)[0]!);
    expect((await t.request('POST', `/users/${b.id}/verify`, { body: { token } })).status).toBe(404);
  });
});

describe('reset-password-v2 and change-password-v2', () => {
  it('should change the password once with the link token sent without its expiry suffix', async () => {
    const user = await registerUser(t);
    const reset = await t.request('POST', '/users/reset-password-v2', { body: { email: user.email } });
    expect(reset.status).toBe(200);
    const link = t.mailer.linksTo(user.email).find((l) => l.includes('/account/reset-password/'))!;
    const { token } = linkParts(link);
    const bare = token.replace(/-\d+$/, '');
    const stateOf = async () => json(await t.request('GET', `/users/${user.id}/reset-links/${token}`));
    // The reset page asks first: usable, and asking does not use it.
    expect(await stateOf()).toEqual({ state: 'usable' });
    expect(await stateOf()).toEqual({ state: 'usable' });
    const change = await t.request('POST', '/users/change-password-v2', {
      body: { user: user.id, token: bare, password: 'newpass123' },
    });
    expect(change.status).toBe(200);
    const reused = await t.request('POST', '/users/change-password-v2', {
      body: { user: user.id, token: bare, password: 'another123' },
    });
    expect(reused.status).toBe(404);
    expect(await json(reused)).toEqual({ message: 'Token / Email was not found' });
    // Opened again, the link says it was used, before any password is typed.
    expect(await stateOf()).toEqual({ state: 'used' });
    expect((await t.request('GET', `/users/${user.id}/reset-links/not-a-token`)).status).toBe(404);
    const old = await t.request('POST', '/users/sign-in', { body: { email: user.email, password: user.password } });
    const fresh = await t.request('POST', '/users/sign-in', { body: { email: user.email, password: 'newpass123' } });
    expect([old.status, fresh.status]).toEqual([404, 200]);
    // The old session ended with the old password.
    expect((await t.request('GET', '/users/me', { token: user.token })).status).toBe(401);
  });

  it('should answer 404 for an e-mail that is not registered', async () => {
    const response = await t.request('POST', '/users/reset-password-v2', { body: { email: 'ghost@example.com' } });
    expect(response.status).toBe(404);
  });

  it('should refuse an expired reset token', async () => {
    const user = await registerUser(t);
    await t.request('POST', '/users/reset-password-v2', { body: { email: user.email } });
    const { token } = linkParts(t.mailer.linksTo(user.email).find((l) => l.includes('/reset-password/'))!);
    await t.at(new Date(Date.now() + 48 * 60 * 60 * 1000), async () => {
      // The reset page says so first.
      const check = await t.request('GET', `/users/${user.id}/reset-links/${token}`);
      expect(await json(check)).toEqual({ state: 'expired' });
      const response = await t.request('POST', '/users/change-password-v2', {
        body: { user: user.id, token, password: 'newpass123' },
      });
      expect(response.status).toBe(410);
    });
  });
});

describe('GET /users/me and PUT /users/{id}', () => {
  it('should answer the user with a new token, without the password', async () => {
    const user = await registerUser(t);
    const me = await json(await t.request('GET', '/users/me', { token: user.token }));
    expect(me).toMatchObject({
      _id: user.id,
      email: user.email,
      firstName: 'Maria',
      fullName: 'Maria Santos Dela Cruz',
    });
    expect(me.token).not.toBe(user.token);
    expect(JSON.stringify(me)).not.toMatch(/password|scrypt/);
    expect((await t.request('GET', '/users/me', { token: me.token as string })).status).toBe(200);
  });

  it('should answer 401 without a token or with an expired one', async () => {
    const user = await registerUser(t);
    expect((await t.request('GET', '/users/me')).status).toBe(401);
    await t.at(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000), async () => {
      expect((await t.request('GET', '/users/me', { token: user.token })).status).toBe(401);
    });
  });

  it('should update the profile, and answer 403 for another user revealing nothing', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const updated = await t.request('PUT', `/users/${a.id}`, { token: a.token, body: { city: 'Cebu City' } });
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({ city: 'Cebu City', firstName: 'Maria' });
    const other = await t.request('PUT', `/users/${a.id}`, { token: b.token, body: { city: 'Hacked' } });
    expect(other.status).toBe(403);
    expect(await json(other)).toEqual({ message: 'Forbidden' });
  });

  it('should store and return SQL meta-characters in every text field intact', async () => {
    const tricky = `O'Brien"; DROP TABLE users; -- \\ % _ $1`;
    const upload = await t.request('POST', '/uploads', { body: filesForm([{ name: `${tricky}.png`, bytes: PNG }]) });
    const [idAttachment] = (await upload.json()) as { filename: string }[];
    expect(idAttachment!.filename).toBe(`${tricky}.png`);
    const fields = [
      'firstName',
      'middleName',
      'lastName',
      'birthPlace',
      'idName',
      'street',
      'city',
      'province',
      'zipCode',
      'college',
      'collegeAddress',
    ];
    const body = registration({ idAttachment, ...Object.fromEntries(fields.map((f) => [f, tricky])) });
    const created = await json(await t.request('POST', '/users/register', { body }));
    const me = await json(await t.request('GET', '/users/me', { token: created.token as string }));
    for (const field of fields) expect(me[field]).toBe(tricky);
  });
});
