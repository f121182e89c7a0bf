import { Badge, Link } from '@review-center/design-system';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';

const pages = defineList({
  call: 'listCoursewarePages',
  noun: 'courseware pages',
  label: 'Courseware pages',
  pagesLabel: 'Courseware pages',
  unpaged: true,
  rowKey: (row) => row.offering._id,
  columns: [
    {
      name: 'Offering',
      cell: (row) => (
        <>
          <Link href={`/courseware/${row.offering._id}`}>{row.offering.title}</Link>
          {row.offering.published ? null : ' (not published)'}
        </>
      ),
    },
    {
      name: 'Page',
      cell: (row) =>
        row.hasContent ? <Badge variant="success">Written</Badge> : <Badge variant="warning">Empty</Badge>,
    },
    {
      name: 'Last changed',
      cell: (row) => (row.updatedAt ? <time dateTime={row.updatedAt}>{formatWhen(row.updatedAt)}</time> : '—'),
    },
  ],
  empty: () => 'No offerings yet.',
});

/**
 * Every offering and its courseware page (product §3 "Courseware"; decision 0048): the page its
 * Active reviewees read under Hybrid Courseware while their access is valid.
 */
export function CoursewareListPage() {
  return (
    <ResourceList
      title="Courseware"
      actions={
        <p>
          One page per offering. Its Active reviewees read it under Hybrid Courseware for six months from activation.
        </p>
      }
      list={pages}
    />
  );
}
