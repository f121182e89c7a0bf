import { api } from '@review-center/api-client';
import { Badge, Button, Link, Select, SelectItem, Spinner } from '@review-center/design-system';
import { Pager } from '../../app/Pager.tsx';
import { formatWhen } from '../../app/dates.ts';
import { problemOf } from '../../app/problem.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { Table } from '../../app/Table.tsx';
import { useUrlFilters } from '../../app/url-state.ts';
import { STATE_BADGE, STATE_LABEL } from './announcement-states.ts';

const PAGE_SIZE = 25;
type State = (typeof api.ANNOUNCEMENT_STATES)[number];

const stateItems = [
  { id: 'all', name: 'All' },
  ...api.ANNOUNCEMENT_STATES.map((state) => ({ id: state, name: STATE_LABEL[state] })),
];

/**
 * The content editor's announcements (decision 0048): drafts, scheduled ones (published with a
 * date to come, hidden from the site until then) and published ones, newest date first.
 */
export function AnnouncementsPage() {
  const filters = useUrlFilters(['state'] as const);
  const state = (api.ANNOUNCEMENT_STATES as readonly string[]).includes(filters.values.state)
    ? (filters.values.state as State)
    : undefined;
  const list = useStaffQuery('listStaffAnnouncements', {
    query: { page: filters.page, limit: PAGE_SIZE, ...(state ? { state } : {}) },
  });

  return (
    <>
      <h1>Announcements</h1>
      <p>
        <Link href="/announcements/new">New announcement</Link>
      </p>
      <Select
        label="Show"
        items={stateItems}
        selectedKey={state ?? 'all'}
        onSelectionChange={(key) => filters.set({ state: key === 'all' ? '' : String(key) })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {list.isPending ? (
        <Spinner label="Loading the announcements" />
      ) : list.isError ? (
        <>
          <p role="alert">The announcements could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">{state ? `No ${STATE_LABEL[state].toLowerCase()} announcements.` : 'No announcements yet.'}</p>
      ) : (
        <>
          <Table aria-label="Announcements">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">State</th>
                <th scope="col">Publish date</th>
                <th scope="col">Last changed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.docs.map((announcement) => (
                <tr key={announcement._id}>
                  <td>
                    <Link href={`/announcements/${announcement._id}`}>{announcement.title}</Link>
                  </td>
                  <td>
                    <Badge variant={STATE_BADGE[announcement.state]}>{STATE_LABEL[announcement.state]}</Badge>
                  </td>
                  <td>
                    <time dateTime={announcement.date}>{formatWhen(announcement.date)}</time>
                  </td>
                  <td>
                    <time dateTime={announcement.updatedAt}>{formatWhen(announcement.updatedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager
            page={filters.page}
            pageSize={PAGE_SIZE}
            total={list.data.totalDocs}
            onChange={(page) => filters.set({ page: String(page) })}
            label="Announcement pages"
          />
        </>
      )}
    </>
  );
}
