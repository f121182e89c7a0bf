import { api } from '@review-center/api-client';
import { Badge, Link } from '@review-center/design-system';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { STATUS_BADGE } from './status.ts';

const tickets = defineList({
  call: 'listTickets',
  noun: 'tickets',
  label: 'Support tickets',
  pagesLabel: 'Ticket pages',
  filters: [
    {
      key: 'status',
      label: 'Status',
      options: api.TICKET_STATUSES.map((status) => ({ id: status, name: status[0]!.toUpperCase() + status.slice(1) })),
    },
  ],
  columns: [
    {
      name: 'From',
      cell: (ticket) => (
        <>
          <Link href={`/support/${ticket._id}`}>{ticket.name}</Link> ({ticket.email})
        </>
      ),
    },
    { name: 'Category', cell: (ticket) => ticket.category },
    { name: 'Status', cell: (ticket) => <Badge variant={STATUS_BADGE[ticket.status]}>{ticket.status}</Badge> },
    { name: 'Attachments', cell: (ticket) => ticket.attachmentCount },
    { name: 'Received', cell: (ticket) => formatWhen(ticket.createdAt) },
  ],
  empty: ({ status }) => (status ? `No ${status} tickets.` : 'No tickets yet.'),
});

/** The support inbox: the tickets the site collects, newest first, by status. */
export function TicketsPage() {
  return <ResourceList title="Support inbox" list={tickets} />;
}
