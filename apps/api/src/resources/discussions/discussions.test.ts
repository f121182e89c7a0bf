import { accessEndedMessage, accessEndsAt } from '@review-center/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { enroll, submitProof } from '../../testing/enrollment.ts';

const t = testAppForFile();

const HYBRID = 'hybrid-online-march-2024';
const HYFLEX = 'hyflex-face-to-face-2024';
/** SQL meta-characters must be stored and returned intact. */
const TRICKY = `Tips? O'Reilly"; DROP TABLE discussions; -- \\ %_ $1 ::jsonb`;

type Reviewee = Awaited<ReturnType<typeof registerUser>>;

/** A reviewee whose enrollment in `offering` the cashier approved: Active, as a real one becomes. */
async function activeIn(offering: string, firstName = 'Maria'): Promise<Reviewee> {
  const user = await registerUser(t, { firstName, lastName: 'Reyes' });
  const enrolled = await enroll(t, user, { offering, paymentType: 'Full', branch: 'Cebu', schedule: 'Every Saturday' });
  const created = await json(enrolled);
  expect([enrolled.status, created.message]).toEqual([200, undefined]);
  const submitted = await submitProof(t, user, String(created._id), {
    paymentOption: 'BPI',
    receiptId: `R-${user.id}`,
    fileName: 'p.png',
  });
  expect(submitted.status).toBe(200);
  const approved = await t.request('POST', `/admin/enrollments/${created._id}/approve`, {
    token: await t.adminToken(),
  });
  expect(approved.status).toBe(200);
  return user;
}

const startThread = async (user: Reviewee, body: Json) =>
  t.request('POST', `/users/${user.id}/discussions`, { token: user.token, body });
const list = async (user: Reviewee, offering: string) =>
  t.request('GET', `/users/${user.id}/discussions?offering=${offering}`, { token: user.token });
const read = async (user: Reviewee, id: unknown) =>
  t.request('GET', `/users/${user.id}/discussions/${String(id)}`, { token: user.token });

let maria: Reviewee;
let juan: Reviewee;
let other: Reviewee;
beforeAll(async () => {
  maria = await activeIn(HYBRID, 'Maria');
  juan = await activeIn(HYBRID, 'Juan');
  other = await activeIn(HYFLEX, 'Ana');
});

