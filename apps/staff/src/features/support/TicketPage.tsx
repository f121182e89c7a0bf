import { useErrorSummary } from '@review-center/forms';
import type { Ticket } from '@review-center/api-client/contract';
import { Badge, Button, Link, TextArea, toastQueue } from '@review-center/design-system';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AuthorizedFile } from '../../app/AuthorizedFile.tsx';
import { History } from '../../app/History.tsx';
import { ResourceShow } from '../../app/resource/ResourceShow.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { STATUS_BADGE } from './status.ts';
import { problemOf } from '../../app/problem.ts';
import { formatWhen } from '../../app/dates.ts';

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
export function TicketPage() {
  return (
    <ResourceShow call="getTicket" title="Ticket" noun="ticket" back={['/support', 'Back to the inbox']}>
      {(t, id) => <TicketView id={id} t={t} />}
    </ResourceShow>
  );
}

/** The ticket once it has loaded, with its reply form and its close or reopen button. */
function TicketView({ id, t }: { id: string; t: Ticket }) {
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const errors = useErrorSummary(form);
  const done = (title: string) => toastQueue.add({ title, variant: 'success' });
  const failed = (error: Error) => toastQueue.add({ title: problemOf(error), variant: 'error' });
  const send = useStaffAction('replyToTicket');
  const toggle = useStaffAction(t.status === 'closed' ? 'reopenTicket' : 'closeTicket');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) {
      setReplyError('Write the reply.');
      errors.refuse();
      return;
    }
    errors.clear();
    send.mutate(
      { params: { id }, body: { message: reply.trim() } },
      {
        onSuccess: (updated) => {
          setReply('');
          done(`Reply e-mailed to ${updated.email}`);
        },
        onError: failed,
      },
    );
  };
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
        <Form ref={form} onSubmit={submit} noValidate aria-labelledby="reply-heading">
          <h2 id="reply-heading">Reply by e-mail</h2>
          {errors.summary}
          <TextArea
            label="Reply"
            description={`Sent to ${t.email} and kept on the ticket`}
            isRequired
            value={reply}
            onChange={(value) => {
              setReply(value);
              setReplyError(undefined);
            }}
            errorMessage={replyError}
          />
          <Button type="submit" isDisabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </Form>
      )}
      <p>
        <Button
          variant="secondary"
          isDisabled={toggle.isPending}
          onPress={() =>
            toggle.mutate(
              { params: { id } },
              {
                onSuccess: (updated) => done(updated.status === 'closed' ? 'Ticket closed' : 'Ticket reopened'),
                onError: failed,
              },
            )
          }
        >
          {t.status === 'closed' ? 'Reopen ticket' : 'Close ticket'}
        </Button>
      </p>
      <History entries={t.history} />
    </>
  );
}
