import { NotFound } from '@review-center/design-system';
import type { RouteObject } from 'react-router-dom';
import { resources, type Resource } from './registry.tsx';
import { RoleGuard } from './RoleGuard.tsx';
import { StaffLayout } from './StaffLayout.tsx';

/**
 * Each page of the registry behind its guard. A page with `load` is fetched when first opened,
 * so a cashier's first load carries none of the other roles' pages.
 */
export const pageRoutes = (list: readonly Resource[]): RouteObject[] =>
  list.flatMap((resource) =>
    resource.pages.map((page): RouteObject => {
      const { Page, load } = page;
      const body = Page ? { Component: Page } : { lazy: async () => ({ Component: await load() }) };
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
