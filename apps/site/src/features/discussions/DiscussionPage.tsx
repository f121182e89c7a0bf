import {
  useCreateOpinion,
  useDiscussion,
  useUpdateDiscussion,
  useUpdateOpinion,
} from '@review-center/api-client/react';
import { Button, Link, Spinner } from '@review-center/design-system';
import type { DiscussionThread, PostAuthor, ThreadOpinion } from '@review-center/domain';
import { useState } from 'react';
import { formatDate } from '../../app/format-date.ts';
import { notifySuccess } from '../../app/notify.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { paths } from '../../app/paths.ts';
import { SignedIn } from '../../app/SignedIn.tsx';
import { Byline, FormSection, PostList, PostText } from './DiscussionsPage.styles.ts';
import { discussionFailure } from './failure.ts';
import { PostForm } from './PostForm.tsx';

/** One thread with its replies, oldest first; the author edits their own posts (decision 0038). */
export function DiscussionPage({ offeringId, discussionId }: { offeringId: string; discussionId: string }) {
  return (
    <PageMain>
      <SignedIn loadingLabel="Loading the discussion">
        {(user) => <Thread userId={user._id} discussionId={discussionId} />}
      </SignedIn>
      <Link href={paths.discussions(offeringId)}>Back to the discussions</Link>
    </PageMain>
  );
}

const byline = (verb: string, author: PostAuthor, created: string, updated?: string | null) =>
  `${verb} by ${author.name}${author.staff ? ' (staff)' : ''} on ${formatDate(created)}${updated ? ` · edited ${formatDate(updated)}` : ''}`;

function Thread({ userId, discussionId }: { userId: string; discussionId: string }) {
  const thread = useDiscussion(userId, discussionId);
  const reply = useCreateOpinion();
  if (thread.isPending) return <Spinner label="Loading the discussion" />;
  if (thread.isError) {
    return (
      <>
        <h1>Discussion</h1>
        <p role="alert">{discussionFailure(thread.error)}</p>
      </>
    );
  }
  const discussion = thread.data;
  const count = discussion.opinions.length;
  return (
    <>
      <ThreadPost discussion={discussion} userId={userId} />
      <section aria-labelledby="replies">
        <h2 id="replies">{count === 1 ? '1 reply' : `${count} replies`}</h2>
        {count === 0 ? <p>No replies yet.</p> : null}
        <PostList>
          {discussion.opinions.map((opinion) => (
            <Reply key={opinion._id} opinion={opinion} userId={userId} />
          ))}
        </PostList>
      </section>
      <FormSection aria-labelledby="write-reply">
        <h2 id="write-reply">Reply</h2>
        <PostForm
          label="Reply to this discussion"
          withTitle={false}
          submitLabel="Post reply"
          clearOnSuccess
          onSubmit={async ({ content }) => {
            await reply.mutateAsync({ params: { id: userId, discussionId }, body: { content } });
            notifySuccess('Reply posted');
          }}
        />
      </FormSection>
    </>
  );
}

function ThreadPost({ discussion, userId }: { discussion: DiscussionThread; userId: string }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateDiscussion();
  const own = discussion.user === userId;
  return (
    <article aria-labelledby="discussion-title">
      <h1 id="discussion-title">{discussion.title}</h1>
      <Byline>
        {byline('Started', discussion.author, discussion.createdDate, discussion.updatedDate)} ·{' '}
        {discussion.offeringTitle}
      </Byline>
      {editing ? (
        <FormSection aria-label="Edit your discussion">
          <PostForm
            label="Edit your discussion"
            withTitle
            initial={{ title: discussion.title, content: discussion.content }}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onSubmit={async ({ title, content }) => {
              await update.mutateAsync({
                params: { id: userId, discussionId: discussion._id },
                body: { title, content },
              });
              setEditing(false);
              notifySuccess('Discussion saved');
            }}
          />
        </FormSection>
      ) : (
        <>
          <PostText>{discussion.content}</PostText>
          {own ? (
            <Button variant="secondary" onPress={() => setEditing(true)}>
              Edit discussion
            </Button>
          ) : null}
        </>
      )}
    </article>
  );
}

function Reply({ opinion, userId }: { opinion: ThreadOpinion; userId: string }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateOpinion();
  const own = opinion.user === userId;
  return (
    <li>
      <article aria-label={`Reply by ${opinion.author.name}`}>
        <Byline>{byline('Reply', opinion.author, opinion.createdDate, opinion.updatedDate)}</Byline>
        {editing ? (
          <PostForm
            label="Edit your reply"
            withTitle={false}
            initial={{ content: opinion.content }}
            submitLabel="Save reply"
            onCancel={() => setEditing(false)}
            onSubmit={async ({ content }) => {
              await update.mutateAsync({
                params: { id: userId, discussionId: opinion.discussion, opinionId: opinion._id },
                body: { content },
              });
              setEditing(false);
              notifySuccess('Reply saved');
            }}
          />
        ) : (
          <>
            <PostText>{opinion.content}</PostText>
            {own ? (
              <Button variant="secondary" onPress={() => setEditing(true)}>
                Edit reply
              </Button>
            ) : null}
          </>
        )}
      </article>
    </li>
  );
}
