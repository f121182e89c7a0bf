import { Link, Spinner } from '@review-center/design-system';
import { formatDay } from '../../app/dates.ts';
import { problemOf } from '../../app/problem.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { Table } from '../../app/Table.tsx';

/** The content editor's exams, the latest window first, each opening its results (decision 0051). */
export function ExamsPage() {
  const exams = useStaffQuery('listStaffExams', {});
  return (
    <>
      <h1>Exam results</h1>
      {exams.isPending ? (
        <Spinner label="Loading the exams" />
      ) : exams.isError ? (
        <p role="alert">The exams could not load: {problemOf(exams.error)}</p>
      ) : exams.data.docs.length === 0 ? (
        <p>No exams yet.</p>
      ) : (
        <Table aria-label="Exams">
          <thead>
            <tr>
              <th scope="col">Exam</th>
              <th scope="col">Category</th>
              <th scope="col">Open</th>
              <th scope="col">Items</th>
              <th scope="col">Attempts</th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {exams.data.docs.map((exam) => (
              <tr key={exam._id}>
                <td>
                  <Link href={`/exams/${exam._id}`}>{exam.name}</Link>
                </td>
                <td>{exam.category?.title ?? '—'}</td>
                <td>
                  {formatDay(exam.availableFrom)} – {formatDay(exam.availableUntil)}
                </td>
                <td>{exam.items}</td>
                <td>{exam.attempts}</td>
                <td>{exam.completed}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
