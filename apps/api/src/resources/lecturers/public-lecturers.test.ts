import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type Json, openTestApp, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const response = await t.request('GET', url, token ? { token } : {});
  expect(response.status, url).toBe(200);
  return json(response);
};

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
