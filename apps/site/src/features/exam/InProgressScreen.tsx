import { isApiError, toFailure } from '@review-center/api-client';
import { examQueries, useAnswer, useApiClient, useQuestion } from '@review-center/api-client/react';
import {
  AlertDialog,
  Button,
  CountdownTimer,
  ExamPalette,
  ExamProgress,
  ExamQuestion,
  ExamSubmitSummary,
  FlagIcon,
  Spinner,
  ToggleButton,
  useFocusOnView,
} from '@review-center/design-system';
import {
  attemptLayout,
  attemptLengthMs,
  displayedLabelOf,
  flaggedCountText,
  flaggedQuestionsText,
  formatHms,
  messageFor,
  PAGE_MESSAGES,
  progressPercent,
  remainingMs,
  storedLabelOf,
  timerPhase,
  unansweredCountText,
  type ExamTemplate,
  type UserExam,
} from '@review-center/domain';
import { useQueries } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { PageMain } from '../../app/PageMain.tsx';
import { sanitizeHtml } from '../../app/sanitize.ts';
import type { AnswerOutbox, FlagOutbox } from './answer-outbox.ts';
import { useOnline } from '../../app/use-online.ts';
import { useServerNow } from './server-clock.ts';
import type { Dispatch } from './dispatch.ts';

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

const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * The palette of 150 cells is most of an answer's work (each a React Aria grid cell): rendered
 * only when a question becomes answered or the current one changes, never on the clock's tick.
 */
const Palette = memo(ExamPalette);

/**
 * Every question loads up front (they are small and never change during the attempt), so a
 * reviewee whose connection drops can still move through the exam and answer. Its own component:
 * 150 queries are not looked over again on every answer and every second of the clock. It reports
 * the questions whose load answered 404, as their ids joined.
 */
const QuestionLoads = memo(function QuestionLoads({
  userId,
  questionIds,
  onMissing,
}: {
  userId: string;
  questionIds: readonly string[];
  onMissing: (ids: string) => void;
}) {
  const client = useApiClient();
  const loads = useQueries({ queries: questionIds.map((id) => examQueries.question(client, userId, id)) });
  const missing = questionIds.filter((_, i) => isNotFound(loads[i]?.error)).join();
  useEffect(() => onMissing(missing), [missing, onMissing]);
  return null;
});

/**
 * Runs `run` once the dialog it sits in has unmounted and React Aria has restored focus (in a
 * frame of its own, as the design system's Modal waits for it too).
 */
function AfterUnmount({ run }: { run: () => void }) {
  useEffect(
    () => () => {
      requestAnimationFrame(() => requestAnimationFrame(run));
    },
    [run],
  );
  return null;
}

