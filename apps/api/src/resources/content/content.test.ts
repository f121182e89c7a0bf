import { describe, expect, it } from 'vitest';
import { filesForm, PNG, registerUser, json, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

const get = async (url: string, token?: string) => {
  const response = await t.request('GET', url, token ? { token } : {});
  expect(response.status, url).toBe(200);
  return json(response);
};

describe('GET /announcements', () => {
  it('should list the latest 3 newest first for home (limit 3, sort -date)', async () => {
    const body = await get('/announcements?limit=3&sort=-date');
    const docs = body.docs as { date: string; content: string }[];
    expect(docs).toHaveLength(3);
    expect(body.totalDocs).toBeGreaterThan(3);
    expect([...docs].sort((a, b) => b.date.localeCompare(a.date))).toEqual(docs);
    expect(docs[0]!.content).toMatch(/^<p>/);
  });

  it('should page with page or offset, and find one by slug', async () => {
    const first = (await get('/announcements?limit=1&page=2')).docs as Json[];
    const second = (await get('/announcements?limit=1&offset=1')).docs as Json[];
    expect(first).toEqual(second);
    const bySlug = await get('/announcements?slug=march-2024-let-schedule');
    expect(bySlug.totalDocs).toBe(1);
    expect((bySlug.docs as Json[])[0]!.title).toBe('March 2024 LET schedule and reminders');
    expect((await get(`/announcements?slug=${encodeURIComponent("x' or '1'='1")}`)).totalDocs).toBe(0);
  });

  it('should answer 400 for a sort it does not know', async () => {
    expect((await t.request('GET', '/announcements?sort=password')).status).toBe(400);
  });
});

describe('GET /lecturers', () => {
  it('should give 4 a page with the total for Load More', async () => {
    const first = await get('/lecturers?limit=4&offset=0');
    const next = await get('/lecturers?limit=4&offset=4');
    expect((first.docs as Json[]).length).toBe(4);
    expect(first.totalDocs).toBe(6);
    expect((next.docs as Json[]).length).toBe(2);
    expect((first.docs as Json[])[0]).toMatchObject({ firstName: expect.any(String), credentials: expect.any(Array) });
  });
});

describe('categories, coupons, time', () => {
  it('should list exam categories for a signed-in user', async () => {
    const user = await registerUser(t);
    const body = await get('/categories?limit=10&group=exams', user.token);
    expect((body.docs as Json[]).map((d) => d.title)).toEqual([
      'General Education',
      'Professional Education',
      'Specialization',
    ]);
    expect((await t.request('GET', '/categories')).status).toBe(401);
  });

  it('should list the On-Going coupons of an offering and avail one, 404 for an unknown code', async () => {
    const list = await get('/coupons?offering=hybrid-online-march-2024&status=On-Going');
    expect((list.docs as Json[]).map((d) => d.code)).toEqual(['EARLYBIRD']);
    const avail = await t.request('POST', '/coupons/avail', {
      body: { code: 'EARLYBIRD', offering: 'hybrid-online-march-2024' },
    });
    expect(await json(avail)).toMatchObject({ code: 'EARLYBIRD', discountPrice: 500 });
    const wrong = await t.request('POST', '/coupons/avail', {
      body: { code: 'EARLYBIRD', offering: 'hyflex-face-to-face-2024' },
    });
    expect(wrong.status).toBe(404);
  });

  it('should tell the server time', async () => {
    const user = await registerUser(t);
    await t.at(new Date('2026-03-01T00:00:00.000Z'), async () => {
      expect(await get('/utilities/current-time', user.token)).toEqual({ current: '2026-03-01T00:00:00.000Z' });
    });
  });
});

describe('POST /supports/tickets', () => {
  it('should take a ticket from an anonymous visitor, keeping every character', async () => {
    const content = `Hello'); DELETE FROM support_tickets; -- <b>?</b>`;
    const response = await t.request('POST', '/supports/tickets', {
      body: {
        firstName: 'Ana',
        lastName: "D'Souza",
        email: 'ana@example.com',
        mobile: '09171234567',
        category: 'WEBSITE',
        content,
      },
    });
    expect(response.status).toBe(200);
    const { _id } = await json(response);
    const row = await t.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', _id as string)
      .executeTakeFirstOrThrow();
    expect(row.ticket).toMatchObject({ content, lastName: "D'Souza" });
  });

  it('should answer 400 naming the field for a bad category', async () => {
    const response = await t.request('POST', '/supports/tickets', {
      body: { firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.com', category: 'SPAM', content: 'x' },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^body\.category: /);
  });
});

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
