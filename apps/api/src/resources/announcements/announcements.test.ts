import { describe, expect, it } from 'vitest';
import { getOk, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

const get = (url: string, token?: string) => getOk(t, url, token);

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
