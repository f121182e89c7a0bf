import type { RefAttributes } from 'react';
import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: var(--ds-space-4);
  padding-inline-start: var(--ds-space-5);

  > li > :first-child {
    margin-block-start: 0;
  }
  /* An option's HTML is a paragraph: kept on the line of its label and of what it is. */
  .exam-review-option p {
    display: inline;
    margin: 0;
  }
  .exam-review-passage {
    padding: var(--ds-space-3);
    border-inline-start: 4px solid var(--ds-color-primary);
    background: var(--ds-color-surface-muted);
  }
  .exam-review-rationale {
    padding: var(--ds-space-3);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface-muted);
  }
  .exam-review-rationale > div > :last-child {
    margin-block-end: 0;
  }
  .exam-review-rationale-title {
    margin-block: 0 var(--ds-space-2);
    font-weight: var(--ds-font-weight-bold);
  }
`;

/** One question of a review, as the API answers it (the site's result, the console's preview). */
export interface ExamReviewItem {
  /** The question's id, the list's key. */
  question: string;
  /** The question, as HTML from the server: shown through `sanitize`. */
  stem: string;
  /** The shared passage, as HTML; null when the question stands alone. */
  passage: string | null;
  /** The options in their stored order; `data` is HTML. */
  options: readonly { label: string; data: string }[];
  /** The reviewee's answer, or null when unanswered. */
  answer: string | null;
  /** The correct option's label. */
  correct: string;
  /** Why the correct answer is correct, as HTML; null when the question has none. */
  rationale: string | null;
}

export interface ExamReviewProps extends RefAttributes<HTMLOListElement> {
  /** The questions in the order the exam stored them. */
  items: readonly ExamReviewItem[];
  /**
   * Makes the server's HTML safe to show: the app's sanitizer (`createHtmlSanitizer` with the
   * app's allow-list). Required, so no caller can show unsanitized HTML by leaving it out.
   */
  sanitize: (html: string | null) => string;
  /** A class name for the list, so the parent can place it. */
  className?: string;
}

/**
 * The review of a completed exam: each question with its options, the correct answer and the
 * reviewee's, whether they got it right, and its rationale (decision 0076).
 *
 * **When to use:** After an exam's window has closed, on the reviewee's result, and in the staff
 * console's preview of that result, so both show the same thing.
 *
 * **When not to:** While the exam is being taken (use `ExamQuestion`).
 *
 * **Sanitized by the app's function.** Every HTML of an item goes through `sanitize`, so the
 * site and the console, passing the same sanitizer, show the same thing.
 *
 * **Accessibility:** An ordered list, read in order; which option is correct and which was
 * chosen is said in words, not by colour.
 */
export function ExamReview({ items, sanitize, className, ref }: ExamReviewProps) {
  return (
    <List className={className} ref={ref}>
      {items.map((item) => {
        const rationale = sanitize(item.rationale);
        return (
          <li key={item.question}>
            {item.passage ? (
              <div className="exam-review-passage" dangerouslySetInnerHTML={{ __html: sanitize(item.passage) }} />
            ) : null}
            <div dangerouslySetInnerHTML={{ __html: sanitize(item.stem) }} />
            <ul>
              {item.options.map((option) => (
                <li key={option.label} className="exam-review-option">
                  <strong>{option.label}.</strong> <span dangerouslySetInnerHTML={{ __html: sanitize(option.data) }} />
                  {option.label === item.correct ? ' — correct answer' : ''}
                  {option.label === item.answer ? ' — your answer' : ''}
                </li>
              ))}
            </ul>
            <p>{item.answer === null ? 'Not answered.' : item.answer === item.correct ? 'Right.' : 'Wrong.'}</p>
            {rationale ? (
              <div className="exam-review-rationale">
                <p className="exam-review-rationale-title">Rationale</p>
                <div dangerouslySetInnerHTML={{ __html: rationale }} />
              </div>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
