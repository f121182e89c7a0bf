import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageFor, type Operation } from '@review-center/domain';
import { getOffering, listOfferings } from './contract/offerings.ts';
import { getMe, signIn } from './contract/users.ts';
import { createApiClient } from './http.ts';
import { ApiError, isAbortError, serverMessage, toFailure } from './errors.ts';
import { currentUserFixture } from './mocks/fixtures.ts';

const BASE = 'http://api.test/api/v2';
const server = setupServer();

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
    expect(serverMessage(error)).toBe('nope');
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

describe('GET /users/me', () => {
  it('should cancel the call still in flight when a new one starts (product §7)', async () => {
    const started: AbortSignal[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      getToken: () => 'secret',
      fetch: (_url, init) => {
        started.push(init!.signal!);
        // The first call hangs until aborted; the second answers.
        if (started.length === 1)
          return new Promise((_resolve, reject) =>
            init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
          );
        return Promise.resolve(Response.json(currentUserFixture));
      },
    });
    const first = client.call(getMe, {});
    const firstOutcome = first.catch((error: unknown) => error);
    const second = await client.call(getMe, {});

    expect(second.token).toBe(currentUserFixture.token);
    expect(started[0]?.aborted).toBe(true);
    expect(isAbortError(await firstOutcome)).toBe(true);
  });

  it('should leave other endpoints in flight alone', async () => {
    const signals: AbortSignal[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      fetch: (_url, init) => {
        signals.push(init!.signal!);
        return Promise.resolve(Response.json({ docs: [], totalDocs: 0 }));
      },
    });
    await Promise.all([client.call(listOfferings, {}), client.call(listOfferings, {})]);
    expect(signals.map((signal) => signal.aborted)).toEqual([false, false]);
  });
});

describe('toFailure with messageFor', () => {
  const client = createApiClient({ baseUrl: BASE });
  const body = { email: 'maria.delacruz@example.ph', password: 'Password123' };
  const failWith = (status: number | 'network') =>
    server.use(
      http.post(`${BASE}/users/sign-in`, () =>
        status === 'network' ? HttpResponse.error() : HttpResponse.json({ message: 'x' }, { status }),
      ),
    );

  it.each<[Operation, number | 'network', string]>([
    ['login', 'network', 'Error - No network connection'],
    ['login', 404, 'Error - Invalid Email / Password'],
    ['login', 500, 'Error - Something went wrong, please try again'],
    [
      'register',
      409,
      'Error - Email already taken, if you are already registered on mobile app please use that email to login',
    ],
    ['enroll-signed-in', 409, 'Error - Account already enrolled'],
    ['package-enroll', 409, 'Error - Email already enrolled, Please login to continue'],
    ['courseware', 404, 'NO AVAILABLE COURSEWARE FOR DISPLAY'],
    ['generic', 500, 'Error - Something went wrong, please try again'],
  ])('should show %s failing with %s as "%s" (product §8)', async (operation, status, message) => {
    failWith(status);
    const error = await client.call(signIn, { body }).catch((e: unknown) => e);
    expect(messageFor(operation, toFailure(error))).toBe(message);
  });

  it('should map a timeout, an invalid answer and a non-API error', () => {
    expect(toFailure(new ApiError('timeout', 't'))).toEqual({ kind: 'timeout' });
    expect(toFailure(new ApiError('invalid-response', 'x'))).toEqual({ kind: 'invalid-response' });
    expect(toFailure(new TypeError('bug'))).toEqual({ kind: 'invalid-response' });
  });
});
