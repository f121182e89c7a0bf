import { describe, expect, it } from 'vitest';
import { type Json, registerUser, lastMailTo, registerStaff } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

describe('reviewees', () => {
  it('should find a reviewee by name or e-mail, a page at a time', async () => {
    const registrar = await registerStaff(t, 'registrar');
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
    const registrar = await registerStaff(t, 'registrar');
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
    const registrar = await registerStaff(t, 'registrar');
    const reviewee = await registerUser(t);
    const sentBefore = t.mailer.sent.length;
    expect(
      (await t.request('POST', `/admin/reviewees/${reviewee.id}/resend-verification`, { token: registrar.token }))
        .status,
    ).toBe(200);
    expect(lastMailTo(t, reviewee.email)?.text).toContain(`/account/verify/${reviewee.id}/`);
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
    expect(lastMailTo(t, reviewee.email)?.text).toContain(`/account/reset-password/${reviewee.id}/`);
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
