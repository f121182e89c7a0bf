import { createApiClient } from '@review-center/api-client';
import { getResponse, type HttpHandler } from 'msw';
import { File as NodeFile } from 'node:buffer';

/**
 * A form's fields written out as a multipart body, as a browser sends one: jsdom's FormData is
 * not one that Node's Request can read, so an upload would never reach the handlers.
 */
async function multipart(form: FormData): Promise<{ body: ArrayBuffer; type: string }> {
  const boundary = `mock-boundary-${Math.random().toString(36).slice(2)}`;
  const parts: (string | ArrayBuffer)[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    } else {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
          `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
        await value.arrayBuffer(),
        '\r\n',
      );
    }
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: await new Blob(parts).arrayBuffer(), type: `multipart/form-data; boundary=${boundary}` };
}

/** The handlers' answer to `request`, or 404 when none takes it. */
const answer = async (handlers: HttpHandler[], request: Request) =>
  (await getResponse(handlers, request)) ?? Response.json({ message: 'No mock for this call' }, { status: 404 });

/**
 * The module `app/api-client.ts` as a component test mocks it: the console's client answering
 * from the handlers `handlers()` gives at each call, through MSW's `getResponse` (the mock API
 * the stories use), so a test may swap them or put its own first. Use in
 * `vi.mock('…/app/api-client.ts', …)`.
 */
export const mockApiClientModule = (handlers: () => HttpHandler[]) => ({
  apiClient: createApiClient({
    baseUrl: 'http://api.test/api/v2',
    getToken: () => 'demo-session-token',
    fetch: async (input, init) => {
      if (!(init?.body instanceof FormData)) return answer(handlers(), new Request(String(input), init));
      const { body, type } = await multipart(init.body);
      const headers = new Headers(init.headers);
      headers.set('content-type', type);
      // Node's parser of a multipart body makes its files with the global File, which jsdom
      // replaced: Node's own is put back while the handler reads the upload.
      const jsdomFile = globalThis.File;
      globalThis.File = NodeFile as unknown as typeof File;
      try {
        return await answer(handlers(), new Request(String(input), { ...init, headers, body }));
      } finally {
        globalThis.File = jsdomFile;
      }
    },
  }),
});
