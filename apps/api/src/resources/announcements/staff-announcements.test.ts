import { beforeAll, describe, expect, it } from 'vitest';
import { json, registerStaff, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

/*
 * The content editor's announcements and courseware (decision 0048), through the API: the HTML is
 * sanitized when saved, slugs are unique, drafts and future dates stay off the site, every save is
 * role-checked and audited, and courseware is refused once access has ended.
 */

const t = testAppForFile();
let editor: string;
beforeAll(async () => {
  editor = (await registerStaff(t, 'content-editor')).token;
});

let sequence = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++sequence}`;

const announcement = (overrides: Json = {}) => {
  const slug = unique('enrollment-opens');
  return {
    title: `Enrollment opens ${slug}`,
    slug,
    date: new Date(Date.now() - 60_000).toISOString(),
    status: 'published',
    content: '<p>Read the <a href="https://example.ph/guide">guide</a>.</p><ul><li>Bring an ID</li></ul>',
    ...overrides,
  };
};
const create = (body: Json, token = editor) => t.request('POST', '/admin/announcements', { token, body });
const publicBySlug = async (slug: string) =>
  ((await json(await t.request('GET', `/announcements?slug=${slug}`))).docs as Json[]).at(0);
const auditOf = async (entityId: string) =>
  (
    (await json(await t.request('GET', `/admin/audit?entityId=${entityId}`, { token: await t.adminToken() })))
      .docs as Json[]
  ).map((entry) => entry.action);

describe('announcements', () => {
  it('should keep the link and the list and drop the script of pasted HTML', async () => {
    const body = announcement({
      content:
        '<p>Open the <a href="https://example.ph/guide">guide</a></p><ul><li>One</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    const created = await create(body);
    expect(created.status).toBe(200);
    const saved = await json(created);
    expect(saved).toMatchObject({ slug: body.slug, status: 'published', state: 'published' });
    const stored = String(saved.content);
    expect(stored).toContain('<a href="https://example.ph/guide"');
    expect(stored).toContain('<ul><li>One</li></ul>');
    expect(stored).not.toMatch(/onerror|<script|alert\(2\)/);
    // The site reads what was stored, sanitized.
    expect((await publicBySlug(body.slug))?.content).toBe(stored);
    expect(await auditOf(String(saved._id))).toEqual(['announcement.create']);
  });

  it('should keep drafts and future dates off the site until their date', async () => {
    const draft = await json(await create(announcement({ status: 'draft' })));
    expect(draft.state).toBe('draft');
    expect(await publicBySlug(String(draft.slug))).toBeUndefined();

    const tomorrow = new Date(Date.now() + 86_400_000);
    const scheduled = await json(await create(announcement({ date: tomorrow.toISOString() })));
    expect(scheduled.state).toBe('scheduled');
    expect(await publicBySlug(String(scheduled.slug))).toBeUndefined();
    const latest = (await json(await t.request('GET', '/announcements?limit=50&sort=-date'))).docs as Json[];
    expect(latest.map((a) => a.slug)).not.toContain(scheduled.slug);

    // Once its date has come it shows, by slug and at the head of the list.
    await t.at(new Date(tomorrow.getTime() + 1000), async () => {
      expect((await publicBySlug(String(scheduled.slug)))?.title).toBe(scheduled.title);
      const first = ((await json(await t.request('GET', '/announcements?limit=1&sort=-date'))).docs as Json[])[0];
      expect(first?.slug).toBe(scheduled.slug);
    });

    // The console lists each by its state.
    const drafts = (await json(await t.request('GET', '/admin/announcements?state=draft', { token: editor })))
      .docs as Json[];
    expect(drafts.map((a) => a.slug)).toContain(draft.slug);
  });

  it('should refuse a slug another announcement has, naming it, on create and on edit', async () => {
    const first = await json(await create(announcement()));
    const clash = await create(announcement({ slug: first.slug }));
    expect(clash.status).toBe(409);
    expect((await json(clash)).message).toBe(
      `Slug "${String(first.slug)}" is already used by another announcement: choose another`,
    );

    const second = await json(await create(announcement()));
    const edit = await t.request('PUT', `/admin/announcements/${String(second._id)}`, {
      token: editor,
      body: announcement({ slug: first.slug }),
    });
    expect(edit.status).toBe(409);
    expect(await auditOf(String(second._id))).toEqual(['announcement.create']);
  });

  it('should edit an announcement and audit only what changed', async () => {
    const body = announcement();
    const created = await json(await create(body));
    const edited = await t.request('PUT', `/admin/announcements/${String(created._id)}`, {
      token: editor,
      body: { ...body, title: 'Enrollment is now open', status: 'draft' },
    });
    expect(edited.status).toBe(200);
    const saved = await json(edited);
    expect(saved).toMatchObject({ title: 'Enrollment is now open', state: 'draft' });
    const history = saved.history as Json[];
    expect(history.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['announcement.create', null, expect.objectContaining({ title: body.title })],
      [
        'announcement.update',
        { title: body.title, status: 'published' },
        { title: 'Enrollment is now open', status: 'draft' },
      ],
    ]);
    expect(await publicBySlug(body.slug)).toBeUndefined();
  });

  it('should name every wrong field, and write nothing', async () => {
    const refused = await create({
      title: '',
      slug: 'Not a slug',
      date: 'soon',
      status: 'published',
      content: '<p></p>',
    });
    expect(refused.status).toBe(400);
    const message = String((await json(refused)).message);
    expect(message).toContain('body.title: Title is required');
    expect(message).toContain('body.slug: Slug must be lower-case letters and digits');
    expect(message).toContain('body.date: Publish date must be a date and time');
    expect(message).toContain('body.content: Content is required');
  });

  it('should let only the content editor and the administrator write', async () => {
    const reviewee = await registerUser(t);
    expect((await create(announcement(), reviewee.token)).status).toBe(403);
    const cashier = await registerStaff(t, 'cashier');
    expect((await create(announcement(), cashier.token)).status).toBe(403);
    expect((await t.request('POST', '/admin/announcements', { body: announcement() })).status).toBe(401);
    expect((await create(announcement(), await t.adminToken())).status).toBe(200);
  });
});
