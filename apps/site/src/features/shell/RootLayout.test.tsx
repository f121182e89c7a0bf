import { createApiClient, ApiError } from '@review-center/api-client';
import { ApiClientProvider } from '@review-center/api-client/react';
import { centerFixture, currentUserFixture } from '@review-center/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSessionRejected } from '../../app/current-user.ts';
import { clearSessionToken, getSessionToken, setSessionToken } from '../../app/session.ts';
import { RootLayout } from './RootLayout.tsx';

/**
 * The header shows its links through a CSS container query, which jsdom does not evaluate, so
 * they count as hidden here; e2e/home.e2e.ts checks them in Chromium where they are visible.
 */
const hidden = true;

type FakeFetch = (url: string) => Promise<Response>;

function renderShell(fetchMe: FakeFetch) {
  const fetch = vi.fn((input: RequestInfo | URL) => fetchMe(String(input instanceof Request ? input.url : input)));
  // The footer reads the center's details (decision 0046): answered here, apart from the calls
  // about the session that these tests count.
  const fetchAll = (input: RequestInfo | URL) =>
    String(input instanceof Request ? input.url : input).endsWith('/center')
      ? Promise.resolve(json(200, centerFixture))
      : fetch(input);
  const client = createApiClient({ baseUrl: 'http://test/api/v2', getToken: getSessionToken, fetch: fetchAll });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/', Component: RootLayout, children: [{ index: true, element: <main>The page</main> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <RouterProvider router={router} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RootLayout (application start, product §2)', () => {
  beforeEach(() => clearSessionToken());
  afterEach(() => clearSessionToken());

  it('should show Login and make no call without a session', async () => {
    const { fetch } = renderShell(() => Promise.reject(new Error('no call expected')));
    expect(await screen.findByRole('link', { name: 'Login', hidden })).toHaveAttribute('href', '/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should show the center’s support e-mail and phone in the footer, and leave out what it has not set', async () => {
    renderShell(() => Promise.reject(new Error('no call expected')));
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: centerFixture.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${centerFixture.supportEmail}`,
    );
    expect(within(footer).getByRole('link', { name: `Call ${centerFixture.supportPhone}` })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Support form' })).toHaveAttribute('href', '/support');
    expect(within(footer).queryByText(/sample/i)).not.toBeInTheDocument();
  });

  it('should show the page and a spinner in the account slot while /users/me is pending', async () => {
    setSessionToken('old-token');
    renderShell(() => new Promise<Response>(() => {}));
    expect(await screen.findByRole('status', { name: 'Loading your account', hidden })).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login', hidden })).not.toBeInTheDocument();
  });

  it('should refresh the token and show Account when /users/me succeeds', async () => {
    setSessionToken('old-token');
    const { fetch } = renderShell(() => Promise.resolve(json(200, { ...currentUserFixture, token: 'fresh-token' })));
    expect(await screen.findByRole('link', { name: 'Account', hidden })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(getSessionToken()).toBe('fresh-token'));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/users/me');
  });

  it.each([401, 403, 404])('should remove the token and show Login when /users/me answers %i', async (status) => {
    setSessionToken('old-token');
    renderShell(() => Promise.resolve(json(status, { message: 'Unauthorized' })));
    expect(await screen.findByRole('link', { name: 'Login', hidden })).toBeInTheDocument();
    expect(getSessionToken()).toBeNull();
  });

  it('should keep the token when the network fails', async () => {
    setSessionToken('old-token');
    const { fetch } = renderShell(() => Promise.reject(new TypeError('Failed to fetch')));
    // A dropped connection is worth one more try (the retry waits about a second).
    expect(await screen.findByRole('link', { name: 'Account', hidden }, { timeout: 4000 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getSessionToken()).toBe('old-token');
  });
});

describe('isSessionRejected', () => {
  it.each([
    { what: 'HTTP 401', error: new ApiError('http', 'x', { status: 401 }), rejected: true },
    { what: 'HTTP 403', error: new ApiError('http', 'x', { status: 403 }), rejected: true },
    { what: 'HTTP 404', error: new ApiError('http', 'x', { status: 404 }), rejected: true },
    { what: 'HTTP 500', error: new ApiError('http', 'x', { status: 500 }), rejected: false },
    { what: 'HTTP 400', error: new ApiError('http', 'x', { status: 400 }), rejected: false },
    { what: 'a network error', error: new ApiError('network', 'x'), rejected: false },
    { what: 'a timeout', error: new ApiError('timeout', 'x'), rejected: false },
    { what: 'an AbortError', error: new DOMException('The operation was aborted.', 'AbortError'), rejected: false },
  ])('should say $rejected for $what', ({ error, rejected }) => {
    expect(isSessionRejected(error)).toBe(rejected);
  });
});
