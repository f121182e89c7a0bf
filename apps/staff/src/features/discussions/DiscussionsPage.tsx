import { Badge } from '@review-center/design-system';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { ActionButton } from '../../app/ActionButton.tsx';
import { counted } from '../../app/counted.ts';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';

/** A post as written: its line breaks kept, a long link wrapped; replies one under the other. */
const Post = styled.div`
  display: grid;
  gap: var(--ds-space-2);
  min-inline-size: 14rem;

  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  ol {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: var(--ds-space-3);
  }
  li {
    display: grid;
    gap: var(--ds-space-1);
    justify-items: start;
  }
`;

/**
 * A post's Hide, once confirmed (`what` names it in the question: "the reply by Ana"), or the
 * badge of a hidden one.
 */
function Hide({
  post,
  what,
  consequence,
  ...action
}: Pick<
  ComponentProps<typeof ActionButton<'hideDiscussion' | 'hideOpinion'>>,
  'call' | 'input' | 'done' | 'aria-label'
> & {
  post: { hidden: boolean };
  what: string;
  consequence: string;
}) {
  if (post.hidden) return <Badge variant="danger">Hidden from reviewees</Badge>;
  const label = action.call === 'hideDiscussion' ? 'Hide discussion' : 'Hide reply';
  return (
    <ActionButton size="sm" {...action} confirm={{ title: `Hide ${what}?`, confirmLabel: label, consequence }}>
      {label}
    </ActionButton>
  );
}

/**
 * Reviewees' discussions for moderation (decision 0038): every thread with its replies, newest
 * activity first, hidden ones marked; Hide takes a thread or one reply away from reviewees and
 * writes one audit entry. The console's guard lets only those who moderate open it (decision 0060).
 */
export function DiscussionsPage() {
  const threads = defineList({
    call: 'listModerationThreads',
    noun: 'discussions',
    label: 'Discussions',
    pagesLabel: 'Discussion pages',
    pageSize: 20,
    columns: [
      {
        name: 'Discussion',
        cell: (thread) => (
          <Post>
            <strong>{thread.title}</strong>
            <small>
              {thread.offeringTitle} · {thread.author.name} ({thread.author.email}) ·{' '}
              <time dateTime={thread.createdDate}>{formatWhen(thread.createdDate)}</time>
            </small>
            <p>{thread.content}</p>
            <Hide
              post={thread}
              call="hideDiscussion"
              input={{ params: { id: thread._id } }}
              done={(done) => `“${done.title}” is hidden from reviewees`}
              aria-label={`Hide discussion “${thread.title}”`}
              what={`the discussion “${thread.title}”`}
              consequence="Reviewees no longer see it or its replies."
            />
          </Post>
        ),
      },
      {
        name: 'Replies',
        cell: (thread) =>
          thread.opinions.length === 0 ? (
            'None yet'
          ) : (
            <Post>
              <ol aria-label={`Replies to “${thread.title}”`}>
                {thread.opinions.map((reply) => (
                  <li key={reply._id}>
                    <small>
                      {reply.author.name} ({reply.author.email}) ·{' '}
                      <time dateTime={reply.createdDate}>{formatWhen(reply.createdDate)}</time>
                    </small>
                    <p>{reply.content}</p>
                    <Hide
                      post={reply}
                      call="hideOpinion"
                      input={{ params: { id: thread._id, opinionId: reply._id } }}
                      done={() => 'The reply is hidden from reviewees'}
                      aria-label={`Hide reply by ${reply.author.name} on “${thread.title}”`}
                      what={`the reply by ${reply.author.name}`}
                      consequence="Reviewees no longer see it."
                    />
                  </li>
                ))}
              </ol>
            </Post>
          ),
      },
    ],
    empty: () => 'No reviewee has started a discussion yet.',
    count: (total) => `${counted(total, 'discussion')}, newest activity first`,
  });

  return <ResourceList title="Discussions" list={threads} />;
}
