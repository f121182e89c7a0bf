import type { Accommodation, ExamDay, ExamDayAttempt } from '@review-center/api-client/contract';
import { Button, Link, TextArea, TextField } from '@review-center/design-system';
import {
  accommodationInputSchema,
  liveState,
  OFFLINE_AFTER_MS,
  reopenAttemptSchema,
  type LiveState,
} from '@review-center/domain';
import { useState } from 'react';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { counted } from '../../app/counted.ts';
import { formatWhen, fromManilaInput } from '../../app/dates.ts';
import { lines } from '../../app/Fields.tsx';
import { FormDialog } from '../../app/FormDialog.tsx';
import { ReasonDialog } from '../../app/ReasonDialog.tsx';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';

/*
 * Exam day for the registrar (decision 0083): per exam, the accommodations granted to a
 * reviewee, a branch or an offering, and every attempt with its deadline as the reviewee's timer
 * shows it; grant, remove (with a reason) and reopen from here.
 */

const examDays = defineList({
  call: 'listExamDays',
  noun: 'exams',
  label: 'Exams',
  pagesLabel: 'Exam pages',
  unpaged: true,
  columns: [
    { name: 'Exam', cell: (row) => <Link href={`/accommodations/${row._id}`}>{row.name}</Link> },
    { name: 'Window', cell: (row) => `${formatWhen(row.availableFrom)} – ${formatWhen(row.availableUntil)}` },
    { name: 'Attempts', cell: (row) => row.attempts },
    { name: 'Accommodations', cell: (row) => row.accommodations },
  ],
  empty: () => 'No exams yet.',
});

/** Every exam, each opening its exam day. */
export function ExamDaysPage() {
  return <ResourceList title="Exam day" list={examDays} />;
}

const SCOPES = [
  { id: 'reviewee', name: 'One reviewee' },
  { id: 'branch', name: 'A branch' },
  { id: 'offering', name: 'An offering' },
] as const;

/** What a record grants, in words. */
function grants(record: Accommodation) {
  const parts = [
    record.timeMultiplier === null ? null : `Time limit × ${record.timeMultiplier}`,
    record.extraMinutes === null ? null : `${counted(record.extraMinutes, 'extra minute')}`,
    record.windowFrom && record.windowUntil
      ? `Own window ${formatWhen(record.windowFrom)} – ${formatWhen(record.windowUntil)}`
      : null,
    record.reopenedUntil ? `Reopened until ${formatWhen(record.reopenedUntil)}` : null,
  ];
  return lines(...parts.filter((part): part is string => part !== null));
}

/** Where an attempt stands, by the domain's `liveState`, as of the page's last refresh. */
function state(attempt: ExamDayAttempt, now: number) {
  switch (liveState(attempt, now)) {
    case 'submitted':
      return `Submitted ${formatWhen(attempt.completedAt!)}`;
    case 'closed-by-server':
      return `Closed by the server ${formatWhen(attempt.completedAt!)}`;
    case 'offline':
      return `Offline for ${counted(Math.floor((now - Date.parse(attempt.lastSeen)) / 60_000), 'minute')}`;
    default:
      return 'In progress';
  }
}

const LIVE_STATES: Record<LiveState, string> = {
  'in-progress': 'In progress',
  offline: 'Offline',
  submitted: 'Submitted',
  'closed-by-server': 'Closed by the server',
};

/**
 * How many of the exam's audience stand where, as of this render: the page renders again with
 * each refresh, as the State column does.
 */
function standing(day: ExamDay) {
  const now = Date.now();
  const counts = new Map<LiveState, number>();
  for (const attempt of day.attempts) {
    const live = liveState(attempt, now);
    counts.set(live, (counts.get(live) ?? 0) + 1);
  }
  return [
    ['Not started', day.notStarted.total] as const,
    ...Object.entries(LIVE_STATES).map(([live, label]) => [label, counts.get(live as LiveState) ?? 0] as const),
  ];
}

const notStartedColumns: Column<ExamDay['notStarted']['reviewees'][number]>[] = [
  { name: 'Reviewee', rowHeader: true, cell: (reviewee) => reviewee.name },
  { name: 'E-mail address', cell: (reviewee) => reviewee.email },
];

/** How often the page reads the exam again while it is open: the live view of a window. */
const REFRESH_MS = 30_000;

