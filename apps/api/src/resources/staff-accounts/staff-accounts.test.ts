import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type Json, lastMailTo, registerStaff } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.adminToken();
});

type Entries = { docs: { action: string; before: unknown; after: unknown }[]; totalDocs: number };
const auditOf = async (entityId: string) =>
  (await (await t.request('GET', `/admin/audit?entityId=${entityId}`, { token: admin })).json()) as Entries;

const signIn = (email: string, password: string) => t.request('POST', '/users/sign-in', { body: { email, password } });
describe('disabled accounts', () => {
  it('should refuse sign-in with a clear message and end the sessions the account had', async () => {
    const registrar = await registerStaff(t, 'registrar');
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
    const cashier = await registerStaff(t, 'cashier');
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
    const link = /\/staff\/welcome\/([^/\s]+)\/(\S+)/.exec(lastMailTo(t, email)?.text ?? '');
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
    const member = await registerStaff(t, 'support');
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
    const second = await registerStaff(t, 'admin');
    const stepDown = await t.request('PUT', `/admin/staff/${second.id}/role`, {
      token: admin,
      body: { role: 'support' },
    });
    expect(stepDown.status).toBe(200);
  });
});
