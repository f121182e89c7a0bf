// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { contract, type Endpoint } from '@review-center/api-client/contract';
import { STAFF_ROLES, type StaffRole } from '@review-center/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationFor, resources, type ConsolePage, type Resource } from './registry.tsx';
import { pageRoutes } from './routes.tsx';

afterEach(cleanup);

/** Whether `role` may make every call of `page`, read from the contract itself, not the registry. */
const expected = (role: StaffRole, page: ConsolePage) =>
  role === 'admin' ||
  page.calls.every((name) => {
    const roles = (contract[name] as Endpoint).roles;
    return roles === undefined || roles.includes(role);
  });

/** Each page stands in for itself: a heading and a form with a field, as the real editors have. */
const stubbed: Resource[] = resources.map((resource) => ({
  ...resource,
  pages: resource.pages.map((page) => ({
    path: page.path,
    calls: page.calls,
    Page: () => (
      <form aria-label="The page">
        <h1>Page /{page.path}</h1>
        <input aria-label="A field" />
      </form>
    ),
  })),
}));

/** Opens `/{path}` (each `:param` filled in) as `role`, under the layout's outlet context. */
async function open(role: StaffRole, routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [{ element: <Outlet context={{ role, email: `${role}@x.test` }} />, children: routes }],
    {
      initialEntries: [`/${path.replace(/:\w+/g, 'x1')}`],
    },
  );
  render(<RouterProvider router={router} />);
  // A real page's module loads first (the route's `lazy`): on a busy machine, past findBy's 1 s.
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
}

const pages = stubbed.flatMap((resource) => resource.pages.map((page) => ({ resource, page })));

describe('the registry', () => {
  it('should name only calls the contract has, and give every address once', () => {
    for (const { page } of pages) for (const name of page.calls) expect(contract).toHaveProperty(name);
    const paths = pages.map(({ page }) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  describe.each(STAFF_ROLES)('walked as %s', (role) => {
    it.each(pages.map(({ resource, page }) => [page.path || '(dashboard)', resource, page] as const))(
      '/%s: the page only when every call it needs allows the role',
      async (_name, resource, page) => {
        await open(role, pageRoutes(stubbed), page.path);
        if (expected(role, page)) {
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Page /${page.path}`);
          expect(screen.getByRole('textbox', { name: 'A field' })).toBeInTheDocument();
          expect(screen.queryByRole('alert')).toBeNull();
        } else {
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(resource.label);
          expect(screen.getByRole('alert')).toHaveTextContent(/^Only .*an administrator /);
          expect(screen.queryByRole('form')).toBeNull();
          expect(screen.queryByRole('textbox')).toBeNull();
        }
      },
    );

    it('should show exactly the areas whose first page the role may use', () => {
      const areas = resources.filter((resource) => expected(role, resource.pages[0]!)).map((r) => r.label);
      const shown = navigationFor(role);
      expect(shown.map((item) => item.label).sort()).toEqual([...areas].sort());
      for (const item of shown) {
        const resource = resources.find((r) => r.label === item.label)!;
        expect(item.href).toBe(`/${resource.pages[0]!.path}`);
      }
    });
  });

  it('should keep the navigation each role had before the registry', () => {
    expect(navigationFor('cashier').map((item) => item.label)).toEqual([
      'Dashboard',
      'Payments',
      'Enrollments',
      // The statement import (decision 0088).
      'Bank statements',
    ]);
    expect(navigationFor('registrar').map((item) => item.label)).toEqual([
      'Dashboard',
      'Enrollments',
      'Reviewees',
      'Exam day',
      // The cohort heatmap (decision 0085).
      'Cohort heatmap',
    ]);
    expect(navigationFor('support').map((item) => item.label)).toEqual(['Dashboard', 'Support inbox', 'Discussions']);
    expect(navigationFor('content-editor').map((item) => item.label)).toEqual([
      'Dashboard',
      'Discussions',
      'Offerings',
      'Coupons',
      'Question bank',
      'Exam templates',
      'Exam results',
      // The cohort heatmap (decision 0085).
      'Cohort heatmap',
      // The LET subject lists, after the registry (decision 0076).
      'LET subjects',
      // Practice figures (decision 0081).
      'Practice',
      'Announcements',
      'Courseware',
      'Lecturers',
    ]);
    expect(navigationFor('admin')).toHaveLength(resources.length);
  });

  it('should keep the refusals the journeys read, and name every allowed role', async () => {
    await open('content-editor', pageRoutes(stubbed), 'settings');
    expect(screen.getByRole('alert')).toHaveTextContent('Only an administrator changes the center’s details.');
    cleanup();
    await open('cashier', pageRoutes(stubbed), 'staff-accounts');
    expect(screen.getByRole('alert')).toHaveTextContent('Only an administrator manages staff accounts.');
    cleanup();
    await open('registrar', pageRoutes(stubbed), 'discussions');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only a content editor, support staff or an administrator moderates discussions.',
    );
  });

  // The real pages, fetched as the router fetches them: the cashier's typed addresses of the issue.
  it.each(['announcements/new', 'exam-templates/new', 'questions/new', 'offerings/new'])(
    'should refuse /%s to a cashier before the real form renders',
    async (path) => {
      await open('cashier', pageRoutes(resources), path);
      expect(screen.getByRole('alert')).toHaveTextContent(/^Only a content editor or an administrator /);
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    },
    20_000,
  );

  it('should not fetch a refused page’s code, and fetch an allowed one’s', async () => {
    const load = vi.fn(async () => () => <h1>Loaded</h1>);
    const lazyPages = (list: readonly Resource[]) =>
      list.map((resource) => ({
        ...resource,
        pages: resource.pages.map((page) => ({ path: page.path, calls: page.calls, load })),
      }));
    await open('cashier', pageRoutes(lazyPages(resources)), 'announcements/new');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Only a content editor or an administrator /);
    expect(load).not.toHaveBeenCalled();
    cleanup();
    await open('content-editor', pageRoutes(lazyPages(resources)), 'announcements/new');
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should load a page component for every lazy address', async () => {
    for (const { resource, page } of resources.flatMap((r) => r.pages.map((p) => ({ resource: r, page: p })))) {
      const Page = page.Page ?? (await page.load());
      expect(typeof Page, `${resource.name} /${page.path}`).toBe('function');
    }
  });
});
