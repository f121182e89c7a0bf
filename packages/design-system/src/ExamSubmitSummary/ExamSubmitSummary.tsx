import type { RefAttributes } from 'react';
import styled from 'styled-components';
import { Link } from '../Link/Link.tsx';

const Summary = styled.p`
  margin: 0 0 var(--ds-space-3);
  font-weight: var(--ds-font-weight-semibold);
`;

export interface ExamSubmitSummaryProps extends RefAttributes<HTMLParagraphElement> {
  /** How many questions the reviewee flagged for review. */
  flagged: number;
  /** How many questions have no answer. */
  unanswered: number;
  /** Moves to the flagged questions (the first of them); the count is a link while above 0. */
  onShowFlagged: () => void;
  /** Moves to the unanswered questions (the first of them); the count is a link while above 0. */
  onShowUnanswered: () => void;
  /**
   * The flagged count's text.
   * @default `${n} flagged`
   */
  formatFlagged?: (flagged: number) => string;
  /**
   * The unanswered count's text.
   * @default `${n} unanswered`
   */
  formatUnanswered?: (unanswered: number) => string;
}

/**
 * What is left to look at before submitting an exam: "2 flagged, 9 unanswered", each count a
 * link that moves to those questions. A count of 0 is plain text: there is nothing to move to.
 *
 * **When to use:** In the exam's submit confirmation, above its own text and before Confirm and
 * Cancel.
 *
 * **When not to:** For the exam's progress while it runs (use `ExamProgress`) or to list the
 * questions themselves (use `ExamPalette`).
 *
 * **Accessibility:** Links in the sentence's reading order, each named by its visible count;
 * they come before the dialog's buttons in the tab order.
 */
export function ExamSubmitSummary({
  flagged,
  unanswered,
  onShowFlagged,
  onShowUnanswered,
  formatFlagged = (n) => `${n} flagged`,
  formatUnanswered = (n) => `${n} unanswered`,
  ref,
}: ExamSubmitSummaryProps) {
  const count = (n: number, text: string, onPress: () => void) =>
    n > 0 ? <Link onPress={onPress}>{text}</Link> : text;
  return (
    <Summary ref={ref}>
      {count(flagged, formatFlagged(flagged), onShowFlagged)},{' '}
      {count(unanswered, formatUnanswered(unanswered), onShowUnanswered)}
    </Summary>
  );
}
