import { isApiError, toFailure } from '@review-center/api-client';
import { submitAnswer } from '@review-center/api-client/contract';
import { useApiClient, useCompleteExam } from '@review-center/api-client/react';
import { messageFor, type UserExam } from '@review-center/domain';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { notifyError } from '../../app/notify.ts';
import { AnswerOutbox, type SendOutcome } from './answer-outbox.ts';
import type { Dispatch } from './dispatch.ts';

/** Refusals that asking again cannot change: the answer is not an option, the exam is closed. */
const classify = (error: unknown): SendOutcome =>
  isApiError(error) && error.kind === 'http' && [400, 403, 404, 409, 422].includes(error.status ?? 0)
    ? 'drop'
    : 'retry';

/**
 * The attempt's answers on this device (product §4 "Exam flow"): every selection is kept in the
 * browser's storage and sent in order while the exam runs, so a dropped connection loses none.
 * Gives the outbox, its answers as React state, and `submit`, which completes the attempt with
 * every answer the device holds.
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
        classify,
        isOnline: () => navigator.onLine,
      }),
  );

  // "An answer or start failure shows the network message or the generic message" (product §8):
  // once per run of failures, not on every retry; offline is announced by its own notice.
  const notified = useRef(false);
  useEffect(() => {
    outbox.setErrorHandler((error, outcome) => {
      if (isApiError(error) && error.status === 403) {
        // The window passed while answering (product §4): the error screen.
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

  return { outbox, answers, submit };
}
