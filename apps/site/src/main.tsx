import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { QUERY_STATE_ELEMENT_ID } from './app/route-data.ts';
import { routes } from './app/routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Marks #root once React has hydrated or rendered the page: from then on it responds to input. */
function MarkHydrated() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
  }, []);
  return null;
}

async function start(container: HTMLElement) {
  const prerendered = container.hasChildNodes();
  // The lists the server rendered into the page: the same data, so hydration matches the HTML
  // and nothing is fetched again on arrival.
  const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (serverState) hydrate(queryClient, JSON.parse(serverState));
  const matches = prerendered ? (matchRoutes(routes, window.location) ?? []) : [];
  if (prerendered) {
    // Load the lazy modules of the prerendered page before hydrating, so the first client
    // render matches the HTML the server sent (React Router, "lazy" and SSR).
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      }),
    );
  }
  // The prerendered page runs no loader before it shows: the server already rendered it, with
  // its lists' data in the cache above where it had them; anything else starts on mount.
  const hydrationData = { loaderData: Object.fromEntries(matches.map(({ route }) => [route.id, null])) };
  const router = createBrowserRouter(routes, prerendered ? { hydrationData } : undefined);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <MarkHydrated />
      </AppProviders>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: the prerendered page stays responsive to taps
  // and scrolls while it becomes interactive (a 4x slower phone CPU makes this the long task).
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start(root);
