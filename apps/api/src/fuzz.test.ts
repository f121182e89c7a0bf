import { contract, type Endpoint } from '@review-center/api-client/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { raisedRateLimits } from './platform/auth/rate-limit.ts';
import { defaultConfig } from './platform/config/config.ts';
import { MAX_NESTING } from './platform/http/hygiene.ts';
import { filesForm, PNG, registerUser } from './testing/app.ts';
import { testAppForFile } from './testing/file-app.ts';

/**
 * Generated bad requests to every call of the contract: whatever arrives, the answer is a
 * refusal (4xx) or a success, never a 500. Fewer runs on PostgreSQL, where the same code runs
 * again and each request costs a round trip (docs/toolchain.md#tests).
 */
const RUNS = process.env.API_TEST_DATABASE === 'postgres' ? 8 : 50;

// Limits out of the way: thousands of requests come from one address here.
const t = testAppForFile({ rateLimits: raisedRateLimits(defaultConfig.rateLimits, 1_000_000) });
let user: { id: string; token: string };
let admin: string;
beforeAll(async () => {
  user = await registerUser(t);
  admin = await t.adminToken();
});

/** Text a database or an encoder may choke on, beside arbitrary strings. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '',
    ' ',
    'x'.repeat(20_000),
    '2999-12-31T23:59:59.999Z',
    '0000-00-00',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    '{"$gt":""}',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
  ),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(nastyText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** The keys of an object schema (zod/mini keeps them on its definition), to aim values at real fields. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

const objectFor = (keys: readonly string[]) =>
  keys.length
    ? fc.record(Object.fromEntries(keys.map((key) => [key, nastyValue])), { requiredKeys: [] })
    : fc.dictionary(nastyText, nastyValue, { maxKeys: 3 });

/** A percent-encoded path segment, lone surrogates as the UTF-8 bytes of one (which are invalid). */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

/** The token a call needs to get past its guard, so the generated input reaches the parser. */
function tokenFor(endpoint: Endpoint): string | undefined {
  if (endpoint.roles) return admin;
  // Signing out would end the session the other calls use.
  if (endpoint.path === '/users/sign-out' || endpoint.path === '/users/{id}/sessions') return undefined;
  return endpoint.auth || endpoint.optionalAuth ? user.token : undefined;
}

const requestArbitrary = (endpoint: Endpoint) =>
  fc.record({
    params: fc.record(
      Object.fromEntries(
        [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
          name!,
          // `/users/{id}` is the caller's own id most of the time, so the guard lets the rest through.
          name === 'id' && endpoint.path.startsWith('/users/{id}')
            ? fc.oneof({ weight: 4, arbitrary: fc.constant(user.id) }, nastyText.filter(Boolean))
            : fc.oneof(nastyText.filter(Boolean), fc.constant('000000000000000000000000')),
        ]),
      ),
    ),
    query: objectFor(keysOf(endpoint.query)),
    body: fc.oneof(
      { weight: 4, arbitrary: objectFor(keysOf(endpoint.body)).map((value) => JSON.stringify(value)) },
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 30 }),
    ),
  });

async function send(endpoint: Endpoint, input: { params: Record<string, string>; query: object; body: string }) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(input.params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query))
    search.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const token = tokenFor(endpoint);
  const response = await t.app.request(`/api/v2${path}?${search.toString()}`, {
    method: endpoint.method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(endpoint.method === 'GET' ? {} : { body: input.body }),
  });
  return response.status;
}

describe('fuzzing every call of the contract', () => {
  const endpoints = (Object.entries(contract) as [string, Endpoint][]).filter(
    ([, endpoint]) => endpoint.bodyType !== 'multipart',
  );

  it.each(endpoints)('should never answer 500 to generated bad input: %s', async (_, endpoint) => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(endpoint), async (input) => {
        const status = await send(endpoint, input as never);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  /**
   * Bodies nested past the limit, up to 100,000 levels (arrays: 200 KB, under the body limit;
   * objects to 40,000, as deep as fits), built as text since JSON.stringify itself recurses.
   */
  const deepBody = fc.oneof(
    fc
      .oneof(fc.integer({ min: MAX_NESTING + 1, max: 100_000 }), fc.constant(100_000))
      .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.integer({ min: MAX_NESTING + 1, max: 40_000 }).map((depth) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`),
  );
  const jsonEndpoints = endpoints.filter(([, endpoint]) => endpoint.body);

  it.each(jsonEndpoints)('should answer 400 to a body nested up to 100,000 levels deep: %s', async (_, endpoint) => {
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'id' && endpoint.path.startsWith('/users/{id}') ? user.id : '000000000000000000000000',
    );
    await fc.assert(
      fc.asyncProperty(deepBody, async (body) => {
        const response = await t.app.request(`/api/v2${path}`, {
          method: endpoint.method,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${endpoint.roles ? admin : user.token}`,
          },
          body,
        });
        expect(response.status).toBe(400);
      }),
      { numRuns: 3 },
    );
    // And the server keeps answering.
    expect((await t.request('GET', '/offerings')).status).toBe(200);
  });

  it('should answer bodies of every size, to past the limit, with a refusal or a success, never a 500', async () => {
    const limit = defaultConfig.jsonMaxBytes;
    const [, signIn] = endpoints.find(([name]) => name === 'signIn')!;
    const [, register] = endpoints.find(([name]) => name === 'register')!;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(signIn, register),
        fc.oneof(fc.integer({ min: 0, max: 2 * limit }), fc.constantFrom(limit - 20, limit - 1, limit, limit + 1)),
        fc.constantFrom('string', 'array', 'keys'),
        async (endpoint, size, shape) => {
          const body =
            shape === 'string'
              ? JSON.stringify({ email: 'x'.repeat(size), password: 'secret123' })
              : shape === 'array'
                ? `[${'0,'.repeat(Math.floor(size / 2))}0]`
                : `{${Array.from({ length: Math.floor(size / 12) }, (_, i) => `"k${i}":0`).join(',')}}`;
          const response = await t.app.request(`/api/v2${endpoint.path}`, {
            method: endpoint.method,
            headers: { 'content-type': 'application/json' },
            body,
          });
          expect(response.status).toBeLessThan(500);
          if (new TextEncoder().encode(body).byteLength > limit) expect(response.status).toBe(413);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('should never answer 500 to generated uploads: names, types and contents', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            name: fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom('a\u0000.png', '.png', '')),
            bytes: fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(PNG)),
            type: fc.constantFrom('image/png', 'application/pdf', '', 'text/html'),
          }),
          { maxLength: 4 },
        ),
        fc.boolean(),
        async (files, signedIn) => {
          const response = await t.request('POST', '/uploads', {
            body: filesForm(files),
            ...(signedIn ? { token: user.token } : {}),
          });
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
