import type { SubjectScore } from '@review-center/api-client/contract';
import { useExamResult } from '@review-center/api-client/react';
import { Button, ExamReview, Spinner } from '@review-center/design-system';
import { attemptPercent, ERROR_MESSAGES } from '@review-center/domain';
import { sanitizeHtml } from '../../app/sanitize.ts';
import { ExamTable, TableScroll } from './exam-styles.ts';

/**
 * The result of a completed attempt (decision 0051): the score per category and, once the window
 * has closed, per subject and competency against the cohort (decision 0079); when the exam shows
 * answers then, each question with the reviewee's answer, the correct
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
  const { exam, score, items, categories, subjects, review, reviewNote } = result.data;
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
      {subjects && <Strengths subjects={subjects} />}
      {review === null ? (
        <p>{reviewNote}</p>
      ) : (
        // Question HTML is sanitized like every HTML the site shows (docs/architecture.md#the-site).
        <ExamReview items={review} sanitize={sanitizeHtml} />
      )}
    </section>
  );
}

const percent = (area: { score: number; items: number }) => `${attemptPercent(area.score, area.items).toFixed(2)}%`;
const subjectName = (subject: SubjectScore) => subject.subject?.title ?? 'No subject';

/**
 * The reviewee's score per LET subject and competency against everyone who took the exam, each
 * below 50 % or 20 points under the cohort named an improvement area (decision 0079).
 */
function Strengths({ subjects }: { subjects: readonly SubjectScore[] }) {
  const toImprove = subjects.filter((subject) => subject.improvement).map(subjectName);
  return (
    <>
      <TableScroll role="region" aria-label="Strengths and improvement areas" tabIndex={0}>
        <ExamTable>
          <caption>Strengths and improvement areas</caption>
          <thead>
            <tr>
              <th scope="col">Subject or competency</th>
              <th scope="col">Score</th>
              <th scope="col">Percent</th>
              <th scope="col">Everyone&rsquo;s average</th>
              <th scope="col">Improvement area</th>
            </tr>
          </thead>
          <tbody>
            {subjects
              .flatMap((subject) => [
                { key: subject.subject?._id ?? '', name: subjectName(subject), area: subject },
                ...subject.competencies.map((competency) => ({
                  key: `${subject.subject?._id ?? ''} ${competency.code}`,
                  name: `${subjectName(subject)}: ${competency.code}`,
                  area: competency,
                })),
              ])
              .map(({ key, name, area }) => (
                <tr key={key}>
                  <th scope="row">{name}</th>
                  <td>
                    {area.score} / {area.items}
                  </td>
                  <td>{percent(area)}</td>
                  <td>{area.cohortPercent.toFixed(2)}%</td>
                  <td>{area.improvement ? 'Yes' : 'No'}</td>
                </tr>
              ))}
          </tbody>
        </ExamTable>
      </TableScroll>
      <p>
        {toImprove.length
          ? `Improvement areas: ${toImprove.join(', ')}. Below 50 %, or 20 points or more under everyone's average.`
          : 'No improvement areas on this exam.'}
      </p>
    </>
  );
}
