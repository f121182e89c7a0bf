import { describe, expect, it } from 'vitest';
import { json, type Json, registerUser, getOk } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

const get = (url: string, token?: string) => getOk(t, url, token);

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