/** Screen 5: the questions, the timer and the palette, until the reviewee submits (product §2, §4). */
export function InProgressScreen({
  userId,
  template,
  attempt,
  outbox,
  answers,
  flagOutbox,
  flags,
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
  flagOutbox: FlagOutbox;
  flags: ReturnType<FlagOutbox['getSnapshot']>;
  paused: boolean;
  dispatch: Dispatch;
  offsetMs: number;
  submit: () => Promise<unknown>;
}) {
  const questionIds = attempt.exam.questions;
  // The attempt's end: its time limit's, or the window's (decision 0050).
  const endsAt = attempt.deadline ?? template.availableUntil;
  const [index, setIndex] = useState(0);
  const questionId = questionIds[index] ?? '';
  const question = useQuestion(userId, questionId);
  const stored = useAnswer(userId, attempt._id, questionId);
  const [confirming, setConfirming] = useState(false);
  // The question takes focus when the exam starts and on every move to another question, so it is
  // read out and focus never stays on a Next or Previous that has just been disabled (decision 0020).
  const questionRef = useFocusOnView<HTMLDivElement>(question.data ? questionId : null, { onMount: true });
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
  // A question whose load answers 404 shows no answer, on the question or in the palette and
  // the progress, whatever this device or the server held for it (product §8).
  const [missingKey, setMissingKey] = useState('');
  const missing = useMemo(() => new Set(missingKey === '' ? [] : missingKey.split(',')), [missingKey]);
  const answerOf = (id: string): string | null =>
    missing.has(id) ? null : (answers[id]?.answer ?? serverAnswers[id] ?? null);
  // Changed only when a question becomes answered or unanswered: choosing another option of an
  // answered question leaves the palette as it is.
  const answeredMask = questionIds.map((id) => (answerOf(id) === null ? '0' : '1')).join('');
  const answered = answeredMask.split('1').length - 1;
  // Flags for review (decision 0077), the server's adopted into this device's: a missing question has none.
  const isFlagged = (id: string): boolean => !missing.has(id) && (flags[id]?.flagged ?? false);
  const flaggedMask = questionIds.map((id) => (isFlagged(id) ? '1' : '0')).join('');
  const flagged = flaggedMask.split('1').length - 1;
  const paletteItems = useMemo(
    () => questionIds.map((id, i) => ({ id, isAnswered: answeredMask[i] === '1', isFlagged: flaggedMask[i] === '1' })),
    [questionIds, answeredMask, flaggedMask],
  );
  // The question shows the answer at once; the palette follows in a render React may interrupt.
  const palette = useDeferredValue(
    useMemo(() => ({ items: paletteItems, currentId: questionId }), [paletteItems, questionId]),
  );
  const jumpTo = useCallback((id: string) => setIndex(Math.max(0, questionIds.indexOf(id))), [questionIds]);
  const questionMissing = missing.has(questionId) || isNotFound(question.error);

  // The clock: the server's, paused while offline (product §4), with the frozen value shown.
  const now = useServerNow(offsetMs);
  const [frozenLeft, setFrozenLeft] = useState<number | null>(null);
  const onConnection = useCallback(
    (online: boolean) => {
      if (online) {
        setFrozenLeft(null);
        dispatch({ type: 'online' });
        outbox.resume();
        flagOutbox.resume();
      } else {
        setFrozenLeft(remainingMs(endsAt, Date.now() + offsetMs));
        dispatch({ type: 'offline' });
      }
    },
    [dispatch, outbox, flagOutbox, offsetMs, endsAt],
  );
  const online = useOnline(onConnection);
  useEffect(() => {
    // Timer expiry submits automatically (product §4): the reducer moves to time-up at zero.
    dispatch({ type: 'tick', now, availableUntil: endsAt });
  }, [now, dispatch, endsAt]);
  const left = paused && frozenLeft !== null ? frozenLeft : remainingMs(endsAt, now);
  const hasTimeLimit = attempt.exam.hasTimeLimit ?? false;
  // The span the colour thirds divide, to the attempt's own deadline when the server gives one
  // (with any accommodation counted, decision 0083).
  const windowMs = attempt.deadline
    ? Date.parse(attempt.deadline) - Date.parse(hasTimeLimit ? attempt.createdDate : template.availableFrom)
    : attemptLengthMs({ ...template, hasTimeLimit }, attempt.createdDate);

  // The attempt's own option order (decision 0050): the labels stay in their places, the
  // contents move; what is stored and scored is the stored option's label.
  const layout = useMemo(
    () =>
      question.data && attempt.exam.shuffleOptions
        ? attemptLayout([{ id: question.data._id, options: question.data.options }], {
            seed: attempt._id,
            shuffleQuestions: false,
            shuffleOptions: true,
          })[0]
        : undefined,
    [question.data, attempt._id, attempt.exam.shuffleOptions],
  );
  // Sanitized once per question, not on every answer or tick of the clock.
  const shown = useMemo(() => {
    const data = question.data;
    if (!data) return undefined;
    const options = layout
      ? layout.options.map((place) => ({
          label: place.label,
          data: sanitizeHtml(data.options.find((o) => o.label === place.storedLabel)?.data),
        }))
      : data.options.map((o) => ({ label: o.label, data: sanitizeHtml(o.data) }));
    return {
      questionHtml: sanitizeHtml(data.question.data),
      groupHtml: sanitizeHtml(data.questionGroup?.content) || undefined,
      options,
    };
  }, [question.data, layout]);
  const shownAnswer = (stored: string | null) =>
    stored !== null && layout ? (displayedLabelOf(layout, stored) ?? null) : stored;

  const select = (shown: string) => {
    const label = (layout && storedLabelOf(layout, shown)) ?? shown;
    const answeredAt = new Date(Date.now() + offsetMs).toISOString();
    dispatch({ type: 'answer', questionId, answer: label });
    outbox.select(questionId, label, answeredAt);
  };

  const toggleFlag = (isSelected: boolean) =>
    flagOutbox.toggle(questionId, isSelected, new Date(Date.now() + offsetMs).toISOString());

  // A count's link in the submit dialog moves to the first of its questions; once the dialog has
  // closed and React Aria has put focus back on Submit, focus goes to that question instead.
  const focusQuestionOnClose = useRef(false);
  const showFirst = (matches: (i: number) => boolean) => {
    const first = questionIds.findIndex((_, i) => matches(i));
    if (first < 0) return;
    focusQuestionOnClose.current = true;
    setIndex(first);
    setConfirming(false);
  };
  const onDialogClosed = useCallback(() => {
    if (!focusQuestionOnClose.current) return;
    focusQuestionOnClose.current = false;
    const question = questionRef.current;
    if (!question) return;
    if (!question.matches('[tabindex]')) question.tabIndex = -1;
    question.focus();
  }, [questionRef]);

  // A submit that fails keeps the dialog open and says so: the answers stay on this device, and
  // Confirm tries again; offline, it goes by itself once the device is back online.
  const [submitFailure, setSubmitFailure] = useState<string | null>(null);
  const onConfirm = useCallback(() => {
    setSubmitting(true);
    setSubmitFailure(null);
    submit()
      .then(() => dispatch({ type: 'submit-confirmed' }))
      .catch((error: unknown) => {
        // Already submitted (another tab, or a first try whose answer was lost): the exam is over.
        if (isApiError(error) && error.status === 409) dispatch({ type: 'submit-confirmed' });
        else if (!navigator.onLine) setSubmitFailure(PAGE_MESSAGES.examSubmitOffline);
        else setSubmitFailure(`${messageFor('exam-answer', toFailure(error))} ${PAGE_MESSAGES.examSubmitRetry}`);
      })
      .finally(() => setSubmitting(false));
  }, [submit, dispatch]);
  useEffect(() => {
    if (submitFailure !== PAGE_MESSAGES.examSubmitOffline) return;
    window.addEventListener('online', onConfirm);
    return () => window.removeEventListener('online', onConfirm);
  }, [submitFailure, onConfirm]);
  const closeSubmit = () => {
    setConfirming(false);
    setSubmitFailure(null);
  };

  return (
    <PageMain title={template.name}>
      <QuestionLoads userId={userId} questionIds={questionIds} onMissing={setMissingKey} />
      <Layout>
        <section aria-label="Question">
          {!online ? (
            <p role="status">
              You are offline. The timer is paused and your answers are kept on this device; they are sent when you are
              back online.
            </p>
          ) : null}
          {questionMissing ? (
            <p>This question was not found: it has no answer to show.</p>
          ) : shown ? (
            <ExamQuestion
              ref={questionRef}
              questionHtml={shown.questionHtml}
              groupHtml={shown.groupHtml}
              options={shown.options}
              value={shownAnswer(answerOf(questionId))}
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
            {questionMissing ? null : (
              <ToggleButton isSelected={isFlagged(questionId)} onChange={toggleFlag}>
                <FlagIcon />
                Flag for review
              </ToggleButton>
            )}
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
            <CountdownTimer remainingMs={left} time={formatHms(left)} phase={timerPhase(left, windowMs)} />
            <ExamProgress
              answered={answered}
              total={questionIds.length}
              percent={progressPercent(answered, questionIds.length)}
            />
          </div>
          <Palette
            items={palette.items}
            currentId={palette.currentId}
            onSelect={jumpTo}
            isFlaggable
            formatFlaggedCount={flaggedQuestionsText}
          />
        </aside>
      </Layout>
      <AlertDialog
        isOpen={confirming}
        title="Submit your answers?"
        isPending={submitting}
        onConfirm={onConfirm}
        onCancel={closeSubmit}
      >
        <AfterUnmount run={onDialogClosed} />
        <ExamSubmitSummary
          flagged={flagged}
          unanswered={questionIds.length - answered}
          onShowFlagged={() => showFirst((i) => flaggedMask[i] === '1')}
          onShowUnanswered={() => showFirst((i) => answeredMask[i] === '0')}
          formatFlagged={flaggedCountText}
          formatUnanswered={unansweredCountText}
        />
        <p>{PAGE_MESSAGES.examSubmitConfirmation}</p>
        {submitFailure ? <p role="alert">{submitFailure}</p> : null}
      </AlertDialog>
    </PageMain>
  );
}
