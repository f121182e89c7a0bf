import { useSignOut, useSignOutEverywhere, useUserEnrollments, useUserPayments } from '@review-center/api-client/react';
import { Button, Spinner, Tab, TabList, TabPanel, Tabs } from '@review-center/design-system';
import { accountBadges, ERROR_MESSAGES, type User } from '@review-center/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type Key } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../app/current-user.ts';
import { paths } from '../../app/paths.ts';
import { clearSessionToken } from '../../app/session.ts';
import { forgetOfflineCopies } from '../../app/service-worker.ts';
import { SignedIn } from '../../app/SignedIn.tsx';
import { ProgressTab } from './ProgressTab.tsx';
import { EnrollmentsTab } from './EnrollmentsTab.tsx';
import { PracticeSummary } from './PracticeSummary.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { RegisteredDevice } from './RegisteredDevice.tsx';
import { PageMain } from '../../app/PageMain.tsx';

/**
 * Loaded with the tab, not with /account's first load (decision 0033's route budget; decision
 * 0038; the payments and courseware tabs, with the HTML sanitizer, decision 0044).
 */
const PaymentsTab = lazy(() => import('./PaymentsTab.tsx').then((module) => ({ default: module.PaymentsTab })));
const CoursewareTab = lazy(() => import('./CoursewareTab.tsx').then((module) => ({ default: module.CoursewareTab })));
const SubscriptionsSection = lazy(() =>
  import('./SubscriptionsSection.tsx').then((module) => ({ default: module.SubscriptionsSection })),
);

/** Loaded with its tab (decision 0051): the account route's first load does not carry it. */
const MyExamsTab = lazy(() => import('./MyExamsTab.tsx').then((module) => ({ default: module.MyExamsTab })));

/** The tabs of product §2 Account, by the `?tab=` value other pages link with. */
const ACCOUNT_TABS = {
  account: 'Account',
  enrollments: 'Enrollments',
  payments: 'Payments',
  courseware: 'Hybrid Courseware',
  exams: 'My Exams',
  progress: 'My Progress',
} as const;
type AccountTab = keyof typeof ACCOUNT_TABS;
/**
 * The heading with the two ways out beside it on a wide screen and under it on a phone: the
 * buttons apart from each other (a finger's width) and from the tab row below.
 */
const AccountHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ds-space-3) var(--ds-space-4);
  margin-block-end: var(--ds-space-5);

  h1 {
    margin: 0;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-3);
  }
`;

const isAccountTab = (value: string | null): value is AccountTab => value !== null && value in ACCOUNT_TABS;

/** /account (product §2): the signed-in reviewee's profile, enrollments, payments, courseware and progress. */
export function AccountPage() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const [leaving, setLeaving] = useState(false);
  const revoke = useSignOut();
  const revokeAll = useSignOutEverywhere();

  /**
   * Product §2: Sign out clears the session token and goes to /; every cached query was this
   * user's. The server revokes the token first (decision 0023); the browser forgets it even when
   * that call fails, so the button always signs this browser out.
   */
  const signOut = async (everywhere: boolean) => {
    try {
      if (everywhere && user) await revokeAll.mutateAsync({ params: { id: user._id } });
      else await revoke.mutateAsync({});
    } catch {
      // Signed out here all the same; a token the server could not revoke still expires.
    }
    // This page sends a visitor without a session to /login (decision 0036): not one who is
    // leaving it by signing out. Committed before the session ends, which re-renders at once.
    flushSync(() => setLeaving(true));
    clearSessionToken();
    queryClient.clear();
    await forgetOfflineCopies();
    await navigate(paths.root);
  };

  return (
    <PageMain>
      <AccountHead>
        <h1>My Account</h1>
        <div>
          <Button variant="secondary" onPress={() => void signOut(false)}>
            Sign out
          </Button>
          <Button variant="secondary" onPress={() => void signOut(true)} isDisabled={!user}>
            Sign out everywhere
          </Button>
        </div>
      </AccountHead>
      {leaving ? null : <SignedIn loadingLabel="Loading your account">{(me) => <AccountTabs user={me} />}</SignedIn>}
    </PageMain>
  );
}

function AccountTabs({ user }: { user: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: AccountTab = isAccountTab(requested) ? requested : 'account';
  const enrollments = useUserEnrollments(user._id);
  const payments = useUserPayments(user._id);
  const badges = accountBadges({ enrollments: enrollments.data?.docs ?? [], payments: payments.data?.docs ?? [] });

  const select = (key: Key) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', String(key));
    setSearchParams(next, { replace: true });
  };

  return (
    <Tabs selectedKey={selected} onSelectionChange={select}>
      <TabList aria-label="Account">
        <Tab id="account">{ACCOUNT_TABS.account}</Tab>
        <Tab id="enrollments" count={badges.enrollments} countLabel={(n) => `${n} processing`}>
          {ACCOUNT_TABS.enrollments}
        </Tab>
        <Tab id="payments" count={badges.payments} countLabel={(n) => `${n} in payment review`}>
          {ACCOUNT_TABS.payments}
        </Tab>
        <Tab id="courseware">{ACCOUNT_TABS.courseware}</Tab>
        <Tab id="exams">{ACCOUNT_TABS.exams}</Tab>
        <Tab id="progress">{ACCOUNT_TABS.progress}</Tab>
      </TabList>
      <TabPanel id="account">
        <ProfileTab user={user} />
        <RegisteredDevice />
      </TabPanel>
      <TabPanel id="enrollments">
        {enrollments.isError ? (
          <p>{ERROR_MESSAGES.generic}</p>
        ) : enrollments.data ? (
          <EnrollmentsTab enrollments={enrollments.data.docs} />
        ) : (
          <Spinner label="Loading enrollments" />
        )}
        {/* Below the cards: My access loads on its own, and nothing it adds moves a Pay button. */}
        <Suspense fallback={<Spinner label="Loading your access" />}>
          <SubscriptionsSection userId={user._id} />
        </Suspense>
        {/* Last: the queue's counts arrive on their own, and nothing moves below them (decision 0081). */}
        <PracticeSummary userId={user._id} />
      </TabPanel>
      <TabPanel id="payments">
        {payments.isError ? (
          <p>{ERROR_MESSAGES.generic}</p>
        ) : payments.data ? (
          <Suspense fallback={<Spinner label="Loading payments" />}>
            <PaymentsTab payments={payments.data.docs} enrollments={enrollments.data?.docs} />
          </Suspense>
        ) : (
          <Spinner label="Loading payments" />
        )}
      </TabPanel>
      <TabPanel id="courseware">
        <Suspense fallback={<Spinner label="Loading courseware" />}>
          <CoursewareTab userId={user._id} />
        </Suspense>
      </TabPanel>
      {/* Only the selected panel renders (React Aria), so ApexCharts loads when this tab opens. */}
      <TabPanel id="exams">
        <Suspense fallback={<Spinner label="Loading your exams" />}>
          <MyExamsTab user={user} />
        </Suspense>
      </TabPanel>
      <TabPanel id="progress">
        <ProgressTab user={user} />
      </TabPanel>
    </Tabs>
  );
}
