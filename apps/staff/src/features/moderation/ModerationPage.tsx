import { api } from '@review-center/api-client';
import { Badge, Button, Spinner, toastQueue } from '@review-center/design-system';
import { roleAllows } from '@review-center/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { apiClient } from '../../app/api-client.ts';
import { formatWhen } from '../../app/dates.ts';
import { Pager } from '../../app/Pager.tsx';
import { problemOf } from '../../app/problem.ts';
import { useStaffUser } from '../../app/staff-user.ts';
import { ConfirmButton } from '../../app/ConfirmButton.tsx';

const PAGE_SIZE = 20;
/** Who moderates reviewees' posts (decision 0038): the content editor and support, and the administrator. */
const MODERATORS = ['content-editor', 'support'] as const;

const moderationKeys = {
  all: ['moderation'] as const,
  list: (page: number) => [...moderationKeys.all, 'list', page] as const,
};

const notify = (title: string, ok = true) => toastQueue.add({ title, variant: ok ? 'success' : 'error' });

const Posts = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: var(--ds-space-4);

  article {
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
    padding: var(--ds-space-3) var(--ds-space-4);
  }

  ol {
    list-style: none;
    padding-inline-start: var(--ds-space-4);
    display: grid;
    gap: var(--ds-space-2);
  }

  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * Reviewees' discussions for moderation (decision 0038): every thread with its replies, newest
 * activity first, hidden ones marked; Hide takes a thread or one reply away from reviewees and
 * writes one audit entry.
 */
export function ModerationPage() {
  const me = useStaffUser();
  if (!roleAllows(me.role, MODERATORS)) {
    return (
      <>
        <h1>Discussions</h1>
        <p role="alert">Only the content editor, support and the administrator moderate discussions.</p>
      </>
    );
  }
  return <Moderation />;
}

function Moderation() {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: moderationKeys.list(page),
    queryFn: ({ signal }) => apiClient.call(api.listModerationThreads, { query: { page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const done = (title: string) => {
    notify(title);
    return queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  };
  const hideThread = useMutation({
    mutationFn: (id: string) => apiClient.call(api.hideDiscussion, { params: { id } }),
    onSuccess: (thread) => done(`“${thread.title}” is hidden from reviewees`),
    onError: (error) => notify(problemOf(error), false),
  });
  const hideReply = useMutation({
    mutationFn: (ids: { id: string; opinionId: string }) => apiClient.call(api.hideOpinion, { params: ids }),
    onSuccess: () => done('The reply is hidden from reviewees'),
    onError: (error) => notify(problemOf(error), false),
  });
  const busy = hideThread.isPending || hideReply.isPending;

  return (
    <>
      <h1>Discussions</h1>
      {list.isPending ? (
        <Spinner label="Loading discussions" />
      ) : list.isError ? (
        <>
          <p role="alert">The discussions could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">No reviewee has started a discussion yet.</p>
      ) : (
        <>
          <p role="status">
            {list.data.totalDocs} {list.data.totalDocs === 1 ? 'discussion' : 'discussions'}, newest activity first
          </p>
          <Posts>
            {list.data.docs.map((thread) => (
              <li key={thread._id}>
                <article aria-labelledby={`thread-${thread._id}`}>
                  <h2 id={`thread-${thread._id}`}>{thread.title}</h2>
                  <small>
                    {thread.offeringTitle} · {thread.author.name} ({thread.author.email}) ·{' '}
                    <time dateTime={thread.createdDate}>{formatWhen(thread.createdDate)}</time>
                  </small>
                  <p>{thread.content}</p>
                  {thread.hidden ? (
                    <Badge variant="danger">Hidden from reviewees</Badge>
                  ) : (
                    <ConfirmButton
                      isDisabled={busy}
                      aria-label={`Hide discussion “${thread.title}”`}
                      title={`Hide the discussion “${thread.title}”?`}
                      confirmLabel="Hide discussion"
                      consequence="Reviewees no longer see it or its replies."
                      onConfirm={() => hideThread.mutate(thread._id)}
                    >
                      Hide discussion
                    </ConfirmButton>
                  )}
                  {thread.opinions.length > 0 ? (
                    <ol aria-label={`Replies to “${thread.title}”`}>
                      {thread.opinions.map((reply) => (
                        <li key={reply._id}>
                          <small>
                            {reply.author.name} ({reply.author.email}) ·{' '}
                            <time dateTime={reply.createdDate}>{formatWhen(reply.createdDate)}</time>
                          </small>
                          <p>{reply.content}</p>
                          {reply.hidden ? (
                            <Badge variant="danger">Hidden from reviewees</Badge>
                          ) : (
                            <ConfirmButton
                              isDisabled={busy}
                              aria-label={`Hide reply by ${reply.author.name} on “${thread.title}”`}
                              title={`Hide the reply by ${reply.author.name}?`}
                              confirmLabel="Hide reply"
                              consequence="Reviewees no longer see it."
                              onConfirm={() => hideReply.mutate({ id: thread._id, opinionId: reply._id })}
                            >
                              Hide reply
                            </ConfirmButton>
                          )}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </article>
              </li>
            ))}
          </Posts>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.totalDocs}
            onChange={setPage}
            label="Discussion pages"
          />
        </>
      )}
    </>
  );
}
