import { isAbortError } from '@review-center/api-client';
import { userQueries, useApiClient, useSignOut } from '@review-center/api-client/react';
import { isStaffRole } from '@review-center/domain';
import { Button, Link, Spinner, ToastRegion } from '@review-center/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import styled from 'styled-components';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { getStaffToken, setStaffToken, useStaffToken } from './session.ts';
import { problemOf } from './problem.ts';
import { navigationFor } from './registry.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/* Never wider than the window: a wide table scrolls inside the page, the bar stays whole. */
const Shell = styled.div`
  min-block-size: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  grid-template-columns: minmax(0, 1fr);
  background: var(--ds-color-surface-muted);
`;

/* The brand, who is signed in and Sign out on the first line; the pages on a line of their own. */
const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ds-space-2) var(--ds-space-4);
  padding: var(--ds-space-2) var(--ds-space-5);
  background: var(--ds-color-surface);
  border-block-end: 1px solid var(--ds-color-border);

  .brand {
    font-weight: var(--ds-font-weight-bold);
    white-space: nowrap;
    margin-inline-end: auto;
  }
  .who {
    color: var(--ds-color-text-muted);
    overflow-wrap: anywhere;
  }
  button {
    white-space: nowrap;
  }
  nav {
    order: 3;
    flex-basis: 100%;
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-4);
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Main = styled.main`
  padding: var(--ds-space-5);
  max-inline-size: 80rem;
  inline-size: 100%;
  margin-inline: auto;
  box-sizing: border-box;
  overflow-x: auto;
`;

const useLinkHref = (href: string) => useHref(href);

/**
 * Every console page: signed out → the sign-in form; signed in as a reviewee → told the console
 * is for staff, with a way to sign out and nothing else; staff → the bar and the page.
 */
export function StaffLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      <Gate />
      <ToastRegion />
    </RouterProvider>
  );
}

function Gate() {
  const token = useStaffToken();
  const queryClient = useQueryClient();
  const me = useQuery({ ...userQueries.me(useApiClient()), enabled: token !== null });
  const signOutCall = useSignOut();
  const expired = me.error?.status === 401;

  useEffect(() => {
    if (expired) setStaffToken(null);
  }, [expired]);

  // GET /users/me answers with a fresh token that replaces the one it was called with (decision 0023).
  const refreshed = me.data?.token;
  useEffect(() => {
    if (refreshed && refreshed !== getStaffToken()) setStaffToken(refreshed);
  }, [refreshed]);

  const signOut = async () => {
    // The server forgets the token; signing out here goes on even when it cannot be reached.
    await signOutCall.mutateAsync({}).catch(() => undefined);
    setStaffToken(null);
    queryClient.clear();
  };

  if (!token || expired) return <SignInPage />;
  if (me.isPending || (me.error && isAbortError(me.error))) {
    return (
      <Main>
        <Spinner label="Loading the console" />
      </Main>
    );
  }
  if (me.error) {
    return (
      <Main>
        <h1>The console could not load</h1>
        <p role="alert">{problemOf(me.error)}</p>
        <Button onPress={() => void me.refetch()}>Try again</Button>
      </Main>
    );
  }
  const user = me.data;
  if (!isStaffRole(user.role)) {
    return (
      <Main>
        <h1>This console is for the review center&apos;s staff</h1>
        <p>
          You are signed in as {user.email}, a reviewee account. Reviewees use the site itself; staff sign in here with
          their staff account.
        </p>
        <Button variant="secondary" onPress={() => void signOut()}>
          Sign out
        </Button>
      </Main>
    );
  }
  return (
    <Shell>
      <Bar>
        <span className="brand">Review Center · Staff</span>
        <Nav aria-label="Console">
          <ul>
            {navigationFor(user.role).map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </Nav>
        <span className="who">{user.email}</span>
        <Button variant="secondary" size="sm" onPress={() => void signOut()}>
          Sign out
        </Button>
      </Bar>
      <Main>
        <Outlet context={user} />
      </Main>
    </Shell>
  );
}
