import { toFailure } from '@review-center/api-client';
import { examQueries, useApiClient, useExamTemplates, useStartExam } from '@review-center/api-client/react';
import { Button, CountdownTimer, Link } from '@review-center/design-system';
import {
  accessEndedMessage,
  examReducer,
  examCodeLine,
  examScreen,
  formatHms,
  initialExamSession,
  messageFor,
  PAGE_MESSAGES,
  remainingMs,
  timerPhase,
  type CurrentUser,
  type ExamScreen,
  type ExamTemplate,
  type UserExam,
} from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { useCurrentUser } from '../../app/current-user.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { paths } from '../../app/paths.ts';
import { PageLoading } from '../../app/PageStates.tsx';
import { ErrorScreen, LoginScreen } from './screens.tsx';
import { formatManilaTime, shortWindowNotice, useServerClockOffset, useServerNow } from './server-clock.ts';
import { notifyError } from '../../app/notify.ts';

/**
 * The attempt's screens (questions, palette, answer outbox, the HTML sanitizer): fetched while the
 * intro is read, so Start finds them loaded, and not part of the page's first load (decision 0044).
 */
const loadAttempt = () => import('./ExamAttempt.tsx');
const ExamAttempt = lazy(() => loadAttempt().then((module) => ({ default: module.ExamAttempt })));

/**
 * /exams/{examName} (product §2 "Exam", §4 "Exam flow"): loads the user, the template by slug,
 * the user's attempt and the server clock, then shows the screen the domain's `examScreen`
 * chooses; from there the domain's `examReducer` drives the session.
 */
export function ExamPage({ slug }: { slug: string }) {
  const { user, hasSession, isLoading } = useCurrentUser();
  if (!hasSession) return <LoginScreen />;
  if (isLoading) return <PageLoading label="Loading the exam" />;
  if (!user)
    return (
      <ErrorScreen screen={examScreen({ user: true, template: null, userExam: null, now: 0, loadFailed: true })} />
    );
  return <ExamLoader user={user} slug={slug} />;
}

function ExamLoader({ user, slug }: { user: CurrentUser; slug: string }) {
  const client = useApiClient();
  // The attempt's code loads now, in the background; a failure shows when the attempt renders.
  useEffect(() => void loadAttempt().catch(() => undefined), []);
  const templates = useExamTemplates(user._id, slug);
  const template = templates.data?.docs.find((t) => t.slug === slug) ?? templates.data?.docs[0];
  const attempts = useQuery({
    ...examQueries.attempts(client, user._id, template?._id ?? ''),
    enabled: template !== undefined,
  });
  const offset = useServerClockOffset();
  const now = useServerNow(offset.data ?? 0);
  const loadFailed = templates.isError || attempts.isError || offset.isError;
  const loading = templates.isPending || (template !== undefined && attempts.isPending) || offset.isPending;
  if (loadFailed) {
    return <ErrorScreen screen={examScreen({ user, template: null, userExam: null, now: 0, loadFailed: true })} />;
  }
  if (loading) return <PageLoading label="Loading the exam" />;
  const offsetMs = offset.data;
  const userExam = attempts.data?.docs[0] ?? null;
  const screen = examScreen({ user, template, userExam, now });
  return <ExamSession user={user} template={template} userExam={userExam} initial={screen} offsetMs={offsetMs} />;
}

