import { centerQueries } from '@review-center/api-client/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchRouteData } from '../app/route-data.ts';
import { RootLayout } from '../features/shell/RootLayout.tsx';

/**
 * Every page shows the center's details (the footer's contacts, decision 0046): the server
 * renders them into the page; in the browser they fill in as they arrive.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return prefetchRouteData(context, (queries, api) => [queries.prefetchQuery(centerQueries.detail(api))]);
}

/** The root layout route: every page renders inside it (product §2 "Header and shell"). */
export function Component() {
  return <RootLayout />;
}
