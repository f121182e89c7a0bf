import { NotFound, Spinner } from '@review-center/design-system';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { resources, type Resource } from './registry.tsx';
import { RoleGuard } from './RoleGuard.tsx';
import { StaffLayout } from './StaffLayout.tsx';

/**
 * A page fetched when it first renders: behind its guard, so a role the page refuses never
 * fetches its code. (A route's own `lazy` is fetched by the router on matching, before the guard.)
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner label="Loading the page" />}>
        <Lazy />
      </Suspense>
    );
  };
}

/**
 * Each page of the registry behind its guard. A page with `load` is fetched when first opened
 * by a role it allows, so a cashier's first load carries none of the other roles' pages.
 */
export const pageRoutes = (list: readonly Resource[]): RouteObject[] =>
  list.flatMap((resource) =>
    resource.pages.map((page): RouteObject => {
      const { Page, load } = page;
      const body = { Component: Page ?? lazyPage(load) };
      return {
        element: <RoleGuard resource={resource} page={page} />,
        children: [page.path ? { path: page.path, ...body } : { index: true, ...body }],
      };
    }),
  );

/**
 * The console's pages, under /staff (the router's basename). The welcome page an invitation opens
 * is the one page for someone not signed in yet.
 */
export const routes: RouteObject[] = [
  {
    path: 'welcome/:user/:token',
    lazy: async () => ({ Component: (await import('../features/auth/WelcomePage.tsx')).WelcomePage }),
  },
  {
    element: <StaffLayout />,
    children: [...pageRoutes(resources), { path: '*', element: <NotFound /> }],
  },
];
