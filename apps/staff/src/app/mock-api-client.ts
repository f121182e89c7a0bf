import { createApiClient } from '@review-center/api-client';
import { getResponse, type HttpHandler } from 'msw';

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
    fetch: async (input, init) =>
      (await getResponse(handlers(), new Request(String(input), init))) ??
      Response.json({ message: 'No mock for this call' }, { status: 404 }),
  }),
});
