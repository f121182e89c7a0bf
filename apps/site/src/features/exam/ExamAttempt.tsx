import { isApiError, toFailure } from '@review-center/api-client';
import { submitAnswer } from '@review-center/api-client/contract';
import { examQueries, useAnswer, useApiClient, useCompleteExam, useQuestion } from '@review-center/api-client/react';
import {
  AlertDialog,
  Button,
  CountdownTimer,
  ExamPalette,
  ExamProgress,
  ExamQuestion,
  Spinner,
} from '@review-center/design-system';
import {
  messageFor,
  PAGE_MESSAGES,
  remainingMs,
  type ExamEvent,
  type ExamSession,
  type ExamTemplate,
  type UserExam,
} from '@review-center/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { PageMain } from '../../app/PageMain.tsx';
import { sanitizeHtml } from '../../app/sanitize.ts';
import { AnswerOutbox, type SendOutcome } from './answer-outbox.ts';
import { ErrorScreen } from './screens.tsx';
import { useOnline, useServerNow } from './server-clock.ts';
import { notifyError } from '../../app/notify.ts';

const Layout = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 60rem) {
    grid-template-columns: minmax(0, 1fr) 18rem;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ds-space-4);
  }
  .nav {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-3);
    margin-block-start: var(--ds-space-5);
  }
  aside {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-4);
  }
