import { useSignOut, useSignOutEverywhere, useUserEnrollments, useUserPayments } from '@review-center/api-client/react';
import { Button, Spinner, Tab, TabList, TabPanel, Tabs } from '@review-center/design-system';
import { accountBadges, ERROR_MESSAGES, type User } from '@review-center/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { Key } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/current-user.ts';
import { paths } from '../../app/paths.ts';
import { clearSessionToken } from '../../app/session.ts';
import { CoursewareTab } from './CoursewareTab.tsx';
import { EnrollmentsTab } from './EnrollmentsTab.tsx';
import { PaymentsTab } from './PaymentsTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { ProgressTab } from './ProgressTab.tsx';
import { PageMain } from '../../app/PageMain.tsx';

/** The tabs of product §2 Account, by the `?tab=` value other pages link with. */
const ACCOUNT_TABS = {
  account: 'Account',
  enrollments: 'Enrollments',
  payments: 'Payments',
  courseware: 'Hybrid Courseware',
  progress: 'My Progress',
} as const;
type AccountTab = keyof typeof ACCOUNT_TABS;
const isAccountTab = (value: string | null): value is AccountTab => value !== null && value in ACCOUNT_TABS;

/** /account (product §2): the signed-in reviewee's profile, enrollments, payments, courseware and progress. */
export function AccountPage() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

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
    clearSessionToken();
    queryClient.clear();
    await navigate(paths.root);
  };

  return (
    <PageMain>
      <div className="account-head">
        <h1>My Account</h1>
        <div className="account-actions">
          <Button variant="secondary" onPress={() => void signOut(false)}>
            Sign out
          </Button>
          <Button variant="secondary" onPress={() => void signOut(true)} isDisabled={!user}>
            Sign out everywhere
          </Button>
        </div>
      </div>
      {user ? <AccountTabs user={user} /> : <Spinner label="Loading your account" />}
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
        <Tab id="progress">{ACCOUNT_TABS.progress}</Tab>
      </TabList>
      <TabPanel id="account">
        <ProfileTab user={user} />
      </TabPanel>
      <TabPanel id="enrollments">
        {enrollments.isError ? (
          <p>{ERROR_MESSAGES.generic}</p>
        ) : enrollments.data ? (
          <EnrollmentsTab enrollments={enrollments.data.docs} />
        ) : (
          <Spinner label="Loading enrollments" />
        )}
      </TabPanel>
      <TabPanel id="payments">
        {payments.isError ? (
          <p>{ERROR_MESSAGES.generic}</p>
        ) : payments.data ? (
          <PaymentsTab payments={payments.data.docs} />
        ) : (
          <Spinner label="Loading payments" />
        )}
      </TabPanel>
      <TabPanel id="courseware">
        <CoursewareTab userId={user._id} />
      </TabPanel>
      {/* Only the selected panel renders (React Aria), so ApexCharts loads when this tab opens. */}
      <TabPanel id="progress">
        <ProgressTab userId={user._id} />
      </TabPanel>
    </Tabs>
  );
}
