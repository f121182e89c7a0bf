import { useExamResult } from '@review-center/api-client/react';
import { Button, Spinner } from '@review-center/design-system';
import { attemptPercent, ERROR_MESSAGES } from '@review-center/domain';
import { sanitizeHtml } from '../../app/sanitize.ts';
import { ExamTable, TableScroll } from './exam-styles.ts';

/**
 * The result of a completed attempt (decision 0051): the score per category and, once the window
 * has closed and the exam shows answers, each question with the reviewee's answer and the
 * correct one.
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
        <ol className="exam-review">
          {review.map((item) => {
            const isRight = item.answer === item.correct;
            return (
              <li key={item.question}>
                {/* Question HTML is sanitized like every HTML the site shows (docs/architecture.md#the-site). */}
                {item.passage ? <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.passage) }} /> : null}
                <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.stem) }} />
                <ul>
                  {item.options.map((option) => (
                    <li key={option.label}>
                      <strong>{option.label}.</strong>{' '}
                      <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(option.data) }} />
                      {option.label === item.correct ? ' — correct answer' : ''}
                      {option.label === item.answer ? ' — your answer' : ''}
                    </li>
                  ))}
                </ul>
                <p>{item.answer === null ? 'Not answered.' : isRight ? 'Right.' : 'Wrong.'}</p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