function ExamSession({
  user,
  template,
  userExam,
  initial,
  offsetMs,
}: {
  user: CurrentUser;
  template: ExamTemplate | undefined;
  userExam: UserExam | null;
  initial: ExamScreen;
  offsetMs: number;
}) {
  const [session, dispatch] = useReducer(examReducer, initial, (screen) => initialExamSession(screen));
  const [attempt, setAttempt] = useState<UserExam | null>(userExam);
  const start = useStartExam();
  const on = session.screen.screen;

  if (!template || on === 'error' || on === 'login') {
    return on === 'login' ? <LoginScreen /> : <ErrorScreen screen={session.screen} />;
  }
  if (on === 'not-yet-available') return <NotYetAvailable template={template} offsetMs={offsetMs} />;
  // Bound to offerings whose six months of access ended: no new attempt (decision 0067).
  if (on === 'intro-start' && template.accessEndedAt)
    return <AccessEnded name={template.name} endedAt={template.accessEndedAt} />;
  if (on === 'intro-start' || on === 'intro-continue') {
    const onStart = () => {
      if (on === 'intro-continue' && attempt) {
        dispatch({ type: 'start' });
        return;
      }
      start.mutate(
        { params: { id: user._id }, body: { exam: template._id } },
        {
          onSuccess: (created) => {
            setAttempt(created);
            dispatch({ type: 'start' });
          },
          onError: (error) => {
            // 403: the window closed meanwhile (product §4: the view goes to the error screen).
            if (error.status === 403) dispatch({ type: 'window-passed' });
            else notifyError(messageFor('exam-start', toFailure(error)));
          },
        },
      );
    };
    return (
      <Intro
        template={template}
        // An attempt in progress ends at its own deadline, which extra time or a reopening may put
        // past the window's end (decision 0083).
        endsAt={(on === 'intro-continue' && attempt?.deadline) || template.availableUntil}
        offsetMs={offsetMs}
        isContinue={on === 'intro-continue'}
        isPending={start.isPending}
        onStart={onStart}
        onWindowPassed={() => dispatch({ type: 'window-passed' })}
      />
    );
  }
  if (!attempt)
    return <ErrorScreen screen={examScreen({ user, template, userExam: null, now: 0, loadFailed: true })} />;
  return (
    <Suspense fallback={<PageLoading label="Loading the exam" />}>
      <ExamAttempt
        userId={user._id}
        template={template}
        attempt={attempt}
        session={session}
        dispatch={dispatch}
        offsetMs={offsetMs}
      />
    </Suspense>
  );
}

/**
 * An exam of offerings whose access has ended (product §1 terms of use: "access is valid for six
 * months"): the page says so, in the courseware's words, instead of offering START.
 */
function AccessEnded({ name, endedAt }: { name: string; endedAt: string }) {
  return (
    <PageMain title={name}>
      <p>{accessEndedMessage(new Date(endedAt), 'exams')}</p>
      <p>
        To take it, enroll again: <Link href={paths.offerings}>see the offerings</Link>.
      </p>
    </PageMain>
  );
}

function NotYetAvailable({ template, offsetMs }: { template: ExamTemplate; offsetMs: number }) {
  const now = useServerNow(offsetMs);
  const left = remainingMs(template.availableFrom, now);
  return (
    <PageMain title={template.name}>
      <p>Opens {formatManilaTime(template.availableFrom)}</p>
      <CountdownTimer
        label="Time until the exam opens"
        remainingMs={left}
        time={formatHms(left)}
        phase={timerPhase(left, Math.max(left, 1))}
        announceAtMs={[]}
        formatAnnouncement={() => ''}
      />
      <p>{PAGE_MESSAGES.examAvailableSoon}</p>
      {/* Screen 8 is code 0002 (product §8), and shows its code line like the error view. */}
      <p>{examCodeLine('0002')}</p>
    </PageMain>
  );
}

function Intro({
  template,
  endsAt,
  offsetMs,
  isContinue,
  isPending,
  onStart,
  onWindowPassed,
}: {
  template: ExamTemplate;
  /** When the time left runs out: the window's end, or the attempt's own deadline. */
  endsAt: string;
  offsetMs: number;
  isContinue: boolean;
  isPending: boolean;
  onStart: () => void;
  onWindowPassed: () => void;
}) {
  const now = useServerNow(offsetMs);
  const left = remainingMs(endsAt, now);
  useEffect(() => {
    if (left === 0) onWindowPassed();
  }, [left, onWindowPassed]);
  const notice = shortWindowNotice(left, template.duration);
  return (
    <PageMain title={template.name}>
      {template.instructions ? <p>{template.instructions}</p> : null}
      <dl>
        <dt>Duration</dt>
        {/* With a time limit the duration runs from START, not to the window's end (decision 0050). */}
        <dd>
          {template.hasTimeLimit ? `${template.duration} minutes from when you start` : `${template.duration} minutes`}
        </dd>
        <dt>Time left</dt>
        <dd>{formatHms(left)}</dd>
        <dt>Closes</dt>
        <dd>{formatManilaTime(endsAt)}</dd>
      </dl>
      {notice ? <p role="note">{notice}</p> : null}
      <Button onPress={onStart} isPending={isPending}>
        {isContinue ? 'CONTINUE' : 'START'}
      </Button>
    </PageMain>
  );
}