describe('discussions of an offering', () => {
  it('should let a reviewee start a thread and another Active reviewee of the offering reply', async () => {
    const started = await startThread(maria, { offering: HYBRID, title: TRICKY, content: 'How do you study?' });
    expect(started.status).toBe(200);
    const thread = await json(started);
    expect(thread).toMatchObject({ offering: HYBRID, title: TRICKY, user: maria.id });

    const listed = (await json(await list(juan, HYBRID))).docs as Json[];
    expect(listed[0]).toMatchObject({ _id: thread._id, title: TRICKY, author: { name: 'Maria R.' }, opinionCount: 0 });

    const reply = await t.request('POST', `/users/${juan.id}/discussions/${String(thread._id)}/opinions`, {
      token: juan.token,
      body: { content: 'Flashcards every night!' },
    });
    expect(reply.status).toBe(200);
    const full = await json(await read(maria, thread._id));
    expect(full).toMatchObject({ title: TRICKY, offeringTitle: expect.stringMatching(/Hybrid/) });
    expect(full.opinions).toEqual([
      expect.objectContaining({
        content: 'Flashcards every night!',
        author: expect.objectContaining({ name: 'Juan R.' }),
      }),
    ]);
    // Never an e-mail address for other reviewees to see.
    expect(JSON.stringify(full)).not.toContain('@');
  });

  it('should list threads by newest activity: a reply brings an older thread to the top', async () => {
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    const first = await json(
      await t.at(minutes(10), () => startThread(maria, { offering: HYBRID, title: 'First', content: 'One' })),
    );
    await t.at(minutes(11), () => startThread(juan, { offering: HYBRID, title: 'Second', content: 'Two' }));
    const titles = async () => ((await json(await list(maria, HYBRID))).docs as Json[]).map((d) => d.title);
    expect((await titles()).slice(0, 2)).toEqual(['Second', 'First']);
    await t.at(minutes(12), async () =>
      t.request('POST', `/users/${juan.id}/discussions/${String(first._id)}/opinions`, {
        token: juan.token,
        body: { content: 'Bump' },
      }),
    );
    expect((await titles()).slice(0, 2)).toEqual(['First', 'Second']);
  });

  it('should refuse a reviewee of another offering, one not Active, and one whose access ended', async () => {
    const thread = await json(await startThread(maria, { offering: HYBRID, title: 'Ours', content: 'Only ours' }));
    const refused = await list(other, HYBRID);
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toMatch(/enrollment in this offering is Active/);
    expect((await read(other, thread._id)).status).toBe(403);
    const replied = await t.request('POST', `/users/${other.id}/discussions/${String(thread._id)}/opinions`, {
      token: other.token,
      body: { content: 'Let me in' },
    });
    expect(replied.status).toBe(403);
    expect((await startThread(other, { offering: HYBRID, title: 'Hi', content: 'Hello' })).status).toBe(403);

    const newcomer = await registerUser(t);
    expect((await list(newcomer, HYBRID)).status).toBe(403);

    // Access is valid six months from activation (product §1): activated seven months ago, it has ended.
    const lapsed = await activeIn(HYBRID, 'Lito');
    const activatedAt = new Date(Date.now() - 7 * 31 * 86_400_000);
    await t.db.updateTable('enrollments').set({ activated_at: activatedAt }).where('user_id', '=', lapsed.id).execute();
    const ended = await list(lapsed, HYBRID);
    expect(ended.status).toBe(403);
    // The courseware's and the exams' words, with their own noun (packages/domain rules/access.ts).
    expect((await json(ended)).message).toBe(accessEndedMessage(accessEndsAt(activatedAt), 'discussions'));
  });

  it("should let only the author edit a post, and refuse someone else's edit", async () => {
    const thread = await json(await startThread(maria, { offering: HYBRID, title: 'Edit me', content: 'Draft' }));
    const edited = await t.at(new Date(Date.now() + 60_000), async () =>
      t.request('PUT', `/users/${maria.id}/discussions/${String(thread._id)}`, {
        token: maria.token,
        body: { content: 'Final' },
      }),
    );
    expect(await json(edited)).toMatchObject({ title: 'Edit me', content: 'Final', updatedDate: expect.any(String) });

    const hijack = await t.request('PUT', `/users/${juan.id}/discussions/${String(thread._id)}`, {
      token: juan.token,
      body: { content: 'Mine now' },
    });
    expect(hijack.status).toBe(403);
    expect((await json(hijack)).message).toBe('Only its author can edit this discussion');
    // Through another user's path, the guard refuses before reading anything.
    expect(
      (
        await t.request('PUT', `/users/${maria.id}/discussions/${String(thread._id)}`, {
          token: juan.token,
          body: { content: 'Mine now' },
        })
      ).status,
    ).toBe(403);

    const reply = await json(
      await t.request('POST', `/users/${juan.id}/discussions/${String(thread._id)}/opinions`, {
        token: juan.token,
        body: { content: 'Nice' },
      }),
    );
    const path = (user: Reviewee) =>
      `/users/${user.id}/discussions/${String(thread._id)}/opinions/${String(reply._id)}`;
    expect((await t.request('PUT', path(maria), { token: maria.token, body: { content: 'Rude' } })).status).toBe(403);
    const own = await t.request('PUT', path(juan), { token: juan.token, body: { content: 'Very nice' } });
    expect((await json(own)).content).toBe('Very nice');
    expect((await json(await read(maria, thread._id))).content).toBe('Final');
  });

  it('should refuse an empty title or message with the form’s own messages', async () => {
    const response = await startThread(maria, { offering: HYBRID, title: '  ', content: '' });
    expect(response.status).toBe(400);
    const { message } = await json(response);
    expect(message).toContain('body.title: Title is required');
    expect(message).toContain('body.content: Message is required');
  });
});

