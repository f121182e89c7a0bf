import { api } from '@review-center/api-client';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../app/api-client.ts';

export const PAGE_SIZE = 25;
export type TicketStatus = (typeof api.TICKET_STATUSES)[number];

/** Query keys and options of the support inbox (one factory: mutations invalidate through it). */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: (status: TicketStatus | 'all', page: number) => [...ticketKeys.all, 'list', status, page] as const,
  detail: (id: string) => [...ticketKeys.all, 'detail', id] as const,
};

export const ticketQueries = {
  list: (status: TicketStatus | 'all', page: number) =>
    queryOptions({
      queryKey: ticketKeys.list(status, page),
      queryFn: ({ signal }) =>
        apiClient.call(api.listTickets, {
          query: { page, limit: PAGE_SIZE, ...(status === 'all' ? {} : { status }) },
          signal,
        }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ticketKeys.detail(id),
      queryFn: ({ signal }) => apiClient.call(api.getTicket, { params: { id }, signal }),
    }),
};

export const STATUS_BADGE = { new: 'warning', answered: 'success', closed: 'neutral' } as const;
