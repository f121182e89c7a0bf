import type { api } from '@review-center/api-client';
import { usePracticeItems } from '@review-center/api-client/react';
import { Button, Checkbox, ExamQuestion, ResultPanel, Spinner, useFocusOnView } from '@review-center/design-system';
import { isCorrectAnswer } from '@review-center/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatDate } from '../../app/format-date.ts';
import { sanitizeHtml } from '../../app/sanitize.ts';
import { Stack } from './PracticePage.styles.ts';
import { LoadFailed } from './LoadFailed.tsx';
import type { PracticeOutboxState } from './practice-outbox.ts';
import { itemsFailure } from './practice-messages.ts';

/** Where a session's items come from (decision 0081): the queue, or the chosen subjects. */
export interface SessionQuery {
  from: 'queue' | 'subjects';
  /** Comma-separated subject ids, for `from: 'subjects'`. */
  subjects?: string;
  size: number;
}

/** One practice session: its items drawn once, answered one at a time, then the score. */
export function PracticeSession({
  userId,
  query,
  outbox,
  onEnd,
}: {
  userId: string;
  query: SessionQuery;
  outbox: PracticeOutboxState;
  onEnd: () => void;
}) {
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
  return <SessionRun items={items.data.items} outbox={outbox} onEnd={onEnd} />;
}

function SessionRun({
  items,
  outbox,
  onEnd,
}: {
  items: readonly api.PracticeItem[];
  outbox: PracticeOutboxState;
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
      outbox={outbox}
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
  outbox,
  item,
  number,
  count,
  isLast,
  onNext,
  onStop,
}: {
  outbox: PracticeOutboxState;
  item: api.PracticeItem;
  number: number;
  count: number;
  isLast: boolean;
  onNext: (correct: boolean) => void;
  onStop: () => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [unsure, setUnsure] = useState(false);
  // The answer given: graded here at once with the item's key (offline too), kept on the device
  // and sent by the outbox, which the API counts once by its id (decision 0081).
  const [given, setGiven] = useState<{ id: string; correct: boolean } | null>(null);
  const heading = useFocusOnView<HTMLHeadingElement>(item.questionId, { onMount: true });
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (given) next.current?.focus();
  }, [given]);

  // Server HTML, sanitized once per item with the exam's sanitizer (docs/architecture.md#the-site).
  const shown = useMemo(
    () => ({
      questionHtml: sanitizeHtml(item.question.data),
      groupHtml: sanitizeHtml(item.questionGroup?.content) || undefined,
      options: item.options.map((option) => ({ label: option.label, data: sanitizeHtml(option.data) })),
      // Ready before the answer, so the feedback only shows it.
      rationaleHtml: item.rationale ? sanitizeHtml(item.rationale) : null,
    }),
    [item],
  );

  const check = () => {
    if (choice === null || given) return;
    const id = crypto.randomUUID();
    outbox.outbox.add({
      id,
      questionId: item.questionId,
      answer: choice,
      unsure,
      answeredAt: new Date().toISOString(),
    });
    setGiven({ id, correct: isCorrectAnswer(choice, item.key) });
  };

  const keyHtml = shown.options.find((option) => option.label === item.key)?.data;
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
        isDisabled={given !== null}
      />
      <Checkbox isSelected={unsure} onChange={setUnsure} isDisabled={given !== null}>
        I was unsure
      </Checkbox>
      {given ? null : (
        <div className="practice-actions">
          <Button onPress={check} isDisabled={choice === null}>
            Check answer
          </Button>
          <Button variant="secondary" onPress={onStop}>
            Stop practice
          </Button>
        </div>
      )}
      {/* In the page from the start, so what fills it is announced (WAI-ARIA status). */}
      <div role="status" aria-label="Feedback" className="practice-feedback">
        {given ? (
          <>
            <p>
              <strong>{given.correct ? 'Correct' : 'Not quite'}</strong>
            </p>
            <div className="practice-key">
              The answer: {item.key}. <span dangerouslySetInnerHTML={{ __html: keyHtml ?? '' }} />
            </div>
            {shown.rationaleHtml ? (
              <div className="practice-rationale" dangerouslySetInnerHTML={{ __html: shown.rationaleHtml }} />
            ) : null}
            <p>{sendingNote(outbox, given.id)}</p>
          </>
        ) : null}
      </div>
      {given ? (
        <div className="practice-actions">
          <Button ref={next} onPress={() => onNext(given.correct)}>
            {isLast ? 'See how you did' : 'Next question'}
          </Button>
          <Button variant="secondary" onPress={onStop}>
            Stop practice
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/** Where an answer stands: when its item comes back once the server has it, or why it waits. */
function sendingNote({ pending, online, failing, resultOf }: PracticeOutboxState, id: string): string {
  const result = resultOf(id);
  if (result && 'nextDue' in result) return `Next review: ${formatDate(result.nextDue)}`;
  if (result) return `This answer was not counted: ${result.refused}`;
  if (!pending[id]) return 'Your answer is saved.';
  if (!online) return 'Your answer is kept on this device and sent when you are back online.';
  if (failing) return 'Not saved yet: the review center did not answer. Your answer is kept and sent again by itself.';
  return 'Saving your answer…';
}
