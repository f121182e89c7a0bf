import { Link } from '@review-center/design-system';
import { formatDay } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';

const exams = defineList({
  call: 'listStaffExams',
  noun: 'exams',
  label: 'Exams',
  pagesLabel: 'Exam pages',
  unpaged: true,
  columns: [
    { name: 'Exam', cell: (row) => <Link href={`/exams/${row._id}`}>{row.name}</Link> },
    { name: 'Category', cell: (row) => row.category?.title ?? '—' },
    { name: 'Open', cell: (row) => `${formatDay(row.availableFrom)} – ${formatDay(row.availableUntil)}` },
    { name: 'Items', cell: (row) => row.items },
    { name: 'Attempts', cell: (row) => row.attempts },
    { name: 'Completed', cell: (row) => row.completed },
  ],
  empty: () => 'No exams yet.',
});

/** The content editor's exams, the latest window first, each opening its results (decision 0051). */
export function ExamsPage() {
  return <ResourceList title="Exam results" list={exams} />;
}
