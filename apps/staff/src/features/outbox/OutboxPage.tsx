import { api } from '@review-center/api-client';
import { Badge, Button, Select, SelectItem, Spinner, toastQueue } from '@review-center/design-system';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../../app/api-client.ts';
import { formatWhen } from '../../app/dates.ts';
import { Pager } from '../../app/Pager.tsx';
import { problemOf } from '../../app/problem.ts';
import { Table } from '../../app/Table.tsx';

const PAGE_SIZE = 50;

type Status = api.OutboxMessage['status'];
type StatusFilter = Status | 'any';

const outboxKeys = {
  all: ['outbox'] as const,
  list: (status: StatusFilter, page: number) => [...outboxKeys.all, 'list', status, page] as const,
};

const statusItems: { id: StatusFilter; name: string }[] = [
  { id: 'any', name: 'Any status' },
  ...api.OUTBOX_STATUSES.map((status) => ({ id: status, name: status })),
];

const BADGE = { pending: 'warning', sent: 'success', failed: 'danger' } as const satisfies Record<Status, string>;

const notify = (title: string, ok = true) => toastQueue.add({ title, variant: ok ? 'success' : 'error' });

/**
 * The administrator's e-mail outbox (decision 0031): what the server sent, is still trying to
 * send, or gave up on after its retries, newest first; a failed message can be sent again.
 */
export function OutboxPage() {
  // The console's guard refuses every other role before this renders (decision 0060).
  return <Outbox />;
}

function Outbox() {
  const [status, setStatus] = useState<StatusFilter>('any');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: outboxKeys.list(status, page),
    queryFn: ({ signal }) =>
      apiClient.call(api.listOutbox, {
        query: { page, limit: PAGE_SIZE, ...(status !== 'any' ? { status } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: string) => apiClient.call(api.retryOutboxMessage, { params: { id } }),
    onSuccess: (message) => {
      notify(`The message to ${message.to} will be sent again`);
      return queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
    onError: (error) => notify(problemOf(error), false),
  });

  return (
    <>
      <h1>E-mail outbox</h1>
      <Select
        label="Status"
        items={statusItems}
        selectedKey={status}
        onSelectionChange={(key) => {
          setStatus(key as StatusFilter);
          setPage(1);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {list.isPending ? (
        <Spinner label="Loading the outbox" />
      ) : list.isError ? (
        <>
          <p role="alert">The outbox could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">{status === 'any' ? 'No e-mail has been written yet.' : `No ${status} message.`}</p>
      ) : (
        <>
          <p role="status">
            {list.data.totalDocs} {list.data.totalDocs === 1 ? 'message' : 'messages'}, newest first
          </p>
          <Table aria-label="E-mail outbox">
            <thead>
              <tr>
                <th scope="col">Written</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Tries</th>
                <th scope="col">Last error</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.data.docs.map((message) => (
                <tr key={message._id}>
                  <td>
                    <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
                  </td>
                  <td>{message.to}</td>
                  <td>{message.subject}</td>
                  <td>
                    <Badge variant={BADGE[message.status]}>{message.status}</Badge>
                  </td>
                  <td>{message.attempts}</td>
                  <td>{message.lastError ?? '—'}</td>
                  <td>
                    {message.status === 'failed' ? (
                      <Button
                        variant="secondary"
                        isDisabled={retry.isPending}
                        onPress={() => retry.mutate(message._id)}
                        aria-label={`Send again to ${message.to}`}
                      >
                        Send again
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalDocs} onChange={setPage} label="Outbox pages" />
        </>
      )}
    </>
  );
}
