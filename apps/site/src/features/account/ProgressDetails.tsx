import { useMyResults } from '@review-center/api-client/react';
import { Spinner } from '@review-center/design-system';
import { ERROR_MESSAGES, type Progress, type User } from '@review-center/domain';
import type { ReactNode } from 'react';
import { ExamTable, ProgressLayout, TableScroll } from './exam-styles.ts';
import { Readiness } from './Readiness.tsx';

/**
 * What My Progress shows beside and below its chart (product §3 Progress, decision 0051): the
 * overall and summary lists as a table beside the chart, then the LET readiness view. Loaded
 * when the tab opens, like the chart, so /account's first load does not carry it.
 */
export function ProgressDetails({ user, progress, chart }: { user: User; progress: Progress; chart: ReactNode }) {
  const results = useMyResults(user._id);
  const lists = [...progress.overall, ...progress.summary];
  const tests = Math.max(0, ...lists.map((list) => list.scores.length));
  return (
    <>
      <ProgressLayout>
        {chart}
        {lists.length === 0 ? null : (
          <TableScroll role="region" aria-label="Scores by exam category" tabIndex={0}>
            <ExamTable>
              <caption>Scores by exam category</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  {Array.from({ length: tests }, (_, index) => (
                    <th scope="col" key={index}>
                      Test {index + 1}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lists.map((list) => (
                  <tr key={list.title}>
                    <th scope="row">{list.title}</th>
                    {Array.from({ length: tests }, (_, index) => (
                      <td key={index}>{list.scores[index] === undefined ? '–' : `${list.scores[index]}%`}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </ExamTable>
          </TableScroll>
        )}
      </ProgressLayout>
      {results.isPending ? (
        <Spinner label="Loading your LET readiness" />
      ) : results.isError ? (
        <p>{ERROR_MESSAGES.generic}</p>
      ) : (
        <Readiness user={user} results={results.data.docs} />
      )}
    </>
  );
}
