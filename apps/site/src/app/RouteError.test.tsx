import { DesignSystemProvider } from '@review-center/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { retryableLazy, type RouteModule } from './route-module.ts';
import { RouteError } from './RouteError.tsx';

const page: RouteModule = { Component: () => <h1>The page</h1> };

function renderRoutes(load: () => Promise<RouteModule>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <p>The layout</p>
            <Link to="/page">Open the page</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Start</p>, ErrorBoundary: RouteError },
          { path: 'page', lazy: retryableLazy(load), ErrorBoundary: RouteError },
          {
            path: 'broken',
            Component: () => {
              throw new Error('a bug');
            },
            ErrorBoundary: RouteError,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <DesignSystemProvider>
      <RouterProvider router={router} />
    </DesignSystemProvider>,
  );
  return router;
}

// The CPU is shared with parallel builds: a navigation that takes 100 ms alone can take seconds.
const slow = { timeout: 10_000 };

describe('RouteError', { timeout: 30_000 }, () => {
  it('should say a page whose code did not arrive could not be loaded, and load it on Try again', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<RouteModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(page);
    renderRoutes(load);
    await user.click(await screen.findByRole('link', { name: 'Open the page' }, slow));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' }, slow)).toBeInTheDocument();
    expect(screen.getByText('The layout')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The page' }, slow)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should keep the retry page while the code still does not arrive', async () => {
    const user = userEvent.setup();
    const load = vi.fn<() => Promise<RouteModule>>().mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoutes(load);
    await user.click(await screen.findByRole('link', { name: 'Open the page' }, slow));
    await user.click(await screen.findByRole('button', { name: 'Try again' }, slow));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), slow);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('should show any other error as a generic page with the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderRoutes(() => Promise.resolve(page));
    await router.navigate('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    vi.restoreAllMocks();
  });
});
