import { Link } from '@review-center/design-system';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { useStaffQuery } from '../../app/staff-queries.ts';

/*
 * What the content editor reads of practice (decision 0081): how much each subject is practised
 * by each offering's reviewees, and the questions practice misses most, each a link to edit it.
 */

const percent = (value: number) => `${value.toFixed(2)}%`;

const use = defineList({
  call: 'listPracticeUse',
  noun: 'practice figures',
  label: 'Practice per subject and offering',
  pagesLabel: 'Practice pages',
  unpaged: true,
  rowKey: (row) => `${row.subject?._id ?? 'none'}/${row.offering._id}`,
  columns: [
    { name: 'Subject', cell: (row) => row.subject?.title ?? 'No subject', rowHeader: true },
    { name: 'Offering', cell: (row) => row.offering.title },
    { name: 'Reviewees', cell: (row) => row.reviewees },
    { name: 'Answers', cell: (row) => row.answers },
    { name: 'Right', cell: (row) => percent(row.correctPercent) },
  ],
  empty: () => 'No reviewee has practised yet.',
});

/** Practice answers per subject and offering, the most answered first. */
export function PracticeUsePage() {
  return (
    <>
      <ResourceList title="Practice" list={use} />
      <p>
        <Link href="/practice/missed">The questions missed most in practice</Link>
      </p>
    </>
  );
}

/** The questions missed most in practice, of one subject or all, each opening its edit page. */
export function MissedItemsPage() {
  const subjects = useStaffQuery('listSubjects', {}).data?.docs ?? [];
  const missed = defineList({
    call: 'listMissedItems',
    noun: 'questions',
    label: 'Questions missed most in practice',
    pagesLabel: 'Missed question pages',
    filters: [
      {
        key: 'subject',
        label: 'LET subject',
        allLabel: 'Any subject',
        options: subjects.map((s) => ({ id: s._id, name: s.title })),
      },
    ],
    columns: [
      {
        name: 'Question',
        cell: (row) => <Link href={`/questions/${row._id}`}>{row.stem.slice(0, 120) || '(no text)'}</Link>,
        rowHeader: true,
      },
      { name: 'Subject', cell: (row) => row.subject?.title ?? 'No subject' },
      { name: 'Answers', cell: (row) => row.answers },
      { name: 'Wrong', cell: (row) => `${row.wrong} (${percent(row.wrongPercent)})` },
      { name: 'Reviewees', cell: (row) => row.reviewees },
    ],
    empty: (filters) => (filters.subject ? 'No question of this subject was missed.' : 'No question was missed yet.'),
  });
  return (
    <>
      <p>
        <Link href="/practice">Practice</Link>
      </p>
      <ResourceList title="Questions missed most in practice" list={missed} />
    </>
  );
}
