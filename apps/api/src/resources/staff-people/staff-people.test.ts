import { beforeAll, describe, expect, it } from 'vitest';
import { filesForm, PNG, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.adminToken();
});

type Entries = { docs: { action: string; before: unknown; after: unknown }[]; totalDocs: number };
const auditOf = async (entityId: string) =>
  (await (await t.request('GET', `/admin/audit?entityId=${entityId}`, { token: admin })).json()) as Entries;

/** A staff account of `role`, signed in. */
async function staff(role: string) {
  const account = await registerUser(t);
  await t.db.updateTable('users').set({ role }).where('id', '=', account.id).execute();
  return account;
}

const signIn = (email: string, password: string) => t.request('POST', '/users/sign-in', { body: { email, password } });
const lastMailTo = (to: string) => t.mailer.sent.filter((mail) => mail.to === to).at(-1);

describe('disabled accounts', () => {
  it('should refuse sign-in with a clear message and end the sessions the account had', async () => {
    const registrar = await staff('registrar');
    const reviewee = await registerUser(t);
    const disable = await t.request('POST', `/admin/reviewees/${reviewee.id}/disable`, { token: registrar.token });
    expect(disable.status).toBe(200);

    // Its token, issued before, works nowhere now.
    expect((await t.request('GET', '/users/me', { token: reviewee.token })).status).toBe(401);
    expect((await t.request('GET', `/users/${reviewee.id}/enrollments`, { token: reviewee.token })).status).toBe(401);
    const refused = await signIn(reviewee.email, reviewee.password);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Json).message).toBe('Error - Account disabled, please contact support');
    // A wrong password still reads as any wrong password: nothing is said about the account.
    expect((await signIn(reviewee.email, 'not-the-password')).status).toBe(404);

    await t.request('POST', `/admin/reviewees/${reviewee.id}/enable`, { token: registrar.token });
    expect((await signIn(reviewee.email, reviewee.password)).status).toBe(200);
    expect((await auditOf(reviewee.id)).docs.map((entry) => [entry.action, entry.after])).toEqual([
      ['user.enable', { disabled: false }],
      ['user.disable', { disabled: true }],
    ]);
  });

  it('should refuse a staff token once the staff account is disabled', async () => {
    const cashier = await staff('cashier');
    expect((await t.request('GET', '/admin/enrollments', { token: cashier.token })).status).toBe(200);
    await t.request('POST', `/admin/staff/${cashier.id}/disable`, { token: admin });
    expect((await t.request('GET', '/admin/enrollments', { token: cashier.token })).status).toBe(401);
  });
});

