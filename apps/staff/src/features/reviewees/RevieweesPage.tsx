import { Badge, Link } from '@review-center/design-system';
import { counted } from '../../app/counted.ts';
import { formatDay } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';

const reviewees = defineList({
  call: 'listReviewees',
  noun: 'reviewees',
  label: 'Reviewees',
  pagesLabel: 'Reviewee pages',
  // The server matches "first last" whatever the middle name.
  filters: [{ key: 'search', label: 'Search', description: 'Name or e-mail' }],
  columns: [
    {
      name: 'Name',
      cell: (reviewee) => <Link href={`/reviewees/${reviewee._id}`}>{reviewee.fullName || reviewee.email}</Link>,
    },
    { name: 'E-mail', cell: (reviewee) => reviewee.email },
    { name: 'Verified', cell: (reviewee) => (reviewee.verified ? 'Yes' : 'No') },
    {
      name: 'Account',
      cell: (reviewee) =>
        reviewee.disabled ? <Badge variant="danger">Disabled</Badge> : <Badge variant="success">Active</Badge>,
    },
    { name: 'Signed up', cell: (reviewee) => formatDay(reviewee.createdAt) },
  ],
  empty: ({ search }) => (search ? 'No reviewee matches the search.' : 'No reviewees yet.'),
  count: (total) => counted(total, 'reviewee'),
});

/** The registrar's reviewee search, by name or e-mail, a page at a time from the server. */
export function RevieweesPage() {
  return <ResourceList title="Reviewees" list={reviewees} />;
}
