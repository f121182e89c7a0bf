import { Badge, Link, formatPeso } from '@review-center/design-system';
import { counted } from '../../app/counted.ts';
import { formatDay, formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import type { RevieweeProfile } from '@review-center/api-client/contract';
import { AuthorizedFile } from '../../app/AuthorizedFile.tsx';
import { History } from '../../app/History.tsx';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { FieldList } from '../../app/Fields.tsx';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { useStaffUser } from '../../app/staff-user.ts';
import { roleAllows } from '@review-center/domain';
import { ActionButton } from '../../app/ActionButton.tsx';
import { RevieweeDevices } from './RevieweeDevices.tsx';

const reviewees = defineList({
  call: 'listReviewees',
  noun: 'reviewees',
  label: 'Reviewees',
  pagesLabel: 'Reviewee pages',
  // The server matches "first last" whatever the middle name.
  filters: [{ key: 'search', label: 'Search', description: 'Name or e-mail' }],
  columns: [
    {
      name: 'Name',
      cell: (reviewee) => <Link href={`/reviewees/${reviewee._id}`}>{reviewee.fullName || reviewee.email}</Link>,
    },
    { name: 'E-mail', cell: (reviewee) => reviewee.email },
    { name: 'Verified', cell: (reviewee) => (reviewee.verified ? 'Yes' : 'No') },
    {
      name: 'Account',
      cell: (reviewee) =>
        reviewee.disabled ? <Badge variant="danger">Disabled</Badge> : <Badge variant="success">Active</Badge>,
    },
    { name: 'Signed up', cell: (reviewee) => formatDay(reviewee.createdAt) },
  ],
  empty: ({ search }) => (search ? 'No reviewee matches the search.' : 'No reviewees yet.'),
  count: (total) => counted(total, 'reviewee'),
});

/** The registrar's reviewee search, by name or e-mail, a page at a time from the server. */
export function RevieweesPage() {
  return <ResourceList title="Reviewees" list={reviewees} />;
}

/** The product §3 User fields, in the order the registration form asks them. */
const FIELDS = [
  ['E-mail', 'email'],
  ['First name', 'firstName'],
  ['Middle name', 'middleName'],
  ['Last name', 'lastName'],
  ['Mobile', 'mobile'],
  ['Civil status', 'civilStatus'],
  ['Birthdate', 'birthdate'],
  ['Birthplace', 'birthPlace'],
  ['ID name', 'idName'],
  ['Address', 'address'],
  ['Course', 'course'],
  ['Specialization', 'specialization'],
  ['First timer', 'firstTimer'],
  ['Last take date', 'lastTakeDate'],
  ['College', 'college'],
  ['College address', 'collegeAddress'],
] as const;

const show = (value: unknown) =>
  value === true
    ? 'Yes'
    : value === false
      ? 'No'
      : value === null || value === undefined || value === ''
        ? '—'
        : String(value);

const ENROLLMENT_COLUMNS: Column<RevieweeProfile['enrollments'][number]>[] = [
  { name: 'Reference', cell: (enrollment) => enrollment.reference },
  {
    name: 'Offering',
    cell: (enrollment) => (typeof enrollment.offering === 'string' ? enrollment.offering : enrollment.offering.title),
  },
  { name: 'Status', cell: (enrollment) => enrollment.status },
  { name: 'Term', cell: (enrollment) => enrollment.paymentType },
  { name: 'Price', cell: (enrollment) => formatPeso(enrollment.price) },
  { name: 'Created', cell: (enrollment) => formatDay(enrollment.createdDate) },
];

const ATTEMPT_COLUMNS: Column<RevieweeProfile['examAttempts'][number]>[] = [
  { name: 'Exam', cell: (attempt) => attempt.exam },
  { name: 'Started', cell: (attempt) => formatWhen(attempt.createdDate) },
  { name: 'Completed', cell: (attempt) => (attempt.completed ? 'Yes' : 'No') },
  { name: 'Score', cell: (attempt) => attempt.score ?? '—' },
];

/** A reviewee's profile for the registrar, with the account actions and the record's history. */
export const RevieweePage = showPage(
  { call: 'getReviewee', noun: 'reviewee', back: ['/reviewees', 'Back to the reviewees'] },
  (data, id) => <Reviewee id={id} profile={data} />,
);

/** The profile once it has loaded, with the account actions it allows. */
function Reviewee({ id, profile }: { id: string; profile: RevieweeProfile }) {
  const me = useStaffUser();
  const { user, disabled, enrollments, examAttempts, history } = profile;
  const name = user.fullName || user.email;
  // Each account action notifies what the server says it did.
  const action = {
    variant: 'primary',
    input: { params: { id } },
    done: (r: { message: string }) => r.message,
  } as const;
  return (
    <>
      <p>
        <Link href="/reviewees">Reviewees</Link>
      </p>
      <h1>{name}</h1>
      <p>
        {user.verified ? <Badge variant="success">Verified</Badge> : <Badge variant="warning">Not verified</Badge>}{' '}
        {disabled ? <Badge variant="danger">Disabled</Badge> : <Badge variant="success">Account active</Badge>}
      </p>
      <ButtonRow>
        {user.verified ? null : (
          <>
            <ActionButton call="resendRevieweeVerification" {...action}>
              Resend verification e-mail
            </ActionButton>
            <ActionButton call="verifyReviewee" {...action}>
              Mark verified
            </ActionButton>
          </>
        )}
        <ActionButton call="sendRevieweePasswordReset" {...action}>
          Send password-reset link
        </ActionButton>
        {disabled ? (
          <ActionButton call="enableReviewee" {...action}>
            Re-enable account
          </ActionButton>
        ) : (
          <ActionButton
            call="disableReviewee"
            {...action}
            confirm={{
              title: `Disable the account of ${user.email}?`,
              confirmLabel: 'Disable account',
              consequence: 'The reviewee can no longer sign in to the site until the account is re-enabled.',
            }}
          >
            Disable account
          </ActionButton>
        )}
      </ButtonRow>
      <h2>Profile</h2>
      <FieldList fields={FIELDS.map(([label, key]) => [label, show(user[key])])} />
      <h2>ID picture</h2>
      {user.idAttachment ? <AuthorizedFile file={user.idAttachment} label="ID picture" /> : <p>No ID picture.</p>}
      <h2>Enrollments</h2>
      <RecordTable aria-label="Enrollments" columns={ENROLLMENT_COLUMNS} rows={enrollments} empty="No enrollments." />
      <h2>Exam attempts</h2>
      {/* The results, time taken and item analysis are the content editor's (decision 0051). */}
      {roleAllows(me.role, ['content-editor']) ? (
        <p>
          <Link href={`/reviewees/${id}/exams`}>All exam attempts with their results</Link>
        </p>
      ) : null}
      <RecordTable aria-label="Exam attempts" columns={ATTEMPT_COLUMNS} rows={examAttempts} empty="No exam attempts." />
      <RevieweeDevices id={id} email={user.email} />
      <History entries={history} />
    </>
  );
}