describe('staff accounts', () => {
  it('should create a cashier who sets their own password from the e-mailed link', async () => {
    const email = `cashier-${Date.now()}@example.com`;
    const created = await t.request('POST', '/admin/staff', {
      token: admin,
      body: { email, firstName: 'Ana', lastName: 'Reyes', role: 'cashier' },
    });
    expect(created.status).toBe(200);
    const member = (await created.json()) as Json;
    expect(member).toMatchObject({ email, role: 'cashier', disabled: false });

    // The invitation opens the console's welcome page, with the reset link's single-use token.
    const link = /\/staff\/welcome\/([^/\s]+)\/(\S+)/.exec(lastMailTo(email)?.text ?? '');
    expect(link?.[1]).toBe(member._id);
    const set = await t.request('POST', '/users/change-password-v2', {
      body: { user: link![1], token: link![2], password: 'cashier-pass1' },
    });
    expect(set.status).toBe(200);
    const session = (await (await signIn(email, 'cashier-pass1')).json()) as { token: string };
    // A cashier is staff, but staff accounts are the administrator's alone.
    expect((await t.request('GET', '/admin/staff', { token: session.token })).status).toBe(403);
    expect((await t.request('GET', '/admin/enrollments', { token: session.token })).status).toBe(200);

    const entries = await auditOf(member._id as string);
    expect(entries.docs.map((entry) => [entry.action, entry.before])).toEqual([['staff.create', null]]);
    // Listed, with the administrator first.
    const list = (await (await t.request('GET', '/admin/staff?limit=100', { token: admin })).json()) as {
      docs: Json[];
    };
    expect(list.docs[0]).toMatchObject({ role: 'admin' });
    expect(list.docs.map((doc) => doc.email)).toContain(email);
  });

  it('should refuse an e-mail that has an account, and name a bad field', async () => {
    const taken = await registerUser(t);
    const body = { email: taken.email, firstName: 'A', lastName: 'B', role: 'support' };
    expect((await t.request('POST', '/admin/staff', { token: admin, body })).status).toBe(409);
    const bad = await t.request('POST', '/admin/staff', { token: admin, body: { ...body, role: 'owner' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).message).toContain('body.role');
    const role = await t.request('PUT', '/admin/staff/x/role', { token: admin, body: {} });
    expect(role.status).toBe(400);
    expect(((await role.json()) as Json).message).toContain('body.role');
  });

  it('should re-role, disable and re-enable with one audit entry each', async () => {
    const member = await staff('support');
    const roled = await t.request('PUT', `/admin/staff/${member.id}/role`, {
      token: admin,
      body: { role: 'registrar' },
    });
    expect(((await roled.json()) as Json).role).toBe('registrar');
    expect(
      ((await (await t.request('POST', `/admin/staff/${member.id}/disable`, { token: admin })).json()) as Json)
        .disabled,
    ).toBe(true);
    // Disabling twice changes nothing and is refused, writing nothing.
    expect((await t.request('POST', `/admin/staff/${member.id}/disable`, { token: admin })).status).toBe(409);
    expect((await t.request('POST', `/admin/staff/${member.id}/enable`, { token: admin })).status).toBe(200);
    expect((await auditOf(member.id)).docs.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['staff.enable', { disabled: true }, { disabled: false }],
      ['staff.disable', { disabled: false }, { disabled: true }],
      ['staff.role', { role: 'support' }, { role: 'registrar' }],
    ]);
    // A reviewee is not a staff account.
    const reviewee = await registerUser(t);
    expect((await t.request('POST', `/admin/staff/${reviewee.id}/disable`, { token: admin })).status).toBe(404);
  });

  it('should keep the last active administrator', async () => {
    const me = (await (await t.request('GET', '/users/me', { token: admin })).json()) as Json;
    const id = me._id as string;
    const before = (await auditOf(id)).totalDocs;
    const disable = await t.request('POST', `/admin/staff/${id}/disable`, { token: admin });
    expect(disable.status).toBe(409);
    expect(((await disable.json()) as Json).message).toContain('last active administrator');
    expect(
      (await t.request('PUT', `/admin/staff/${id}/role`, { token: admin, body: { role: 'cashier' } })).status,
    ).toBe(409);
    expect((await auditOf(id)).totalDocs).toBe(before);

    // With a second administrator, the first may step down.
    const second = await staff('admin');
    const stepDown = await t.request('PUT', `/admin/staff/${second.id}/role`, {
      token: admin,
      body: { role: 'support' },
    });
    expect(stepDown.status).toBe(200);
  });
});

describe('reviewees', () => {
  it('should find a reviewee by name or e-mail, a page at a time', async () => {
    const registrar = await staff('registrar');
    const unique = `Zyxw${Date.now()}`;
    const found = await registerUser(t, { lastName: unique });
    await registerUser(t, { lastName: unique });
    const byName = (await (
      await t.request('GET', `/admin/reviewees?search=${unique.toLowerCase()}&limit=1`, { token: registrar.token })
    ).json()) as { docs: Json[]; totalDocs: number };
    expect(byName.totalDocs).toBe(2);
    expect(byName.docs).toHaveLength(1);
    const byEmail = (await (
      await t.request('GET', `/admin/reviewees?search=${encodeURIComponent(found.email)}`, { token: registrar.token })
    ).json()) as { docs: Json[] };
    expect(byEmail.docs).toEqual([expect.objectContaining({ _id: found.id, verified: false, disabled: false })]);
    // Staff accounts are not reviewees.
    expect((await t.request('GET', `/admin/reviewees/${registrar.id}`, { token: registrar.token })).status).toBe(404);
  });

  it('should find "first last" whatever the middle name, every word in any part of the name', async () => {
    const registrar = await staff('registrar');
    const last = `Ocampo-X${Date.now()}`;
    const found = await registerUser(t, { firstName: 'Ligaya', middleName: 'Mercado', lastName: last });
    const search = async (text: string) =>
      (
        (await (
          await t.request('GET', `/admin/reviewees?search=${encodeURIComponent(text)}`, { token: registrar.token })
        ).json()) as { docs: Json[] }
      ).docs.map((doc) => doc._id);
    expect(await search(`Ligaya ${last}`)).toEqual([found.id]);
    expect(await search(`  ligaya   ${last.toLowerCase()} `)).toEqual([found.id]);
    expect(await search(`Ligaya Mercado ${last}`)).toEqual([found.id]);
    expect(await search(`${last} Ligaya`)).toEqual([found.id]);
    expect(await search(`Ligaya ${last} Nobody`)).toEqual([]);
  });

  it('should resend the verification, mark verified and send a reset link, one audit entry each', async () => {
    const registrar = await staff('registrar');
    const reviewee = await registerUser(t);
    const sentBefore = t.mailer.sent.length;
    expect(
      (await t.request('POST', `/admin/reviewees/${reviewee.id}/resend-verification`, { token: registrar.token }))
        .status,
    ).toBe(200);
    expect(lastMailTo(reviewee.email)?.text).toContain(`/account/verify/${reviewee.id}/`);
    expect((await t.request('POST', `/admin/reviewees/${reviewee.id}/verify`, { token: registrar.token })).status).toBe(
      200,
    );
    // Nothing left to verify: refused, nothing written.
    expect((await t.request('POST', `/admin/reviewees/${reviewee.id}/verify`, { token: registrar.token })).status).toBe(
      409,
    );
    expect(
      (await t.request('POST', `/admin/reviewees/${reviewee.id}/password-reset`, { token: registrar.token })).status,
    ).toBe(200);
    expect(lastMailTo(reviewee.email)?.text).toContain(`/account/reset-password/${reviewee.id}/`);
    expect(t.mailer.sent.length).toBe(sentBefore + 2);

    const profile = (await (
      await t.request('GET', `/admin/reviewees/${reviewee.id}`, { token: registrar.token })
    ).json()) as { user: Json; history: { action: string }[]; enrollments: unknown[]; examAttempts: unknown[] };
    expect(profile.user).toMatchObject({ email: reviewee.email, verified: true, lastName: 'Dela Cruz' });
    expect(profile.history.map((entry) => entry.action)).toEqual([
      'user.resend-verification',
      'user.verify',
      'user.password-reset',
    ]);
    expect(profile.enrollments).toEqual([]);
    expect(profile.examAttempts).toEqual([]);
  });
});

