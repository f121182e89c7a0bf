import { api } from '@review-center/api-client';
import { Badge, Link } from '@review-center/design-system';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { STATE_BADGE, STATE_LABEL } from './announcement-states.ts';

type State = (typeof api.ANNOUNCEMENT_STATES)[number];

const announcements = defineList({
  call: 'listStaffAnnouncements',
  noun: 'announcements',
  label: 'Announcements',
  pagesLabel: 'Announcement pages',
  filters: [
    {
      key: 'state',
      label: 'Show',
      options: api.ANNOUNCEMENT_STATES.map((state) => ({ id: state, name: STATE_LABEL[state] })),
    },
  ],
  columns: [
    { name: 'Title', cell: (row) => <Link href={`/announcements/${row._id}`}>{row.title}</Link> },
    { name: 'State', cell: (row) => <Badge variant={STATE_BADGE[row.state]}>{STATE_LABEL[row.state]}</Badge> },
    { name: 'Publish date', cell: (row) => <time dateTime={row.date}>{formatWhen(row.date)}</time> },
    { name: 'Last changed', cell: (row) => <time dateTime={row.updatedAt}>{formatWhen(row.updatedAt)}</time> },
  ],
  empty: ({ state }) =>
    state ? `No ${STATE_LABEL[state as State].toLowerCase()} announcements.` : 'No announcements yet.',
});

/**
 * The content editor's announcements (decision 0048): drafts, scheduled ones (published with a
 * date to come, hidden from the site until then) and published ones, newest date first.
 */
export function AnnouncementsPage() {
  return (
    <ResourceList title="Announcements" create={['/announcements/new', 'New announcement']} list={announcements} />
  );
}
