import { useExamResult } from '@review-center/api-client/react';
import { Button, ExamReview, Spinner } from '@review-center/design-system';
import { attemptPercent, ERROR_MESSAGES } from '@review-center/domain';
import { sanitizeHtml } from '../../app/sanitize.ts';
import { ExamTable, TableScroll } from './exam-styles.ts';

/**
 * The result of a completed attempt (decision 0051): the score per category and, once the window
 * has closed and the exam shows answers, each question with the reviewee's answer, the correct
 * one and its rationale (decision 0076), as the console's preview shows it too.
 */
export function ExamResultView({ userId, examId, onBack }: { userId: string; examId: string; onBack: () => void }) {
  const result = useExamResult(userId, examId);
  if (result.isPending) return <Spinner label="Loading the result" />;
  if (result.isError) {
    return (
      <>
        <p>{result.error.status === 404 ? 'This result was not found.' : ERROR_MESSAGES.generic}</p>
        <Button variant="secondary" onPress={onBack}>
          Back to My Exams
        </Button>
      </>
    );
  }
  const { exam, score, items, categories, review, reviewNote } = result.data;
  return (
    <section aria-labelledby="exam-result-heading">
      <Button variant="secondary" onPress={onBack}>
        Back to My Exams
      </Button>
      <h2 id="exam-result-heading">Result: {exam.name}</h2>
      <p>
        Score: {score} / {items} ({attemptPercent(score, items).toFixed(2)}%)
      </p>
      <TableScroll role="region" aria-label="Score per category" tabIndex={0}>
        <ExamTable>
          <caption>Score per category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Score</th>
              <th scope="col">Percent</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.title}>
                <th scope="row">{category.title}</th>
                <td>
                  {category.score} / {category.items}
                </td>
                <td>{attemptPercent(category.score, category.items).toFixed(2)}%</td>
              </tr>
            ))}
          </tbody>
        </ExamTable>
      </TableScroll>
      {review === null ? (
        <p>{reviewNote}</p>
      ) : (
        // Question HTML is sanitized like every HTML the site shows (docs/architecture.md#the-site).
        <ExamReview items={review} sanitize={sanitizeHtml} />
      )}
    </section>
  );
}
