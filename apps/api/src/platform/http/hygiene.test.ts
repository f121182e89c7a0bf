import { supportSchema } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { filesForm, json, PNG, registerUser } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { MAX_NESTING } from './hygiene.ts';

const t = testAppForFile();

const ticket = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Cruz',
  email: 'ana@example.com',
  category: 'WEBSITE',
  content: 'Where do I pay?',
  ...overrides,
});
const LONE_SURROGATE = '\uD800';
const supportValues = (content: string) => ({ ...ticket({ content }), mobile: '' });

describe('NUL characters and lone surrogates', () => {
  it.each([
    ['a NUL character', `Hello\u0000world`],
    ['a lone surrogate', `Hello ${LONE_SURROGATE} world`],
  ])('should refuse %s in a JSON body field with 400 naming the field', async (_, content) => {
    const response = await t.request('POST', '/supports/tickets', { body: ticket({ content }) });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^body\.content: /);
  });

  it('should refuse one in a nested field and in a profile update alike', async () => {
    const user = await registerUser(t);
    const response = await t.request('PUT', `/users/${user.id}`, {
      token: user.token,
      body: { city: `Quezon${LONE_SURROGATE}` },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^body\.city: /);
  });

  it.each([20_000, 100_000])('should refuse a sign-in body nested %i levels deep with 400, not 500', async (depth) => {
    // As sent by hand: no JSON library of the sender's would build it.
    const body = `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"12345678"}`;
    const response = await t.app.request('/api/v2/users/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(`body: is nested more than ${MAX_NESTING} levels deep`);
  });

  it('should judge a body 130,000 items wide by its schema, not answer 500', async () => {
    // Under the body limit: 254 KB of zeros. Checking it once spread them into one call's arguments.
    const response = await t.app.request('/api/v2/users/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":[${'0,'.repeat(129_999)}0],"password":"12345678"}`,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^body\.email: /);
  });

  it('should refuse a value whose length is an object, not answer 500', async () => {
    // Found by the fuzz test: the schema library compares a string's length before knowing it is
    // a string, and an object with no way to become a number made that comparison throw.
    const response = await t.app.request('/api/v2/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: { length: { toString: {} } } }),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^body: /);
  });

  it('should take a body nested to the limit and judge it by its schema', async () => {
    let body: unknown = 'x';
    for (let level = 1; level < MAX_NESTING; level += 1) body = { deeper: body };
    const response = await t.request('POST', '/users/sign-in', {
      body: { email: 'a@b.c', password: '12345678', body },
    });
    expect(response.status).not.toBe(500);
    expect((await json(response)).message ?? '').not.toMatch(/nested/);
  });

  it('should refuse a NUL in a path parameter and in a query parameter with 400 naming it', async () => {
    const path = await t.request('GET', '/offerings/abc%00def');
    expect(path.status).toBe(400);
    expect((await json(path)).message).toMatch(/^params\.id: /);

    const query = await t.request('GET', '/announcements?slug=a%00b');
    expect(query.status).toBe(400);
    expect((await json(query)).message).toMatch(/^query\.slug: /);
  });

  // A lone surrogate cannot travel in a multipart body: encoding it as UTF-8 makes it U+FFFD.
  it.each([
    ['a NUL character', 'proof\u0000.png'],
    ['a NUL character at its end', 'proof.png\u0000'],
  ])('should refuse an upload whose file name has %s with 400, leaving no file stored', async (_, name) => {
    const stored = () => t.db.selectFrom('upload_files').select('id').orderBy('id').execute();
    const before = await stored();
    const response = await t.request('POST', '/uploads', { body: filesForm([{ name, bytes: PNG }]) });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^files\.0\.name: /);
    expect(await stored()).toEqual(before);
  });

  it("should refuse a NUL in a page's path with 400 rather than an error", async () => {
    const response = await t.app.request('/home%00');
    expect(response.status).toBe(400);
  });
});

describe('body size', () => {
  it('should answer 413 to a 20 MB JSON body', async () => {
    const response = await t.request('POST', '/supports/tickets', {
      body: ticket({ content: 'x'.repeat(20 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('should answer 413 to a large body sent without a Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"content":"'));
        if (sent >= 20) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await t.app.request('/api/v2/supports/tickets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('text length', () => {
  it("should answer 400 to a 10,001-character support ticket with the form's message, and take 10,000", async () => {
    const tooLong = await t.request('POST', '/supports/tickets', { body: ticket({ content: 'x'.repeat(10_001) }) });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).message).toBe('body.content: Must be at most 10,000 characters');
    // The support form shows the same message (decision 0023).
    expect(supportSchema.safeParse(supportValues('x'.repeat(10_001))).error?.issues[0]?.message).toBe(
      'Must be at most 10,000 characters',
    );

    const longest = await t.request('POST', '/supports/tickets', { body: ticket({ content: 'x'.repeat(10_000) }) });
    expect(longest.status).toBe(200);
  });

  it('should refuse a profile name or address longer than the form allows', async () => {
    const user = await registerUser(t);
    const response = await t.request('PUT', `/users/${user.id}`, {
      token: user.token,
      body: { firstName: 'M'.repeat(201), street: 'S'.repeat(201) },
    });
    expect(response.status).toBe(400);
    const { message } = await json(response);
    expect(message).toContain('body.firstName: Must be at most 200 characters');
    expect(message).toContain('body.street: Must be at most 200 characters');
  });

  it('should refuse a discussion post longer than the limit', async () => {
    const user = await registerUser(t);
    const response = await t.request('POST', `/users/${user.id}/discussions`, {
      token: user.token,
      body: { offering: 'hybrid-online-march-2024', title: 'Question', content: 'x'.repeat(10_001) },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('body.content: Must be at most 10,000 characters');
  });
});
