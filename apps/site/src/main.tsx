import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(container: HTMLElement) {
  const prerendered = container.hasChildNodes();
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
  // The prerendered page needs no loader run before it shows: its data queries start on mount.
  const hydrationData = { loaderData: Object.fromEntries(matches.map(({ route }) => [route.id, null])) };
  const router = createBrowserRouter(routes, prerendered ? { hydrationData } : undefined);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
