import { toFailure } from '@review-center/api-client';
import { Button, Spinner } from '@review-center/design-system';
import { ERROR_MESSAGES, type CurrentUser } from '@review-center/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from './current-user.ts';
import { PageMain } from './PageMain.tsx';
import { here, loginFor } from './return-to.ts';

/**
 * The body of a page that needs a session (product §2 "Protected", decision 0036), in every state
 * of the application start: without a session, or once the server rejects the stored one (the
 * root layout then removes it), the visitor goes to /login and comes back after signing in; while
 * GET /users/me is in flight, a spinner; when the server cannot be reached, a message with a way to
 * try again, never an endless spinner; then the page itself, given the user.
 */
export function SignedIn({
  loadingLabel,
  pageTitle,
  children,
}: {
  loadingLabel: string;
  /** For a whole page: its waiting and unreachable states show in the page's main, with this title. */
  pageTitle?: string;
  children: (user: CurrentUser) => ReactNode;
}) {
  const { user, hasSession, isRejected, error, retry } = useCurrentUser();
  const location = useLocation();
  if (!hasSession || isRejected) return <Navigate to={loginFor(here(location))} replace />;
  if (user) return children(user);
  const state = error ? <Unreachable error={error} onRetry={retry} /> : <Spinner label={loadingLabel} />;
  return pageTitle === undefined ? state : <PageMain title={pageTitle}>{state}</PageMain>;
}

function Unreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const kind = toFailure(error).kind;
  const offline = kind === 'network' || kind === 'timeout';
  return (
    <section aria-labelledby="unreachable-title">
      <h2 id="unreachable-title">{offline ? ERROR_MESSAGES.noNetwork : ERROR_MESSAGES.generic}</h2>
      <p role="alert">
        {offline
          ? 'We could not reach the review center to load your account. Check your connection, then try again.'
          : 'The review center could not load your account just now. Try again in a moment.'}
      </p>
      <Button onPress={onRetry}>Try again</Button>
    </section>
  );
}