/** One exam's day: its accommodations and its attempts with their adjusted deadlines. */
export const ExamDayPage = showPage(
  {
    call: 'getExamDay',
    title: 'Exam day',
    noun: 'exam',
    back: ['/accommodations', 'Back to the exams'],
    refreshMs: REFRESH_MS,
  },
  (data) => <ExamDayView day={data} />,
);

function ExamDayView({ day }: { day: ExamDay }) {
  const { exam } = day;
  const [granting, setGranting] = useState(false);
  const [removing, setRemoving] = useState<Accommodation | null>(null);
  const [reopening, setReopening] = useState<ExamDayAttempt | null>(null);
  const remove = useStaffAction('removeAccommodation');

  const recordColumns: Column<Accommodation>[] = [
    {
      name: 'For',
      rowHeader: true,
      cell: (record) => lines(SCOPES.find((s) => s.id === record.scope)!.name, record.subjectName),
    },
    { name: 'Grants', cell: grants },
    { name: 'Reason', cell: (record) => record.reason },
    { name: 'Changed', cell: (record) => formatWhen(record.updatedAt) },
    {
      name: 'Actions',
      cell: (record) => (
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setRemoving(record)}
          aria-label={`Remove the accommodation of ${record.subjectName}`}
        >
          Remove
        </Button>
      ),
    },
  ];
  const attemptColumns: Column<ExamDayAttempt>[] = [
    { name: 'Reviewee', rowHeader: true, cell: (attempt) => lines(attempt.reviewee.name, attempt.reviewee.email) },
    { name: 'Started', cell: (attempt) => formatWhen(attempt.startedAt) },
    { name: 'Deadline', cell: (attempt) => formatWhen(attempt.deadline) },
    { name: 'Answered', cell: (attempt) => `${attempt.answered} of ${exam.items}` },
    { name: 'Last seen', cell: (attempt) => formatWhen(attempt.lastSeen) },
    { name: 'State', cell: (attempt) => state(attempt, Date.now()) },
    {
      name: 'Actions',
      cell: (attempt) =>
        attempt.completedAt ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => setReopening(attempt)}
            aria-label={`Reopen the attempt of ${attempt.reviewee.name}`}
          >
            Reopen
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <p>
        <Link href="/accommodations">Exam day</Link>
      </p>
      <h1>{exam.name}</h1>
      <p>
        Open {formatWhen(exam.availableFrom)} – {formatWhen(exam.availableUntil)} ·{' '}
        {exam.hasTimeLimit ? `time limit ${counted(exam.duration, 'minute')}` : 'no time limit'} ·{' '}
        {counted(exam.items, 'item')}
      </p>
      <section aria-labelledby="accommodations-heading">
        <h2 id="accommodations-heading">Accommodations</h2>
        <p>
          Extra time lengthens the time limit and moves the window’s end with it. A reviewee’s own record wins over
          their branch’s, and a branch’s over their offering’s.
        </p>
        <ButtonRow>
          <Button onPress={() => setGranting(true)}>Grant an accommodation</Button>
        </ButtonRow>
        <RecordTable
          aria-labelledby="accommodations-heading"
          columns={recordColumns}
          rows={day.accommodations}
          empty="No accommodations granted."
        />
      </section>
      <section aria-labelledby="attempts-heading">
        <h2 id="attempts-heading">Attempts</h2>
        <p>
          Read again every {REFRESH_MS / 1000} seconds. A reviewee with no answer saved for{' '}
          {counted(OFFLINE_AFTER_MS / 60_000, 'minute')} shows as offline.
        </p>
        <ul aria-label="Where the reviewees stand">
          {standing(day).map(([label, count]) => (
            <li key={label}>
              {label}: <strong>{count}</strong>
            </li>
          ))}
        </ul>
        <RecordTable
          aria-labelledby="attempts-heading"
          columns={attemptColumns}
          rows={day.attempts}
          empty="No attempts yet."
        />
      </section>
      <section aria-labelledby="not-started-heading">
        <h2 id="not-started-heading">Not started</h2>
        <p>
          The exam’s audience with no attempt yet, disabled accounts and ended access left out
          {day.notStarted.total > day.notStarted.reviewees.length
            ? `: the first ${day.notStarted.reviewees.length} of ${day.notStarted.total} by name.`
            : '.'}
        </p>
        <RecordTable
          aria-labelledby="not-started-heading"
          columns={notStartedColumns}
          rows={day.notStarted.reviewees}
          empty="Everyone has started."
        />
      </section>
      {granting ? <GrantDialog day={day} onClose={() => setGranting(false)} /> : null}
      {reopening ? <ReopenDialog attempt={reopening} onClose={() => setReopening(null)} /> : null}
      <ReasonDialog
        name="reason"
        title={`Remove the accommodation of ${removing?.subjectName ?? ''}`}
        label="Reason"
        description="The audit log keeps what it granted and this reason. Deadlines go back to the exam’s own."
        submit="Remove"
        danger
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        send={(reason) => remove.mutateAsync({ params: { id: removing?._id ?? '' }, body: { reason } })}
        saved={() => `Accommodation of ${removing?.subjectName ?? ''} removed`}
        failure="The accommodation was not removed"
      />
    </>
  );
}

