import type { RevieweeProfile } from '@review-center/api-client/contract';
import { Badge, Button, formatPeso, Link } from '@review-center/design-system';
import { AuthorizedFile } from '../../app/AuthorizedFile.tsx';
import { History } from '../../app/History.tsx';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { ResourceShow } from '../../app/resource/ResourceShow.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { FieldList } from '../../app/Fields.tsx';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { notify, notifyFailure } from '../../app/notify.ts';
import { formatDay, formatWhen } from '../../app/dates.ts';
import { useStaffUser } from '../../app/staff-user.ts';
import { roleAllows } from '@review-center/domain';
import { ConfirmButton } from '../../app/ConfirmButton.tsx';
import { RevieweeDevices } from './RevieweeDevices.tsx';

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
export function RevieweePage() {
  return (
    <ResourceShow call="getReviewee" title="Reviewee" noun="reviewee" back={['/reviewees', 'Back to the reviewees']}>
      {(data, id) => <Reviewee id={id} profile={data} />}
    </ResourceShow>
  );
}

/** The profile once it has loaded, with the account actions it allows. */
function Reviewee({ id, profile }: { id: string; profile: RevieweeProfile }) {
  const me = useStaffUser();
  // Each account action: its button's text and its call.
  const actions = {
    resend: ['Resend verification e-mail', useStaffAction('resendRevieweeVerification')],
    verify: ['Mark verified', useStaffAction('verifyReviewee')],
    reset: ['Send password-reset link', useStaffAction('sendRevieweePasswordReset')],
    disable: ['Disable account', useStaffAction('disableReviewee')],
    enable: ['Re-enable account', useStaffAction('enableReviewee')],
  } as const;
  type ActionName = keyof typeof actions;
  const busy = Object.values(actions).some(([, action]) => action.isPending);
  const run = (name: ActionName) =>
    actions[name][1].mutate(
      { params: { id } },
      { onSuccess: (result) => notify(result.message), onError: notifyFailure },
    );
  const { user, disabled, enrollments, examAttempts, history } = profile;
  const name = user.fullName || user.email;
  const available: ActionName[] = [
    ...(user.verified ? [] : (['resend', 'verify'] as const)),
    'reset',
    disabled ? 'enable' : 'disable',
  ];
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
        {available.map((name) =>
          name === 'disable' ? (
            <ConfirmButton
              key={name}
              isDisabled={busy}
              title={`Disable the account of ${user.email}?`}
              confirmLabel="Disable account"
              consequence="The reviewee can no longer sign in to the site until the account is re-enabled."
              onConfirm={() => run(name)}
            >
              {actions[name][0]}
            </ConfirmButton>
          ) : (
            <Button key={name} isDisabled={busy} onPress={() => run(name)}>
              {actions[name][0]}
            </Button>
          ),
        )}
      </ButtonRow>
      <h2>Profile</h2>
      <FieldList fields={FIELDS.map(([label, key]) => [label, show(user[key])])} />
      <h2>ID picture</h2>
      {user.idAttachment ? <AuthorizedFile file={user.idAttachment} label="ID picture" /> : <p>No ID picture.</p>}
      <h2>Enrollments</h2>
      {enrollments.length === 0 ? (
        <p>No enrollments.</p>
      ) : (
        <RecordTable aria-label="Enrollments" columns={ENROLLMENT_COLUMNS} rows={enrollments} />
      )}
      <h2>Exam attempts</h2>
      {/* The results, time taken and item analysis are the content editor's (decision 0051). */}
      {roleAllows(me.role, ['content-editor']) ? (
        <p>
          <Link href={`/reviewees/${id}/exams`}>All exam attempts with their results</Link>
        </p>
      ) : null}
      {examAttempts.length === 0 ? (
        <p>No exam attempts.</p>
      ) : (
        <RecordTable aria-label="Exam attempts" columns={ATTEMPT_COLUMNS} rows={examAttempts} />
      )}
      <RevieweeDevices id={id} email={user.email} />
      <History entries={history} />
    </>
  );
}
