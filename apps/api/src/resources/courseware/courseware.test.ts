import { describe, expect, it } from 'vitest';
import { filesForm, json, type Json, PNG, registerUser, getOk } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

const get = (url: string, token?: string) => getOk(t, url, token);

describe('courseware, subscriptions and discussions', () => {
  it('should answer 403 to a user not enrolled, then the courseware once the enrollment is Active', async () => {
    const user = await registerUser(t);
    const before = await t.request('GET', `/users/${user.id}/courseware`, { token: user.token });
    expect(before.status).toBe(403);
    expect(await json(before)).toEqual({ message: 'SORRY YOUR NOT ENROLLED IN THIS OFFERING.' });

    const created = await json(
      await t.request('POST', `/users/${user.id}/enrollments`, {
        token: user.token,
        body: { offering: 'override-offering-1', paymentType: 'Full', branch: 'Cebu' },
      }),
    );
    await t.request('PUT', `/enrollments/${created._id}`, {
      token: user.token,
      body: {
        paymentOption: 'BPI',
        receiptId: '1',
        paymentDate: '2026-11-20',
        attachments: await ownProof(user.token),
        status: 'Payment Review',
      },
    });
    await t.request('POST', `/admin/enrollments/${created._id}/approve`, { token: await t.adminToken() });
    const after = await json(await t.request('GET', `/users/${user.id}/courseware`, { token: user.token }));
    expect(after.content).toMatch(/<h2>Hybrid courseware<\/h2>/);
    const subscriptions = await get(`/users/${user.id}/subscriptions`, user.token);
    expect((subscriptions.docs as Json[])[0]).toMatchObject({ offering: { _id: 'override-offering-1' } });

    await t.db.deleteFrom('courseware').where('offering_id', '=', 'override-offering-1').execute();
    const none = await t.request('GET', `/users/${user.id}/courseware`, { token: user.token });
    expect(none.status).toBe(404);
    expect(await json(none)).toEqual({ message: 'NO AVAILABLE COURSEWARE FOR DISPLAY' });
  });

  it("should answer 403 for another user's courseware", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    expect((await t.request('GET', `/users/${a.id}/courseware`, { token: b.token })).status).toBe(403);
    expect((await t.request('GET', `/users/${a.id}/subscriptions`, { token: b.token })).status).toBe(403);
  });
});

async function ownProof(token: string) {
  return (await (
    await t.request('POST', '/uploads', { token, body: filesForm([{ name: 'p.png', bytes: PNG }]) })
  ).json()) as Json[];
}
