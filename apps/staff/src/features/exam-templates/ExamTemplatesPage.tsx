import { Badge, Link } from '@review-center/design-system';
import { counted } from '../../app/counted.ts';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';

const templates = defineList({
  call: 'listStaffExamTemplates',
  noun: 'exam templates',
  label: 'Exam templates',
  pagesLabel: 'Template pages',
  columns: [
    {
      name: 'Name',
      cell: (row) => (
        <>
          <Link href={`/exam-templates/${row._id}`}>{row.name}</Link> (/exams/{row.slug})
        </>
      ),
    },
    { name: 'Opens', cell: (row) => formatWhen(row.availableFrom) },
    { name: 'Closes', cell: (row) => formatWhen(row.availableUntil) },
    { name: 'Questions', cell: (row) => row.questionIds.length },
    { name: 'Time limit', cell: (row) => (row.hasTimeLimit ? counted(row.duration, 'minute') : 'Until it closes') },
    {
      name: 'Who may take it',
      cell: (row) =>
        row.offerings ? counted(row.offerings.length, 'offering') : <Badge variant="neutral">Everyone signed in</Badge>,
    },
    { name: 'Attempts', cell: (row) => row.attempts },
  ],
  empty: () => 'No exam templates yet.',
});

/** The exam templates (decision 0049), newest window first. */
export function ExamTemplatesPage() {
  return <ResourceList title="Exam templates" create={['/exam-templates/new', 'New exam template']} list={templates} />;
}
