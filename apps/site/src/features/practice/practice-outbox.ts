import { serverMessage, type api } from '@review-center/api-client';
import { callEndpoint, practiceKeys, useApiClient } from '@review-center/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { classifyRefusal, Outbox, type QueueOptions } from '../../app/outbox.ts';
import { useOnline } from '../../app/use-online.ts';

/** A practice answer on the device, by its id (decision 0081), until the server has it. */
export interface StoredPracticeAnswer {
  questionId: string;
  answer: string;
  unsure: boolean;
  /** When the reviewee answered, on the device's clock (ISO): the server schedules from it. */
  answeredAt: string;
  sent: boolean;
}

const isStoredPracticeAnswer = (value: unknown): value is StoredPracticeAnswer => {
  const entry = value as StoredPracticeAnswer;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof entry.questionId === 'string' &&
    typeof entry.answer === 'string' &&
    typeof entry.unsure === 'boolean' &&
    typeof entry.answeredAt === 'string' &&
    !Number.isNaN(Date.parse(entry.answeredAt))
  );
};

/**
 * Practice answers kept on the device and sent in the order given (decision 0081), like the
 * exam's: an answer given offline waits for the connection. The API counts each id once, so one
 * sent again after a lost reply changes nothing. Once the server has an answer it leaves storage.
 */
export class PracticeOutbox extends Outbox<StoredPracticeAnswer> {
  constructor({ send, ...options }: QueueOptions & { send: (answer: api.PracticeAnswer) => Promise<unknown> }) {
    super({
      ...options,
      keepSent: false,
      send: (id, { questionId, answer, unsure, answeredAt }) => send({ id, questionId, answer, unsure, answeredAt }),
      isEntry: isStoredPracticeAnswer,
      timeOf: (entry) => entry.answeredAt,
    });
  }

  /** Stores the answer at once and sends it when it can. */
  add({ id, questionId, answer, unsure = false, answeredAt }: api.PracticeAnswer) {
    this.record(id, { questionId, answer, unsure, answeredAt, sent: false });
  }
}

/** What became of an answer sent: the item's next review, or why the review center refused it. */
export type PracticeResult = { nextDue: string } | { refused: string };

/**
 * The reviewee's practice outbox for as long as the practice page is open: sends while online,
 * resumes when the connection returns, and takes another tab's answers. Gives the answers still
 * to send, what became of each one sent, and whether the last try failed (to say so).
 */
export function usePracticeOutbox(userId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [results] = useState(() => new Map<string, PracticeResult>());
  const [failing, setFailing] = useState(false);
  const [outbox] = useState(
    () =>
      new PracticeOutbox({
        key: `review-center:practice:${userId}`,
        storage: window.localStorage,
        send: async (answer) => {
          try {
            // By name: the contract's schemas load with the first call, not with the page (endpoints.ts).
            const feedback = await callEndpoint(client, 'answerPractice', { params: { id: userId }, body: answer });
            results.set(answer.id, { nextDue: feedback.nextDue });
            setFailing(false);
            // The queue's counts changed: the overview reads them again when next shown.
            void queryClient.invalidateQueries({ queryKey: practiceKeys.overview(userId) });
          } catch (error) {
            if (classifyRefusal(error) === 'drop') {
              results.set(answer.id, { refused: serverMessage(error) ?? 'This answer was not accepted.' });
            } else setFailing(true);
            throw error;
          }
        },
        classify: classifyRefusal,
        isOnline: () => navigator.onLine,
      }),
  );
  const pending = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const online = useOnline(useCallback((up: boolean) => (up ? outbox.resume() : undefined), [outbox]));

  // Sends run while the page is open (answers kept from an earlier visit go first); another
  // tab's answers arrive through `storage` events.
  useEffect(() => {
    outbox.resume();
    const key = `review-center:practice:${userId}`;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) outbox.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      outbox.stop();
    };
  }, [outbox, userId]);

  return {
    outbox,
    online,
    /** Answers not yet sent, by id. */
    pending,
    /** Whether the last send failed for a reason a later try may not meet (the server, a timeout). */
    failing: failing && online,
    resultOf: (id: string) => results.get(id),
  };
}

export type PracticeOutboxState = ReturnType<typeof usePracticeOutbox>;
