import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from './paths.ts';

/** Routes are lazy: a reviewee on a slow phone downloads only the page they open. */
export const router = createBrowserRouter([
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  { path: paths.home, lazy: () => import('../routes/home.tsx') },
  { path: '*', lazy: () => import('../routes/not-found.tsx') },
]);
