import { useId, type RefAttributes } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-4);

  .question-number {
    margin: 0;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
    font-weight: var(--ds-font-weight-semibold);
  }
  .question-group {
    padding: var(--ds-space-4);
    border-inline-start: 4px solid var(--ds-color-primary);
    background: var(--ds-color-surface-muted);
  }
  .question-text {
    font-size: var(--ds-font-size-lg);
  }
  .question-group > :first-child,
  .question-text > :first-child {
    margin-block-start: 0;
  }
  .question-group > :last-child,
  .question-text > :last-child {
    margin-block-end: 0;
  }
  .react-aria-RadioGroup {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-2);
  }
  .react-aria-Radio {
    --option-border: var(--ds-color-border);
    --option-bg: var(--ds-color-surface);

    display: flex;
    align-items: flex-start;
    gap: var(--ds-space-3);
    min-block-size: 44px;
    padding: var(--ds-space-3);
    border: 2px solid var(--option-border);
    border-radius: var(--ds-radius-md);
    background: var(--option-bg);
    cursor: pointer;
  }
  .react-aria-Radio[data-hovered] {
    --option-border: var(--ds-color-text-muted);
  }
  .react-aria-Radio[data-selected] {
    --option-border: var(--ds-color-primary);
    --option-bg: var(--ds-color-surface-muted);
  }
  .react-aria-Radio[data-focus-visible] {
    ${focusRing}
  }
  .react-aria-Radio[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .option-label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    inline-size: 1.75rem;
    block-size: 1.75rem;
    border: 2px solid var(--ds-color-primary);
    border-radius: 50%;
    color: var(--ds-color-primary);
    font-weight: var(--ds-font-weight-bold);
  }
  .react-aria-Radio[data-selected] .option-label {
    background: var(--ds-color-primary);
    color: var(--ds-color-on-primary);
  }
  .option-text > :first-child {
    margin-block-start: 0;
  }
  .option-text > :last-child {
    margin-block-end: 0;
  }
`;

export interface ExamQuestionOption {
  /** The option's label (A, B, C, D): the value stored as the answer (product §3, Answer). */
  label: string;
  /** The option's content as HTML. Must already be sanitized by the app. */
  data: string;
}

export interface ExamQuestionProps extends RefAttributes<HTMLDivElement> {
  /**
   * The question's content as HTML (product §3, Question `question.data`).
   *
   * **Not sanitized here.** The component renders it as given; the app must pass HTML it has
   * sanitized (DOMPurify), because the content comes from the server (docs/architecture.md#the-site).
   */
  questionHtml: string;
  /**
   * Shared content of a question group (a passage or a table read by several questions), as
   * sanitized HTML. Omit when the question stands alone.
   */
  groupHtml?: string;
  /** The choices, in order. Their `data` is sanitized HTML, like `questionHtml`. */
  options: readonly ExamQuestionOption[];
  /** The chosen option's label, or null when unanswered. */
  value: string | null;
  /** Raised with the label of the option chosen. */
  onChange: (label: string) => void;
  /** Position of the question, shown as 'Question 3 of 50' when given with `count`. */
  number?: number;
  /** How many questions the exam has. */
  count?: number;
  /**
   * The position line.
   * @default `Question ${number} of ${count}`
   */
  formatNumber?: (number: number, count: number) => string;
  /**
   * Blocks answering, e.g. while the window has closed or during submission.
   * @default false
   */
  isDisabled?: boolean;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * One exam question: optional group content, the question and its options as a React Aria
 * RadioGroup (arrow keys move between options, the group is named by the question).
 *
 * **When to use:** One multiple-choice question of a mock exam, with its optional group content (a
 * passage or a table) and options.
 *
 * **When not to:** For surveys or forms with free text (use the form fields), or to show the
 * correct answer: it shows only the reviewee's choice.
 *
 * **Accessibility:** A React Aria radio group named by the question: Tab enters the group, arrow
 * keys move and select, `isDisabled` keeps it readable but unchangeable after submission.
 */
export function ExamQuestion({
  questionHtml,
  groupHtml,
  options,
  value,
  onChange,
  number,
  count,
  formatNumber = (n, c) => `Question ${n} of ${c}`,
  isDisabled = false,
  className,
  ref,
}: ExamQuestionProps) {
  const questionId = useId();
  const numberId = useId();
  const hasNumber = number !== undefined && count !== undefined;
  return (
    <Wrapper className={className} ref={ref}>
      {hasNumber ? (
        <p id={numberId} className="question-number">
          {formatNumber(number, count)}
        </p>
      ) : null}
      {groupHtml ? <div className="question-group" dangerouslySetInnerHTML={{ __html: groupHtml }} /> : null}
      <div id={questionId} className="question-text" dangerouslySetInnerHTML={{ __html: questionHtml }} />
      <RadioGroup
        aria-labelledby={hasNumber ? `${numberId} ${questionId}` : questionId}
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
      >
        {options.map((option) => (
          <Radio key={option.label} value={option.label}>
            <span className="option-label" aria-hidden="true">
              {option.label}
            </span>
            <span className="option-text" dangerouslySetInnerHTML={{ __html: option.data }} />
          </Radio>
        ))}
      </RadioGroup>
    </Wrapper>
  );
}
