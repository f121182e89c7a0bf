import { toFailure } from '@review-center/api-client';
import {
  useCourseware,
  useCurrentUser,
  useProgress,
  useUpdateUser,
  useUserEnrollments,
  useUserPayments,
} from '@review-center/api-client/react';
import {
  Button,
  EnrollmentCard,
  PaymentSummary,
  Section,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@review-center/design-system';
import { ProgressChart } from '@review-center/design-system/charts';
import { accountBadges, messageFor, payAction, type User } from '@review-center/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MockApi } from './MockApi.tsx';
import { SiteFrame } from './SiteFrame.tsx';
import { screenGrid } from './screenGrid.ts';

const USER = 'usr-maria';
const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(new Date(iso));

/** The profile fields a reviewee may change on the Account tab; the e-mail is read-only (product §2). */
const PROFILE_FIELDS = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  mobile: 'Mobile',
  birthPlace: 'Birth place',
  street: 'Street',
  city: 'City',
  province: 'Province',
  zipCode: 'Zip code',
  college: 'College',
  collegeAddress: 'College address',
} as const;
type ProfileField = keyof typeof PROFILE_FIELDS;
const profileFields = Object.keys(PROFILE_FIELDS) as ProfileField[];

function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState(
    () => Object.fromEntries(profileFields.map((field) => [field, user[field] ?? ''])) as Record<ProfileField, string>,
  );
  const [saved, setSaved] = useState(false);
  const update = useUpdateUser();
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate({ params: { id: user._id }, body: values }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form aria-label="Profile" noValidate onSubmit={save} style={{ display: 'grid', gap: 'var(--ds-space-3)' }}>
      <TextField label="Email" value={user.email} isReadOnly />
      {profileFields.map((field) => (
        <TextField
          key={field}
          label={PROFILE_FIELDS[field]}
          value={values[field]}
          onChange={(value) => setValues((before) => ({ ...before, [field]: value }))}
        />
      ))}
      <div>
        <Button type="submit" isPending={update.isPending}>
          Save
        </Button>
      </div>
      <p role="status">
        {saved ? 'Profile saved.' : update.isError ? messageFor('generic', toFailure(update.error)) : ''}
      </p>
    </form>
  );
}

function ProfileTab() {
  const me = useCurrentUser();
  if (me.isPending) return <Spinner label="Loading your profile" />;
  if (me.isError) return <p role="alert">Could not load your profile.</p>;
  return <ProfileForm user={me.data} />;
}

