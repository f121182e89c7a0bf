import { api } from '@review-center/api-client';
import { Badge } from '@review-center/design-system';
import { ActionButton } from '../../app/ActionButton.tsx';
import { counted } from '../../app/counted.ts';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';

const BADGE = { pending: 'warning', sent: 'success', failed: 'danger' } as const;

const outbox = defineList({
  call: 'listOutbox',
  noun: 'outbox',
  label: 'E-mail outbox',
  pagesLabel: 'Outbox pages',
  pageSize: 50,
  filters: [{ key: 'status', label: 'Status', allLabel: 'Any status', values: api.OUTBOX_STATUSES }],
  columns: [
    { name: 'Written', cell: (message) => <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time> },
    { name: 'To', cell: (message) => message.to },
    { name: 'Subject', cell: (message) => message.subject },
    { name: 'Status', cell: (message) => <Badge variant={BADGE[message.status]}>{message.status}</Badge> },
    { name: 'Tries', cell: (message) => message.attempts },
    { name: 'Last error', cell: (message) => message.lastError ?? '—' },
    {
      name: 'Action',
      // A failed message's "Send again": the server tries it once more.
      cell: (message) =>
        message.status === 'failed' ? (
          <ActionButton
            call="retryOutboxMessage"
            input={{ params: { id: message._id } }}
            done={(sent) => `The message to ${sent.to} will be sent again`}
            aria-label={`Send again to ${message.to}`}
          >
            Send again
          </ActionButton>
        ) : null,
    },
  ],
  empty: ({ status }) => (status ? `No ${status} message.` : 'No e-mail has been written yet.'),
  count: (total) => `${counted(total, 'message')}, newest first`,
});

/**
 * The administrator's e-mail outbox (decision 0031): what the server sent, is still trying to
 * send, or gave up on after its retries, newest first; a failed message can be sent again.
 * The console's guard refuses every other role before this renders (decision 0060).
 */
export function OutboxPage() {
  return <ResourceList title="E-mail outbox" list={outbox} />;
}
