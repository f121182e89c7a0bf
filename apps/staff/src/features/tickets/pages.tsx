import { api } from '@review-center/api-client';
import { Badge, Link, TextArea } from '@review-center/design-system';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import type { Ticket } from '@review-center/api-client/contract';
import styled from 'styled-components';
import { AuthorizedFile } from '../../app/AuthorizedFile.tsx';
import { History } from '../../app/History.tsx';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { requiredText } from '../../app/ReasonDialog.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { ActionButton } from '../../app/ActionButton.tsx';

/** A ticket's status as a badge: new ones wait for an answer. */
const STATUS_BADGE = { new: 'warning', answered: 'success', closed: 'neutral' } as const;

const tickets = defineList({
  call: 'listTickets',
  noun: 'tickets',
  label: 'Support tickets',
  pagesLabel: 'Ticket pages',
  filters: [
    { key: 'status', label: 'Status', values: api.TICKET_STATUSES, nameOf: (s) => s[0]!.toUpperCase() + s.slice(1) },
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

const Message = styled.blockquote`
  white-space: pre-wrap;
  margin: 0;
  padding: var(--ds-space-3);
  background: var(--ds-color-surface);
  border-inline-start: 4px solid var(--ds-color-border);
`;

const Form = styled.form`
  display: grid;
  gap: var(--ds-space-3);
  max-inline-size: 40rem;
  justify-items: start;
`;

/** One ticket: the message, its attachments, the replies; reply by e-mail, close or reopen. */
export const TicketPage = showPage(
  { call: 'getTicket', noun: 'ticket', back: ['/support', 'Back to the inbox'] },
  (t, id) => <TicketView id={id} t={t} />,
);

/** The ticket once it has loaded, with its reply form and its close or reopen button. */
function TicketView({ id, t }: { id: string; t: Ticket }) {
  const send = useStaffAction('replyToTicket');
  const reply = useRecordForm({
    initial: { message: '' },
    parse: requiredText('message', 'Write the reply.'),
    save: (message) => send.mutateAsync({ params: { id }, body: { message } }),
    saved: (updated) => `Reply e-mailed to ${updated.email}`,
    failure: 'The reply was not sent',
    startAgain: true,
  });
  return (
    <>
      <p>
        <Link href="/support">Support inbox</Link>
      </p>
      <h1>
        {t.category} — {t.firstName} {t.lastName}
      </h1>
      <p>
        <Badge variant={STATUS_BADGE[t.status]}>{t.status}</Badge> From {t.email}
        {t.mobile ? `, ${t.mobile}` : ''}, received {formatWhen(t.createdAt)}
      </p>
      <Message>{t.content}</Message>
      {t.attachments.length > 0 && (
        <>
          <h2>Attachments</h2>
          {t.attachments.map((file, index) => (
            <AuthorizedFile key={file.id} file={file} label={`Attachment ${index + 1}`} />
          ))}
        </>
      )}
      <h2>Replies</h2>
      {t.replies.length === 0 ? (
        <p>No reply yet.</p>
      ) : (
        <ol>
          {t.replies.map((r) => (
            <li key={`${r.createdAt}-${r.author}`}>
              <p>
                {r.author}, {formatWhen(r.createdAt)}
              </p>
              <Message>{r.message}</Message>
            </li>
          ))}
        </ol>
      )}
      {t.status !== 'closed' && (
        <Form {...reply.props} aria-labelledby="reply-heading">
          <h2 id="reply-heading">Reply by e-mail</h2>
          {reply.header}
          <TextArea
            label="Reply"
            description={`Sent to ${t.email} and kept on the ticket`}
            isRequired
            {...reply.text('message')}
          />
          {reply.saveButton('Send reply')}
        </Form>
      )}
      <p>
        <ActionButton
          call={t.status === 'closed' ? 'reopenTicket' : 'closeTicket'}
          input={{ params: { id } }}
          done={(updated) => (updated.status === 'closed' ? 'Ticket closed' : 'Ticket reopened')}
        >
          {t.status === 'closed' ? 'Reopen ticket' : 'Close ticket'}
        </ActionButton>
      </p>
      <History entries={t.history} />
    </>
  );
}
