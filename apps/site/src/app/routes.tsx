import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { paths } from './paths.ts';

/**
 * Every route of spec §2, shared by the browser router and the build-time prerender.
 * Routes are lazy: a reviewee on a slow phone downloads only the page they open.
 */
export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  { id: 'home', path: paths.home, lazy: () => import('../routes/home.tsx') },
  { id: 'not-found', path: '*', lazy: () => import('../routes/not-found.tsx') },
];

/**
 * Public pages whose HTML is rendered at build time, so their text paints before any script
 * runs; `module` names the route's chunk so the page can preload it.
 */
export const prerenderedPages = [{ path: paths.home, module: 'src/routes/home.tsx' }];