/** A number field's text as the schema reads it: empty is none. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function GrantDialog({ day, onClose }: { day: ExamDay; onClose: () => void }) {
  const grant = useStaffAction('grantAccommodation');
  const form = useRecordForm({
    initial: {
      scope: 'reviewee',
      subject: '',
      extraMinutes: '',
      timeMultiplier: '',
      windowFrom: '',
      windowUntil: '',
      reason: '',
    },
    parse: (draft) =>
      accommodationInputSchema.safeParse({
        ...draft,
        extraMinutes: numberOrNull(draft.extraMinutes),
        timeMultiplier: numberOrNull(draft.timeMultiplier),
        windowFrom: draft.windowFrom ? fromManilaInput(draft.windowFrom) : null,
        windowUntil: draft.windowUntil ? fromManilaInput(draft.windowUntil) : null,
      }),
    save: (body) => grant.mutateAsync({ params: { id: day.exam._id }, body }),
    saved: (record) => `Accommodation granted to ${record.subjectName}`,
    failure: 'The accommodation was not granted',
    onSaved: onClose,
  });
  const scope = form.values.scope;
  const subjects =
    scope === 'branch'
      ? day.branches.map((branch) => ({ id: branch, name: branch }))
      : day.offerings.map((offering) => ({ id: offering._id, name: offering.title }));
  return (
    <FormDialog title={`Grant an accommodation: ${day.exam.name}`} form={form} submit="Grant" onClose={onClose}>
      <ChoiceSelect
        label="For"
        items={SCOPES}
        {...form.choice('scope')}
        onSelectionChange={(key) => {
          form.set('scope', String(key ?? 'reviewee'));
          form.set('subject', '');
        }}
      />
      {scope === 'reviewee' ? (
        <TextField label="Reviewee’s e-mail address" type="email" isRequired {...form.text('subject')} />
      ) : (
        <ChoiceSelect
          label={scope === 'branch' ? 'Branch' : 'Offering'}
          items={subjects}
          isRequired
          {...form.choice('subject')}
        />
      )}
      <TextField
        label="Extra minutes"
        inputMode="numeric"
        description="Added to the time limit and to the window’s end."
        {...form.text('extraMinutes')}
      />
      <TextField
        label="Time limit multiplier"
        inputMode="decimal"
        description="1.5 gives half as long again; the extra minutes are added after."
        {...form.text('timeMultiplier')}
      />
      <TextField label="Own window from (Manila time)" type="datetime-local" {...form.text('windowFrom')} />
      <TextField label="Own window until (Manila time)" type="datetime-local" {...form.text('windowUntil')} />
      <TextArea label="Reason" isRequired description="Kept in the audit log." {...form.text('reason')} />
    </FormDialog>
  );
}

function ReopenDialog({ attempt, onClose }: { attempt: ExamDayAttempt; onClose: () => void }) {
  const reopen = useStaffAction('reopenAttempt');
  const form = useRecordForm({
    initial: { minutes: '30', reason: '' },
    parse: (draft) => reopenAttemptSchema.safeParse({ ...draft, minutes: numberOrNull(draft.minutes) }),
    save: (body) => reopen.mutateAsync({ params: { id: attempt._id }, body }),
    saved: (reopened) => `Attempt of ${reopened.reviewee.name} reopened until ${formatWhen(reopened.deadline)}`,
    failure: 'The attempt was not reopened',
    onSaved: onClose,
  });
  return (
    <FormDialog title={`Reopen the attempt of ${attempt.reviewee.name}`} form={form} submit="Reopen" onClose={onClose}>
      <p>The score is cleared and the answers kept: the reviewee continues where they were.</p>
      <TextField label="Minutes from now" inputMode="numeric" isRequired {...form.text('minutes')} />
      <TextArea label="Reason" isRequired description="Kept in the audit log." {...form.text('reason')} />
    </FormDialog>
  );
}
