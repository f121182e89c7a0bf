import { Button, Link, PageLayout } from '@review-center/design-system';
import { useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { PageMain } from './PageMain.tsx';
import { paths } from './paths.ts';
import { RouteChunkError } from './route-module.ts';

/**
 * Every route's error boundary, rendered in the site's layout in place of the page. A page whose
 * code did not arrive (a phone that lost its connection while navigating) says so and tries
 * again in place, without reloading: a reload while offline would leave the site. Anything else
 * is a bug; the page says so and offers the way home. It is part of the app's first download,
 * never a chunk of its own: chunks are what may have failed.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const isChunkError = error instanceof RouteChunkError;
  useEffect(() => {
    if (!isChunkError) console.error(error);
  }, [error, isChunkError]);
  if (isChunkError) {
    return (
      <PageMain title="This page could not be loaded">
        <p>The connection may have dropped while the page was on its way. Check your connection, then try again.</p>
        <Button isPending={revalidator.state === 'loading'} onPress={() => void revalidator.revalidate()}>
          Try again
        </Button>
      </PageMain>
    );
  }
  return (
    <PageMain title="Something went wrong">
      <p>This page stopped working because of an error on our side. Please try again later.</p>
      <Link href={paths.home}>Go to the home page</Link>
    </PageMain>
  );
}

/** The root route's boundary: the layout itself failed, so the error shows in a bare frame. */
export function RootError() {
  return (
    <PageLayout>
      <RouteError />
    </PageLayout>
  );
}
