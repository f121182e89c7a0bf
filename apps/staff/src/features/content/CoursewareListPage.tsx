import { Badge, Button, Link, Spinner } from '@review-center/design-system';
import { formatWhen } from '../../app/dates.ts';
import { problemOf } from '../../app/problem.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { Table } from '../../app/Table.tsx';

/**
 * Every offering and its courseware page (product §3 "Courseware"; decision 0048): the page its
 * Active reviewees read under Hybrid Courseware while their access is valid.
 */
export function CoursewareListPage() {
  const list = useStaffQuery('listCoursewarePages', {});
  return (
    <>
      <h1>Courseware</h1>
      <p>One page per offering. Its Active reviewees read it under Hybrid Courseware for six months from activation.</p>
      {list.isPending ? (
        <Spinner label="Loading the offerings" />
      ) : list.isError ? (
        <>
          <p role="alert">The courseware pages could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">No offerings yet.</p>
      ) : (
        <Table aria-label="Courseware pages">
          <thead>
            <tr>
              <th scope="col">Offering</th>
              <th scope="col">Page</th>
              <th scope="col">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {list.data.docs.map((row) => (
              <tr key={row.offering._id}>
                <td>
                  <Link href={`/courseware/${row.offering._id}`}>{row.offering.title}</Link>
                  {row.offering.published ? null : ' (not published)'}
                </td>
                <td>
                  {row.hasContent ? <Badge variant="success">Written</Badge> : <Badge variant="warning">Empty</Badge>}
                </td>
                <td>{row.updatedAt ? <time dateTime={row.updatedAt}>{formatWhen(row.updatedAt)}</time> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
