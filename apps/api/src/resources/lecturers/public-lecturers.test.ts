import { describe, expect, it } from 'vitest';
import { getOk, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

const get = (url: string, token?: string) => getOk(t, url, token);

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
