import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { openTestDatabase } from '../../testing/database.ts';

let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;

beforeAll(async () => {
  const test = await openTestDatabase();
  close = test.close;
  app = createApp({ db: test.db });
});
afterAll(() => close());

describe('GET /api/v2/offerings', () => {
  it('should list the published demo offerings with their prices', async () => {
    const response = await app.request('/api/v2/offerings?page=1&limit=10&published=true');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { docs: { title: string; price: number }[]; totalDocs: number };
    expect(body.totalDocs).toBeGreaterThanOrEqual(2);
    expect(body.docs.map((o) => o.price)).toEqual(expect.arrayContaining([10_500, 9_500]));
  });

  it('should answer 400 naming the field when the query is wrong', async () => {
    const response = await app.request('/api/v2/offerings?limit=zero');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^query\.limit: /) });
  });

  it('should answer 404 for an unknown offering', async () => {
    const response = await app.request('/api/v2/offerings/nope');
    expect(response.status).toBe(404);
  });
});
