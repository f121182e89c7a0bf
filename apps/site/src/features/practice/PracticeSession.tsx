import type { api } from '@review-center/api-client';
import { useAnswerPractice, usePracticeItems } from '@review-center/api-client/react';
import { Button, Checkbox, ExamQuestion, ResultPanel, Spinner, useFocusOnView } from '@review-center/design-system';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatDate } from '../../app/format-date.ts';
import { sanitizeHtml } from '../../app/sanitize.ts';
import { Stack } from './PracticePage.styles.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { answerFailure, itemsFailure } from './practice-messages.ts';

/** Where a session's items come from (decision 0081): the queue, or the chosen subjects. */
export interface SessionQuery {
  from: 'queue' | 'subjects';
  /** Comma-separated subject ids, for `from: 'subjects'`. */
  subjects?: string;
  size: number;
}

/** One practice session: its items drawn once, answered one at a time, then the score. */
export function PracticeSession({ userId, query, onEnd }: { userId: string; query: SessionQuery; onEnd: () => void }) {
  const items = usePracticeItems(userId, query);
  if (items.isPending) return <Spinner label="Loading the questions" />;
  if (items.isError) {
    return (
      <LoadFailed error={items.error} message={itemsFailure(items.error)} onRetry={() => void items.refetch()}>
        <Button variant="secondary" onPress={onEnd}>
          Back to practice
        </Button>
      </LoadFailed>
    );
  }
  if (items.data.items.length === 0) {
    return (
      <Stack>
        <p role="status">There are no questions to practise here just now.</p>
        <div className="practice-actions">
          <Button onPress={onEnd}>Back to practice</Button>
        </div>
      </Stack>
    );
  }
  return <SessionRun userId={userId} items={items.data.items} onEnd={onEnd} />;
}

function SessionRun({
  userId,
  items,
  onEnd,
}: {
  userId: string;
  items: readonly api.PracticeItem[];
  onEnd: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [right, setRight] = useState(0);
  const [finished, setFinished] = useState(false);
  if (finished) {
    return (
      <ResultPanel
        heading="Practice finished"
        headingLevel={2}
        focusOnMount
        actions={<Button onPress={onEnd}>Back to practice</Button>}
      >
        <p>
          You answered {right} of {items.length} correctly
        </p>
      </ResultPanel>
    );
  }
  const item = items[index]!;
  const last = index === items.length - 1;
  return (
    // Keyed by position: each item starts with no choice and no feedback, and its heading takes focus.
    <PracticeItemView
      key={index}
      userId={userId}
      item={item}
      number={index + 1}
      count={items.length}
      isLast={last}
      onStop={onEnd}
      onNext={(correct) => {
        if (correct) setRight((count) => count + 1);
        if (last) setFinished(true);
        else setIndex(index + 1);
      }}
    />
  );
}

function PracticeItemView({
  userId,
  item,
  number,
  count,
  isLast,
  onNext,
  onStop,
}: {
  userId: string;
  item: api.PracticeItem;
  number: number;
  count: number;
  isLast: boolean;
  onNext: (correct: boolean) => void;
  onStop: () => void;
}) {
  const answer = useAnswerPractice();
  const [choice, setChoice] = useState<string | null>(null);
  const [unsure, setUnsure] = useState(false);
  const [feedback, setFeedback] = useState<api.PracticeFeedback | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The answer last sent: Try again resends it with the same id, so one the API did receive
  // before the connection dropped counts once (decision 0081).
  const sent = useRef<api.PracticeAnswer | null>(null);
  const heading = useFocusOnView<HTMLHeadingElement>(item.questionId, { onMount: true });
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (feedback) next.current?.focus();
  }, [feedback]);

  // Server HTML, sanitized once per item with the exam's sanitizer (docs/architecture.md#the-site).
  const shown = useMemo(
    () => ({
      questionHtml: sanitizeHtml(item.question.data),
      groupHtml: sanitizeHtml(item.questionGroup?.content) || undefined,
      options: item.options.map((option) => ({ label: option.label, data: sanitizeHtml(option.data) })),
    }),
    [item],
  );

  const check = () => {
    if (choice === null || answer.isPending) return;
    const previous = sent.current;
    const body =
      previous && previous.answer === choice && previous.unsure === unsure
        ? previous
        : {
            id: crypto.randomUUID(),
            questionId: item.questionId,
            answer: choice,
            unsure,
            answeredAt: new Date().toISOString(),
          };
    sent.current = body;
    setFailure(null);
    answer.mutate(
      { params: { id: userId }, body },
      { onSuccess: setFeedback, onError: (error) => setFailure(answerFailure(error)) },
    );
  };

  const answered = feedback !== null;
  const locked = answered || answer.isPending;
  const keyHtml = feedback ? shown.options.find((option) => option.label === feedback.key)?.data : undefined;
  return (
    <Stack>
      <h2 ref={heading} tabIndex={-1}>
        Question {number} of {count}
      </h2>
      <ExamQuestion
        questionHtml={shown.questionHtml}
        groupHtml={shown.groupHtml}
        options={shown.options}
        value={choice}
        onChange={setChoice}
        isDisabled={locked}
      />
      <Checkbox isSelected={unsure} onChange={setUnsure} isDisabled={locked}>
        I was unsure
      </Checkbox>
      {failure ? <p role="alert">{failure}</p> : null}
      {answered ? null : (
        <div className="practice-actions">
          <Button onPress={check} isDisabled={choice === null} isPending={answer.isPending}>
            {failure ? 'Try again' : 'Check answer'}
          </Button>
          <Button variant="secondary" onPress={onStop}>
            Stop practice
          </Button>
        </div>
      )}
      {/* In the page from the start, so what fills it is announced (WAI-ARIA status). */}
      <div role="status" className="practice-feedback">
        {feedback ? (
          <>
            <p>
              <strong>{feedback.correct ? 'Correct' : 'Not quite'}</strong>
            </p>
            <div className="practice-key">
              The answer: {feedback.key}. <span dangerouslySetInnerHTML={{ __html: keyHtml ?? '' }} />
            </div>
            {feedback.rationale ? (
              <div
                className="practice-rationale"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(feedback.rationale) }}
              />
            ) : null}
            <p>Next review: {formatDate(feedback.nextDue)}</p>
          </>
        ) : null}
      </div>
      {answered ? (
        <div className="practice-actions">
          <Button ref={next} onPress={() => onNext(feedback.correct)}>
            {isLast ? 'See how you did' : 'Next question'}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
