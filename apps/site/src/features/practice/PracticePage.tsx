import { usePracticeItems, usePracticeOverview } from '@review-center/api-client/react';
import { Button, Card, Checkbox, Radio, RadioGroup, Spinner, useFocusOnView } from '@review-center/design-system';
import { ERROR_MESSAGES, PRACTICE_SIZES, type PracticeSize } from '@review-center/domain';
import { useErrorSummary } from '@review-center/forms';
import { useRef, useState, type FormEvent } from 'react';
import { PageMain } from '../../app/PageMain.tsx';
import { SignedIn } from '../../app/SignedIn.tsx';
import { PracticeSession, type SessionQuery } from './PracticeSession.tsx';
import { usePracticeOutbox, type PracticeOutboxState } from './practice-outbox.ts';
import { ConnectionStatus, Stack } from './PracticePage.styles.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { GoalAndStreak, PracticePreferencesForm } from './PracticeGoal.tsx';

/**
 * /practice (decision 0081): the review queue's counts and a session drawn from it, or from the
 * subjects the reviewee picks. Signed-in only, like /account (product §2 "Protected").
 */
export function PracticePage() {
  return (
    <PageMain title="Practice">
      <SignedIn loadingLabel="Loading your practice">{(user) => <Practice userId={user._id} />}</SignedIn>
    </PageMain>
  );
}

/** A review of the queue draws what is due, up to the largest session the site offers (decision 0081). */
const LARGEST_SESSION = Math.max(...PRACTICE_SIZES);

function Practice({ userId }: { userId: string }) {
  const [session, setSession] = useState<SessionQuery | null>(null);
  // Back from a session, focus goes to the overview, which replaced the session (decision 0020).
  const [returned, setReturned] = useState(false);
  // For as long as the page is open, so answers still to send go on after a session ends.
  const outbox = usePracticeOutbox(userId);
  return (
    <>
      <ConnectionNotice outbox={outbox} />
      {session ? (
        <PracticeSession
          userId={userId}
          query={session}
          outbox={outbox}
          onEnd={() => {
            setReturned(true);
            setSession(null);
          }}
        />
      ) : (
        <Overview userId={userId} focusOnMount={returned} onStart={setSession} />
      )}
    </>
  );
}

/** Offline, the page says so and what happens to the answers (decision 0081). */
function ConnectionNotice({ outbox: { online, pending } }: { outbox: PracticeOutboxState }) {
  const waiting = Object.keys(pending).length;
  return (
    // In the page from the start, so what fills it is announced (WAI-ARIA status).
    <ConnectionStatus role="status">
      {online ? null : (
        <p>
          You are offline. You can go on answering the questions on screen: your answers are kept on this device and
          sent when the connection returns.
          {waiting > 0 ? ` ${waiting === 1 ? '1 answer is' : `${waiting} answers are`} waiting to be sent.` : ''}
        </p>
      )}
    </ConnectionStatus>
  );
}

function Overview({
  userId,
  focusOnMount,
  onStart,
}: {
  userId: string;
  focusOnMount: boolean;
  onStart: (query: SessionQuery) => void;
}) {
  const overview = usePracticeOverview(userId);
  const heading = useFocusOnView<HTMLHeadingElement>('overview', { onMount: focusOnMount });
  // The queue's session drawn as soon as something is due, and kept for "Review due items": the
  // worker keeps it too, so the phone has the due items when the connection drops (decision 0082).
  const dueToday = overview.data?.dueToday ?? 0;
  const queue = { from: 'queue', size: Math.min(dueToday, LARGEST_SESSION) } as const;
  usePracticeItems(userId, queue, { enabled: dueToday > 0 });
  if (overview.isPending) return <Spinner label="Loading your practice" />;
  if (overview.isError) {
    return (
      <LoadFailed error={overview.error} message={ERROR_MESSAGES.generic} onRetry={() => void overview.refetch()} />
    );
  }
  const { dueThisWeek, subjects } = overview.data;
  return (
    <Stack>
      <Card elementType="section" aria-labelledby="practice-queue">
        <Stack>
          <h2 id="practice-queue" ref={heading} tabIndex={focusOnMount ? -1 : undefined}>
            Review queue
          </h2>
          <p>Due today: {dueToday}</p>
          <p>Due this week: {dueThisWeek}</p>
          <GoalAndStreak goal={overview.data.goal} streak={overview.data.streak} />
          {dueToday === 0 ? <p id="practice-nothing-due">Nothing is due for review today.</p> : null}
          <div className="practice-actions">
            <Button
              isDisabled={dueToday === 0}
              aria-describedby={dueToday === 0 ? 'practice-nothing-due' : undefined}
              onPress={() => onStart(queue)}
            >
              Review due items
            </Button>
          </div>
        </Stack>
      </Card>
      {/* The form is the region, named by its heading: no section around it as well. */}
      <Card>
        <SubjectForm subjects={subjects} onStart={onStart} />
      </Card>
      <Card>
        <PracticePreferencesForm userId={userId} goal={overview.data.goal} streak={overview.data.streak} />
      </Card>
    </Stack>
  );
}

const itemCount = (items: number) => (items === 1 ? '1 item' : `${items} items`);

/**
 * The subjects to practise and how many questions: at least one subject, checked before
 * anything is drawn, with the forms' error summary linking to the first checkbox (decision 0010).
 */
function SubjectForm({
  subjects,
  onStart,
}: {
  subjects: readonly { _id: string; title: string; items: number }[];
  onStart: (query: SessionQuery) => void;
}) {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [size, setSize] = useState<PracticeSize>(PRACTICE_SIZES[0]);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);

  const toggle = (id: string, isSelected: boolean) => {
    setChosen((previous) => (isSelected ? [...previous, id] : previous.filter((other) => other !== id)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError('Choose at least one subject');
      summary.refuse();
      return;
    }
    setError(null);
    summary.clear();
    onStart({ from: 'subjects', subjects: chosen.join(','), size });
  };

  return (
    <form ref={form} aria-labelledby="practice-subjects" onSubmit={submit} noValidate>
      <Stack>
        <h2 id="practice-subjects">Practise by subject</h2>
        {summary.summary}
        {subjects.length === 0 ? (
          <p>No subject has practice items yet.</p>
        ) : (
          <fieldset
            aria-labelledby="practice-subjects-legend"
            aria-describedby={error ? 'practice-subjects-error' : undefined}
            data-invalid={error ? '' : undefined}
          >
            <legend id="practice-subjects-legend">Subjects</legend>
            {error ? (
              <p id="practice-subjects-error" className="practice-error" data-field-error="">
                {error}
              </p>
            ) : null}
            {subjects.map((subject) => (
              <Checkbox
                key={subject._id}
                value={subject._id}
                isSelected={chosen.includes(subject._id)}
                onChange={(isSelected) => toggle(subject._id, isSelected)}
                aria-describedby={error ? 'practice-subjects-error' : undefined}
              >
                {`${subject.title} (${itemCount(subject.items)})`}
              </Checkbox>
            ))}
          </fieldset>
        )}
        <RadioGroup
          label="Number of questions"
          orientation="horizontal"
          value={String(size)}
          onChange={(value) => setSize(Number(value) as PracticeSize)}
        >
          {PRACTICE_SIZES.map((option) => (
            <Radio key={option} value={String(option)}>
              {String(option)}
            </Radio>
          ))}
        </RadioGroup>
        <div className="practice-actions">
          <Button type="submit" isDisabled={subjects.length === 0}>
            Start practice
          </Button>
        </div>
      </Stack>
    </form>
  );
}