describe('support inbox', () => {
  async function ticket(content: string) {
    const [attachment] = (await (
      await t.request('POST', '/uploads', { body: filesForm([{ name: 'screen.png', bytes: PNG }]) })
    ).json()) as unknown[];
    const email = `asker-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await t.request('POST', '/supports/tickets', {
      body: {
        firstName: 'Rosa',
        lastName: 'Lim',
        email,
        mobile: '09171234567',
        category: 'WEBSITE',
        content,
        attachments: [attachment],
      },
    });
    return { id: ((await response.json()) as Json)._id as string, email };
  }

  it('should list tickets newest first and filter by status', async () => {
    const support = await staff('support');
    const older = await ticket('First question');
    const newer = await ticket('Second question');
    const list = (await (await t.request('GET', '/admin/tickets?status=new', { token: support.token })).json()) as {
      docs: Json[];
    };
    const ids = list.docs.map((doc) => doc._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.docs[0]).toMatchObject({ status: 'new', category: 'WEBSITE', attachmentCount: 1 });
    const bad = await t.request('GET', '/admin/tickets?status=open', { token: support.token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).message).toContain('query.status');
  });

  it('should e-mail a reply, keep it on the ticket, then close and reopen, one audit entry each', async () => {
    const support = await staff('support');
    const asked = await ticket('My payment page does not open');
    const empty = await t.request('POST', `/admin/tickets/${asked.id}/replies`, {
      token: support.token,
      body: { message: '' },
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).message).toContain('body.message');

    const replied = (await (
      await t.request('POST', `/admin/tickets/${asked.id}/replies`, {
        token: support.token,
        body: { message: 'Please try again now.' },
      })
    ).json()) as Json;
    expect(replied).toMatchObject({
      status: 'answered',
      replies: [{ message: 'Please try again now.', author: support.email }],
    });
    const mail = lastMailTo(asked.email);
    expect(mail?.text).toContain('Please try again now.');
    expect(mail?.text).toContain('> My payment page does not open');

    const closed = (await (
      await t.request('POST', `/admin/tickets/${asked.id}/close`, { token: support.token })
    ).json()) as Json;
    expect(closed.status).toBe('closed');
    expect((await t.request('POST', `/admin/tickets/${asked.id}/close`, { token: support.token })).status).toBe(409);
    const reopened = (await (
      await t.request('POST', `/admin/tickets/${asked.id}/reopen`, { token: support.token })
    ).json()) as { status: string; history: { action: string }[]; attachments: { id: string }[] };
    expect(reopened.status).toBe('answered');
    expect(reopened.history.map((entry) => entry.action)).toEqual(['ticket.reply', 'ticket.close', 'ticket.reopen']);
    // The attachment opens for support through the authorized upload fetch.
    expect((await t.request('GET', `/uploads/${reopened.attachments[0]!.id}`, { token: support.token })).status).toBe(
      200,
    );
  });
});
