import { Badge, Button, Link, Spinner } from '@review-center/design-system';
import { useState } from 'react';
import { formatWhen } from '../../app/dates.ts';
import { Pager } from '../../app/Pager.tsx';
import { problemOf } from '../../app/problem.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { Table } from '../../app/Table.tsx';
import { counted } from '../../app/counted.ts';

const PAGE_SIZE = 25;

/** The exam templates (decision 0049), newest window first. */
export function ExamTemplatesPage() {
  const [page, setPage] = useState(1);
  const list = useStaffQuery('listStaffExamTemplates', { query: { page, limit: PAGE_SIZE } });
  return (
    <>
      <h1>Exam templates</h1>
      <p>
        <Link href="/exam-templates/new">New exam template</Link>
      </p>
      {list.isPending ? (
        <Spinner label="Loading the exam templates" />
      ) : list.isError ? (
        <>
          <p role="alert">The exam templates could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">No exam templates yet.</p>
      ) : (
        <>
          <Table aria-label="Exam templates">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Opens</th>
                <th scope="col">Closes</th>
                <th scope="col">Questions</th>
                <th scope="col">Time limit</th>
                <th scope="col">Who may take it</th>
                <th scope="col">Attempts</th>
              </tr>
            </thead>
            <tbody>
              {list.data.docs.map((template) => (
                <tr key={template._id}>
                  <td>
                    <Link href={`/exam-templates/${template._id}`}>{template.name}</Link> (/exams/{template.slug})
                  </td>
                  <td>{formatWhen(template.availableFrom)}</td>
                  <td>{formatWhen(template.availableUntil)}</td>
                  <td>{template.questionIds.length}</td>
                  <td>{template.hasTimeLimit ? counted(template.duration, 'minute') : 'Until it closes'}</td>
                  <td>
                    {template.offerings ? (
                      counted(template.offerings.length, 'offering')
                    ) : (
                      <Badge variant="neutral">Everyone signed in</Badge>
                    )}
                  </td>
                  <td>{template.attempts}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.totalDocs}
            onChange={setPage}
            label="Template pages"
          />
        </>
      )}
    </>
  );
}
