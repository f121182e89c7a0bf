import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getOffering, listOfferings } from './contract/offerings.ts';
import { createApiClient } from './http.ts';
import { ApiError } from './errors.ts';
import { handlers } from './mocks/handlers.ts';

const BASE = 'http://api.test/api/v2';
const server = setupServer(...handlers.map((h) => h));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createApiClient', () => {
  const client = createApiClient({ baseUrl: BASE, getToken: () => 'secret' });

  it('should send the query and parse the paginated offerings', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${BASE}/offerings`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ docs: [], totalDocs: 0 });
      }),
    );
    await expect(client.call(listOfferings, { query: { page: 1, limit: 10, published: true } })).resolves.toEqual({
      docs: [],
      totalDocs: 0,
    });
    expect(seen?.searchParams.get('published')).toBe('true');
    expect(seen?.searchParams.get('limit')).toBe('10');
  });

  it('should not send the token to a public call', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE}/offerings/:id`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ message: 'nope' }, { status: 404 });
      }),
    );
    const error = await client.call(getOffering, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(authorization).toBeNull();
  });

  it('should reject a response that does not match the contract', async () => {
    server.use(http.get(`${BASE}/offerings`, () => HttpResponse.json({ items: [] })));
    await expect(client.call(listOfferings, {})).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('should report a network failure as such', async () => {
    server.use(http.get(`${BASE}/offerings`, () => HttpResponse.error()));
    await expect(client.call(listOfferings, {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('should give up after 10 seconds', async () => {
    vi.useFakeTimers();
    try {
      const never = createApiClient({
        baseUrl: BASE,
        fetch: (_url, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      });
      const pending = never.call(listOfferings, {});
      const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
      await vi.advanceTimersByTimeAsync(9_999);
      await vi.advanceTimersByTimeAsync(1);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