describe('hiding a post', () => {
  const audit = async (entityId: unknown) =>
    (await json(await t.request('GET', `/admin/audit?entityId=${String(entityId)}`, { token: await t.adminToken() })))
      .docs as Json[];

  it('should make a hidden thread disappear for reviewees, with one audit entry', async () => {
    const thread = await json(await startThread(maria, { offering: HYBRID, title: 'Buy my notes', content: 'Spam' }));
    const hidden = await t.request('POST', `/admin/discussions/${String(thread._id)}/hide`, {
      token: await t.adminToken(),
    });
    expect(hidden.status).toBe(200);
    expect(await json(hidden)).toMatchObject({ hidden: true, title: 'Buy my notes' });

    const titles = ((await json(await list(juan, HYBRID))).docs as Json[]).map((d) => d.title);
    expect(titles).not.toContain('Buy my notes');
    expect((await read(juan, thread._id)).status).toBe(404);
    expect((await read(maria, thread._id)).status).toBe(404);
    const reply = await t.request('POST', `/users/${juan.id}/discussions/${String(thread._id)}/opinions`, {
      token: juan.token,
      body: { content: 'Too late' },
    });
    expect(reply.status).toBe(404);

    // Hiding it again changes nothing and writes nothing.
    await t.request('POST', `/admin/discussions/${String(thread._id)}/hide`, { token: await t.adminToken() });
    expect(await audit(thread._id)).toEqual([
      expect.objectContaining({
        action: 'discussion.hide',
        entityType: 'discussion',
        after: expect.objectContaining({ hidden: true }),
      }),
    ]);
  });

  it('should hide one reply and keep the rest of the thread', async () => {
    const thread = await json(await startThread(maria, { offering: HYBRID, title: 'Keep me', content: 'Fine' }));
    const bad = await json(
      await t.request('POST', `/users/${juan.id}/discussions/${String(thread._id)}/opinions`, {
        token: juan.token,
        body: { content: 'Rude words' },
      }),
    );
    const moderation = await t.request(
      'POST',
      `/admin/discussions/${String(thread._id)}/opinions/${String(bad._id)}/hide`,
      {
        token: await t.adminToken(),
      },
    );
    expect(await json(moderation)).toMatchObject({
      hidden: false,
      opinions: [expect.objectContaining({ hidden: true })],
    });
    const seen = await json(await read(maria, thread._id));
    expect(seen.title).toBe('Keep me');
    expect(seen.opinions).toEqual([]);
    expect(await audit(bad._id)).toEqual([expect.objectContaining({ action: 'opinion.hide', entityType: 'opinion' })]);
  });

  it('should list every thread for moderation, hidden ones marked, with authors’ e-mails', async () => {
    const body = await json(await t.request('GET', '/admin/discussions?limit=100', { token: await t.adminToken() }));
    const docs = body.docs as Json[];
    expect(docs.some((d) => d.title === 'Buy my notes' && d.hidden === true)).toBe(true);
    expect(docs.find((d) => d.title === 'Keep me')).toMatchObject({
      author: { email: maria.email.toLowerCase() },
      offeringTitle: expect.stringMatching(/Hybrid/),
    });
  });
});

describe('subscriptions', () => {
  it('should give an Active enrollment six months of access from its activation', async () => {
    const docs = (await json(await t.request('GET', `/users/${maria.id}/subscriptions`, { token: maria.token })))
      .docs as Json[];
    expect(docs).toHaveLength(1);
    const [subscription] = docs as { offering: Json; startDate: string; endDate: string }[];
    expect(subscription!.offering).toMatchObject({ _id: HYBRID, title: expect.stringMatching(/Hybrid/) });
    const start = new Date(subscription!.startDate);
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(60_000);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 6);
    expect(subscription!.endDate).toBe(end.toISOString());
  });
});