`;

/** Refusals that asking again cannot change: the answer is not an option, the exam is closed. */
const classify = (error: unknown): SendOutcome =>
  isApiError(error) && error.kind === 'http' && [400, 403, 404, 409, 422].includes(error.status ?? 0)
    ? 'drop'
    : 'retry';

type Dispatch = (event: ExamEvent) => void;

/**
 * An attempt from START or CONTINUE to its end: in progress, time is up, submitted (spec §2
 * screens 5 to 7, §4 "Exam flow").
 */
export function ExamAttempt({
  userId,
  template,
  attempt,
  session,
  dispatch,
  offsetMs,
}: {
  userId: string;
  template: ExamTemplate;
  attempt: UserExam;
  session: ExamSession;
  dispatch: Dispatch;
  offsetMs: number;
}) {
  const client = useApiClient();
  const storageKey = `review-center:exam:${userId}:${attempt._id}`;
  const [outbox] = useState(
    () =>
      new AnswerOutbox({
        key: storageKey,
        storage: window.localStorage,
        send: (questionId, answer, answeredAt) =>
          client.call(submitAnswer, {
            params: { id: userId, examId: attempt._id, questionId },
            body: { answer, answeredAt },
          }),
        classify,
        isOnline: () => navigator.onLine,
      }),
  );
  const on = session.screen.screen;
  const running = on === 'in-progress';

  // "An answer or start failure shows the network message or the generic message" (spec §8):
  // once per run of failures, not on every retry; offline is announced by its own notice.
  const notified = useRef(false);
  useEffect(() => {
    outbox.setErrorHandler((error, outcome) => {
      if (isApiError(error) && error.status === 403) {
        // The window passed while answering (spec §4): the error screen.
        dispatch({ type: 'window-passed' });
        return;
      }
      if (!navigator.onLine || (notified.current && outcome === 'retry')) return;
      notified.current = true;
      notifyError(messageFor('exam-answer', toFailure(error)));
    });
  }, [dispatch, outbox]);

  const answers = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  useEffect(() => {
    if (outbox.pending().length === 0) notified.current = false;
  }, [answers, outbox]);

  // Sends run while the exam runs; a second tab's selections arrive through `storage` events.
  useEffect(() => {
    if (!running) return;
    outbox.resume();
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) outbox.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      outbox.stop();
    };
  }, [outbox, running, storageKey]);

  const complete = useCompleteExam();
  const submit = useCallback(
    () =>
      complete.mutateAsync({
        params: { id: userId, examId: attempt._id },
        body: {
          answers: Object.entries(outbox.getSnapshot()).map(([question, { answer, answeredAt }]) => ({
            question,
            answer,
            answeredAt,
          })),
        },
      }),
    // `complete` changes identity on every render; its mutateAsync does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [complete.mutateAsync, userId, attempt._id, outbox],
  );

  if (on === 'time-up') return <TimeUp submit={submit} />;
  if (on === 'submitted') return <Submitted name={template.name} />;
  if (on !== 'in-progress') return <ErrorScreen screen={session.screen} />;
  return (
    <InProgress
      userId={userId}
      template={template}
      attempt={attempt}
      outbox={outbox}
      answers={answers}
      paused={session.paused}
      dispatch={dispatch}
      offsetMs={offsetMs}
      submit={submit}
    />
  );
}

function InProgress({
  userId,
  template,
  attempt,
  outbox,
  answers,
  paused,
  dispatch,
  offsetMs,
  submit,
}: {
  userId: string;
  template: ExamTemplate;
  attempt: UserExam;
  outbox: AnswerOutbox;
  answers: ReturnType<AnswerOutbox['getSnapshot']>;
  paused: boolean;
  dispatch: Dispatch;
  offsetMs: number;
  submit: () => Promise<unknown>;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const questionIds = attempt.exam.questions;
  const [index, setIndex] = useState(0);
  const questionId = questionIds[index] ?? '';
  const question = useQuestion(userId, questionId);
  const stored = useAnswer(userId, attempt._id, questionId);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // Answers the server holds: those sent with the attempt fill the gaps of this device; a newer
  // one for the question on screen (another tab or device) replaces the device's.
  const serverAnswers = useMemo(
    () => Object.fromEntries(attempt.answers.map((a) => [a.question, a.answer])),
    [attempt.answers],
  );
  useEffect(() => {
    if (stored.data?.answeredAt) outbox.adopt(stored.data.question, stored.data.answer, stored.data.answeredAt);
  }, [stored.data, outbox]);
  const answerOf = (id: string): string | null => answers[id]?.answer ?? serverAnswers[id] ?? null;
  const answered = questionIds.filter((id) => answerOf(id) !== null).length;

  // Every question loads up front (they are small and never change during the attempt), so a
  // reviewee whose connection drops can still move through the exam and answer.
  useEffect(() => {
    for (const id of questionIds) void queryClient.prefetchQuery(examQueries.question(client, userId, id));
  }, [client, queryClient, questionIds, userId]);

  // The clock: the server's, paused while offline (spec §4), with the frozen value shown.
  const now = useServerNow(offsetMs);
  const [frozenLeft, setFrozenLeft] = useState<number | null>(null);
  const onConnection = useCallback(
    (online: boolean) => {
      if (online) {
        setFrozenLeft(null);
        dispatch({ type: 'online' });
        outbox.resume();
      } else {
        setFrozenLeft(remainingMs(template.availableUntil, Date.now() + offsetMs));
        dispatch({ type: 'offline' });
      }
    },
    [dispatch, outbox, offsetMs, template.availableUntil],
  );
  const online = useOnline(onConnection);
  useEffect(() => {
    // Timer expiry submits automatically (spec §4): the reducer moves to time-up at zero.
    dispatch({ type: 'tick', now, availableUntil: template.availableUntil });
  }, [now, dispatch, template.availableUntil]);
  const left = paused && frozenLeft !== null ? frozenLeft : remainingMs(template.availableUntil, now);
  const windowMs = Date.parse(template.availableUntil) - Date.parse(template.availableFrom);

  const select = (label: string) => {
    const answeredAt = new Date(Date.now() + offsetMs).toISOString();
    dispatch({ type: 'answer', questionId, answer: label });
    outbox.select(questionId, label, answeredAt);
  };

  const onConfirm = () => {
    setSubmitting(true);
    submit()
      .then(() => dispatch({ type: 'submit-confirmed' }))
      .catch((error: unknown) => {
        // Already submitted (another tab): the exam is over all the same.
        if (isApiError(error) && error.status === 409) dispatch({ type: 'submit-confirmed' });
        else notifyError(messageFor('exam-answer', toFailure(error)));
      })
      .finally(() => {
        setSubmitting(false);
        setConfirming(false);
      });
  };

  return (
    <PageMain title={template.name}>
      <Layout>
        <section aria-label="Question">
          {!online ? (
            <p role="status">
              You are offline. The timer is paused and your answers are kept on this device; they are sent when you are
              back online.
            </p>
          ) : null}
          {question.data ? (
            <ExamQuestion
              questionHtml={sanitizeHtml(question.data.question.data)}
              groupHtml={sanitizeHtml(question.data.questionGroup?.content) || undefined}
              options={question.data.options.map((o) => ({ label: o.label, data: sanitizeHtml(o.data) }))}
              value={answerOf(questionId)}
              onChange={select}
              number={index + 1}
              count={questionIds.length}
            />
          ) : question.isError ? (
            <p>This question could not be loaded. Check your connection and try again.</p>
          ) : (
            <Spinner label="Loading the question" />
          )}
          <div className="nav">
            <Button variant="secondary" isDisabled={index === 0} onPress={() => setIndex(index - 1)}>
              Previous
            </Button>
            <Button
              variant="secondary"
              isDisabled={index >= questionIds.length - 1}
              onPress={() => setIndex(index + 1)}
            >
              Next
            </Button>
            <Button onPress={() => setConfirming(true)}>Submit</Button>
          </div>
        </section>
        <aside aria-label="Exam status">
          <div className="status">
            <CountdownTimer remainingMs={left} totalMs={windowMs} />
            <ExamProgress answered={answered} total={questionIds.length} />
          </div>
          <ExamPalette
            items={questionIds.map((id) => ({ id, isAnswered: answerOf(id) !== null }))}
            currentId={questionId}
            onSelect={(id) => setIndex(Math.max(0, questionIds.indexOf(id)))}
          />
        </aside>
      </Layout>
      <AlertDialog
        isOpen={confirming}
        title="Submit your answers?"
        isPending={submitting}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        {PAGE_MESSAGES.examSubmitConfirmation}
      </AlertDialog>
    </PageMain>
  );
}

/** Screen 6: the timer ran out and the answers are submitted automatically (spec §4). */
function TimeUp({ submit }: { submit: () => Promise<unknown> }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      submit()
        .then(() => !cancelled && setDone(true))
        .catch((error: unknown) => {
          if (cancelled) return;
          // Already submitted elsewhere: done. Otherwise the answers are on this device: retry.
          if (isApiError(error) && error.kind === 'http' && (error.status === 409 || error.status === 403)) {
            setDone(true);
          } else timer = setTimeout(attempt, 5000);
        });
    };
    attempt();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [submit]);
  return (
    <PageMain title="Time is up">
      {done ? (
        <p>Your answers were submitted automatically. Your result will be sent to your e-mail.</p>
      ) : (
        <Spinner label="Submitting your answers" />
      )}
    </PageMain>
  );
}

/** Screen 7. */
function Submitted({ name }: { name: string }) {
  return (
    <PageMain title="Exam submitted">
      <p>Your answers to {name} have been submitted. Your result will be sent to your e-mail.</p>
    </PageMain>
  );
}