function EnrollmentsTab() {
  const enrollments = useUserEnrollments(USER);
  if (enrollments.isPending) return <Spinner label="Loading enrollments" />;
  if (enrollments.isError) return <p role="alert">Could not load your enrollments.</p>;
  if (!enrollments.data.docs.length) return <p>You have no enrollments yet.</p>;
  return (
    <ul style={screenGrid}>
      {enrollments.data.docs.map((enrollment) => (
        <li key={enrollment._id}>
          <EnrollmentCard
            title={typeof enrollment.offering === 'string' ? enrollment.offering : enrollment.offering.title}
            status={enrollment.status}
            price={enrollment.price}
            reference={enrollment.reference}
            headingLevel={2}
            payHref={payAction(enrollment) === 'Pay' ? `/enrollments/${enrollment._id}/payment` : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function PaymentsTab() {
  const payments = useUserPayments(USER);
  if (payments.isPending) return <Spinner label="Loading payments" />;
  if (payments.isError) return <p role="alert">Could not load your payments.</p>;
  if (!payments.data.docs.length) return <p>You have made no payments yet.</p>;
  return (
    <ul style={screenGrid}>
      {payments.data.docs.map((payment) => (
        <li key={payment._id}>
          <PaymentSummary
            reference={payment.reference}
            status={payment.status}
            amount={payment.price}
            paymentType={payment.paymentType}
            date={dateOf(payment.createdDate)}
            tag={payment.tag}
            headingLevel={2}
          />
          {/* As the site's Payments tab: an approved payment's receipt, a plain link (decision 0074). */}
          {payment.receipts
            ?.filter((receipt) => !receipt.voided)
            .map((receipt) => (
              <p key={receipt._id}>
                <a href={receipt.url} download>
                  Download {receipt.title} {receipt.number} (PDF)
                </a>
              </p>
            ))}
        </li>
      ))}
    </ul>
  );
}

function ProgressTab() {
  const progress = useProgress(USER);
  if (progress.isPending) return <Spinner label="Loading your progress" />;
  if (progress.isError) return <p role="alert">Could not load your progress.</p>;
  return (
    <ProgressChart
      title="Scores per category"
      series={progress.data.series.map((series) => ({ name: series.name, scores: series.data }))}
      emptyText="No mock exam taken yet."
      height={220}
    />
  );
}

/** The Hybrid Courseware tab: the server's HTML; 403 and 404 have their own texts (product §8). */
function CoursewareTab() {
  const courseware = useCourseware(USER);
  if (courseware.isPending) return <Spinner label="Loading courseware" />;
  if (courseware.isError) return <p>{messageFor('courseware', toFailure(courseware.error))}</p>;
  // The mocks' HTML is the fixture's own; the site sanitizes the server's with DOMPurify first.
  return <div dangerouslySetInnerHTML={{ __html: courseware.data.content }} />;
}

/** The account area (product §2): the profile, enrollments, payments, courseware and progress tabs, from the API. */
function AccountScreen({ tab }: { tab: 'account' | 'enrollments' | 'payments' | 'courseware' | 'progress' }) {
  const enrollments = useUserEnrollments(USER);
  const payments = useUserPayments(USER);
  const badges = accountBadges({ enrollments: enrollments.data?.docs ?? [], payments: payments.data?.docs ?? [] });
  return (
    <SiteFrame currentPath="/account">
      <Section title="My account" headingLevel={1}>
        <Tabs defaultSelectedKey={tab}>
          <TabList aria-label="Account">
            <Tab id="account">Account</Tab>
            <Tab id="enrollments" count={badges.enrollments} countLabel={(n) => `${n} processing`}>
              Enrollments
            </Tab>
            <Tab id="payments" count={badges.payments} countLabel={(n) => `${n} in payment review`}>
              Payments
            </Tab>
            <Tab id="courseware">Hybrid Courseware</Tab>
            <Tab id="progress">My Progress</Tab>
          </TabList>
          <TabPanel id="account">
            <ProfileTab />
          </TabPanel>
          <TabPanel id="enrollments">
            <EnrollmentsTab />
          </TabPanel>
          <TabPanel id="payments">
            <PaymentsTab />
          </TabPanel>
          <TabPanel id="courseware">
            <CoursewareTab />
          </TabPanel>
          <TabPanel id="progress">
            <ProgressTab />
          </TabPanel>
        </Tabs>
      </Section>
    </SiteFrame>
  );
}

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  parameters: {
    layout: 'fullscreen',
    mockApi: {},
    // React Aria's off-screen live announcer, left by the profile's Save (see packages/forms' formStoryParameters).
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
    docs: {
      description: {
        component:
          'The account area composed from the packages over the api-client MSW mocks: one story per tab, and the empty account.',
      },
    },
  },
  render: (args, { parameters }) => (
    <MockApi options={parameters.mockApi}>
      <AccountScreen {...args} />
    </MockApi>
  ),
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Account tab: the reviewee's profile, the e-mail read-only; a change is saved. */
export const Profile: Story = {
  args: { tab: 'account' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('maria.delacruz@example.ph');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Maria Clara');
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Manila');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Profile saved.')).toBeVisible();
    // Save scrolled the page down: the picture shows the tab from its top, as it opens.
    window.scrollTo(0, 0);
  },
};

export const Enrollments: Story = {
  args: { tab: 'enrollments' },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('tabpanel');
    await waitFor(() => expect(panel).toHaveTextContent('RC-2024-000123'));
    await expect(canvas.getByRole('tab', { name: /Enrollments\s+1 processing/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Payments: Story = {
  args: { tab: 'payments' },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('tabpanel');
    await waitFor(() => expect(panel).toHaveTextContent('Payment Review'));
    await expect(panel).toHaveTextContent('₱9,500.00');
  },
};

export const Progress: Story = {
  args: { tab: 'progress' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Scores per category' });
    await waitFor(() => expect(canvasElement.querySelector('[data-ready]')).not.toBeNull());
    // The same numbers are in a table for screen readers.
    await expect(canvas.getByRole('table')).toHaveTextContent('General Education');
  },
};

export const Courseware: Story = {
  args: { tab: 'courseware' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Week 1: Principles of Teaching' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Hybrid Courseware' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Module 1: Learner-centered teaching (PDF)')).toBeVisible();
  },
};

/** Courseware of an offering the reviewee is not enrolled in: the server's 403, in product §8's words. */
export const CoursewareNotEnrolled: Story = {
  args: { tab: 'courseware' },
  parameters: { mockApi: { scenario: 'courseware-not-enrolled' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('SORRY YOUR NOT ENROLLED IN THIS OFFERING.')).toBeVisible();
  },
};

/** A new reviewee: every tab says there is nothing yet; arrow keys move between tabs. */
export const EmptyAccount: Story = {
  args: { tab: 'enrollments' },
  parameters: { mockApi: { scenario: 'empty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no enrollments yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Enrollments' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByText('You have made no payments yet.')).toBeVisible();
  },
};
