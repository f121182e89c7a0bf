import { isApiError, toFailure } from '@review-center/api-client';
import { flagQuestion, submitAnswer } from '@review-center/api-client/contract';
import { useApiClient, useCompleteExam } from '@review-center/api-client/react';
import { messageFor, type UserExam } from '@review-center/domain';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { notifyError } from '../../app/notify.ts';
import { classifyRefusal } from '../../app/outbox.ts';
import { AnswerOutbox, FlagOutbox, type SendOutcome } from './answer-outbox.ts';
import type { Dispatch } from './dispatch.ts';

/**
 * The attempt's answers on this device (product §4 "Exam flow"): every selection is kept in the
 * browser's storage and sent in order while the exam runs, so a dropped connection loses none.
 * The flags for review go the same way, in an outbox of their own (decision 0077). Gives the
 * outboxes, their answers and flags as React state, and `submit`, which completes the attempt
 * with every answer the device holds.
 */
export function useExamOutbox({
  userId,
  attempt,
  running,
  dispatch,
}: {
  userId: string;
  attempt: UserExam;
  /** Sends run only while the exam is in progress. */
  running: boolean;
  dispatch: Dispatch;
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
        classify: classifyRefusal,
        isOnline: () => navigator.onLine,
      }),
  );
  const flagKey = `review-center:exam-flags:${userId}:${attempt._id}`;
  const [flagOutbox] = useState(
    () =>
      new FlagOutbox({
        key: flagKey,
        storage: window.localStorage,
        send: (questionId, flagged, flaggedAt) =>
          client.call(flagQuestion, {
            params: { id: userId, examId: attempt._id, questionId },
            body: { flagged, flaggedAt },
          }),
        classify: classifyRefusal,
        isOnline: () => navigator.onLine,
      }),
  );
  // The flags the server holds (set on another device, perhaps): each kept if newer than this device's.
  useEffect(() => {
    for (const flag of attempt.flags) flagOutbox.adopt(flag.question, flag.flagged, flag.flaggedAt);
  }, [attempt.flags, flagOutbox]);

  // "An answer or start failure shows the network message or the generic message" (product §8):
  // once per run of failures, not on every retry; offline is announced by its own notice.
  const notified = useRef(false);
  useEffect(() => {
    const onError = (error: unknown, outcome: SendOutcome) => {
      if (isApiError(error) && error.status === 403) {
        // The window passed while answering (product §4): the error screen.
        dispatch({ type: 'window-passed' });
        return;
      }
      if (!navigator.onLine || (notified.current && outcome === 'retry')) return;
      notified.current = true;
      notifyError(messageFor('exam-answer', toFailure(error)));
    };
    outbox.setErrorHandler(onError);
    flagOutbox.setErrorHandler(onError);
  }, [dispatch, outbox, flagOutbox]);

  const answers = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const flags = useSyncExternalStore(flagOutbox.subscribe, flagOutbox.getSnapshot);
  useEffect(() => {
    if (outbox.pending().length === 0 && flagOutbox.pending().length === 0) notified.current = false;
  }, [answers, flags, outbox, flagOutbox]);

  // Sends run while the exam runs; a second tab's selections arrive through `storage` events.
  useEffect(() => {
    if (!running) return;
    outbox.resume();
    flagOutbox.resume();
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) outbox.reload();
      if (event.key === flagKey) flagOutbox.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      outbox.stop();
      flagOutbox.stop();
    };
  }, [outbox, flagOutbox, running, storageKey, flagKey]);

  // The mutation's result changes identity on every render; its mutateAsync does not.
  const { mutateAsync: complete } = useCompleteExam();
  const submit = useCallback(
    () =>
      complete({
        params: { id: userId, examId: attempt._id },
        body: {
          answers: Object.entries(outbox.getSnapshot()).map(([question, { answer, answeredAt }]) => ({
            question,
            answer,
            answeredAt,
          })),
        },
      }),
    [complete, userId, attempt._id, outbox],
  );

  return { outbox, answers, flagOutbox, flags, submit };
}
