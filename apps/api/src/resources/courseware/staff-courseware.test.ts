import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filesForm,
  json,
  type Json,
  openTestApp,
  PNG,
  registerStaff,
  registerUser,
  type TestApp,
} from '../../testing/app.ts';

/*
 * The content editor's announcements and courseware (decision 0048), through the API: the HTML is
 * sanitized when saved, slugs are unique, drafts and future dates stay off the site, every save is
 * role-checked and audited, and courseware is refused once access has ended.
 */

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await openTestApp();
  const account = await registerStaff(t, 'content-editor');
  editor = account.token;
});
afterAll(() => t.close());

const HYBRID = 'hybrid-online-march-2024';
let sequence = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++sequence}`;

async function activeIn(offering: string) {
  const user = await registerUser(t, { firstName: 'Maria', lastName: 'Reyes' });
  const created = await json(
    await t.request('POST', `/users/${user.id}/enrollments`, {
      token: user.token,
      body: { offering, paymentType: 'Full', branch: 'Cebu', schedule: 'Every Saturday' },
    }),
  );
  const proof = await json(
    await t.request('POST', '/uploads', { token: user.token, body: filesForm([{ name: 'p.png', bytes: PNG }]) }),
  );
  await t.request('PUT', `/enrollments/${String(created._id)}`, {
    token: user.token,
    body: {
      paymentOption: 'BPI',
      receiptId: `R-${user.id}`,
      paymentDate: '2026-11-20',
      attachments: proof,
      status: 'Payment Review',
    },
  });
  const approved = await t.request('POST', `/admin/enrollments/${String(created._id)}/approve`, {
    token: await t.adminToken(),
  });
  expect(approved.status).toBe(200);
  return user;
}

describe('courseware', () => {
  const courseware = (user: { id: string; token: string }) =>
    t.request('GET', `/users/${user.id}/courseware`, { token: user.token });

  it('should show the edited page to an Active reviewee and refuse it once access has ended', async () => {
    const content = `<h2>Week 1</h2><ol><li>Read module ${unique('m')}</li></ol><img src="x" onerror="alert(1)">`;
    const saved = await t.request('PUT', `/admin/courseware/${HYBRID}`, { token: editor, body: { content } });
    expect(saved.status).toBe(200);
    const page = await json(saved);
    expect(page.content).not.toContain('onerror');
    expect((page.history as Json[]).at(-1)?.action).toBe('courseware.update');

    const maria = await activeIn(HYBRID);
    const shown = await courseware(maria);
    expect(shown.status).toBe(200);
    expect((await json(shown)).content).toBe(page.content);

    // Access is valid six months from activation (product §1): activated seven months ago, it has ended.
    await t.db
      .updateTable('enrollments')
      .set({ activated_at: new Date(Date.now() - 7 * 31 * 86_400_000) })
      .where('user_id', '=', maria.id)
      .execute();
    const ended = await courseware(maria);
    expect(ended.status).toBe(403);
    expect((await json(ended)).message).toMatch(/^Your access to this offering’s courseware ended on \w+ \d+, \d{4}/);
  });

  it('should refuse an empty page and an unknown offering, and list every offering', async () => {
    const empty = await t.request('PUT', `/admin/courseware/${HYBRID}`, {
      token: editor,
      body: { content: '<p> </p>' },
    });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toContain('body.content: Courseware is required');
    const unknown = await t.request('PUT', '/admin/courseware/no-such-offering', {
      token: editor,
      body: { content: '<p>Hi</p>' },
    });
    expect(unknown.status).toBe(404);
    const list = await json(await t.request('GET', '/admin/courseware', { token: editor }));
    expect((list.docs as Json[]).map((row) => (row.offering as Json)._id)).toContain(HYBRID);
  });
});
