import { Badge, Button, Link, Select, SelectItem, Spinner } from '@review-center/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../app/Pager.tsx';
import { Table } from '../../app/Table.tsx';
import { PAGE_SIZE, STATUS_BADGE, ticketQueries, type TicketStatus } from './queries.ts';
import { problemOf } from '../../app/problem.ts';
import { formatWhen } from '../../app/dates.ts';

const FILTERS = [
  { id: 'all', name: 'All' },
  { id: 'new', name: 'New' },
  { id: 'answered', name: 'Answered' },
  { id: 'closed', name: 'Closed' },
];

/** The support inbox: the tickets the site collects, newest first, by status. */
export function TicketsPage() {
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...ticketQueries.list(status, page), placeholderData: keepPreviousData });

  return (
    <>
      <h1>Support inbox</h1>
      <Select
        label="Status"
        items={FILTERS}
        selectedKey={status}
        onSelectionChange={(key) => {
          setStatus(key as TicketStatus | 'all');
          setPage(1);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {list.isPending ? (
        <Spinner label="Loading the tickets" />
      ) : list.isError ? (
        <>
          <p role="alert">The tickets could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">{status === 'all' ? 'No tickets yet.' : `No ${status} tickets.`}</p>
      ) : (
        <>
          <Table aria-label="Support tickets">
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Attachments</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {list.data.docs.map((ticket) => (
                <tr key={ticket._id}>
                  <td>
                    <Link href={`/support/${ticket._id}`}>{ticket.name}</Link> ({ticket.email})
                  </td>
                  <td>{ticket.category}</td>
                  <td>
                    <Badge variant={STATUS_BADGE[ticket.status]}>{ticket.status}</Badge>
                  </td>
                  <td>{ticket.attachmentCount}</td>
                  <td>{formatWhen(ticket.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalDocs} onChange={setPage} label="Ticket pages" />
        </>
      )}
    </>
  );
}
