import { useCreateDiscussion, useDiscussions, useSubscriptions } from '@review-center/api-client/react';
import { Link, Spinner } from '@review-center/design-system';
import type { DiscussionSummary } from '@review-center/domain';
import { formatDate } from '../../app/format-date.ts';
import { notifySuccess } from '../../app/notify.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { paths } from '../../app/paths.ts';
import { SignedIn } from '../../app/SignedIn.tsx';
import { Byline, FormSection, PostList } from './DiscussionsPage.styles.ts';
import { discussionFailure } from './failure.ts';
import { PostForm } from './PostForm.tsx';

/** An offering's discussions (decision 0038): its threads, newest activity first, and a new one. */
export function DiscussionsPage({ offeringId }: { offeringId: string }) {
  return (
    <PageMain title="Discussions">
      <SignedIn loadingLabel="Loading discussions">
        {(user) => <OfferingThreads userId={user._id} offeringId={offeringId} />}
      </SignedIn>
      <Link href={paths.accountTab('enrollments')}>Back to my account</Link>
    </PageMain>
  );
}

function OfferingThreads({ userId, offeringId }: { userId: string; offeringId: string }) {
  const threads = useDiscussions(userId, offeringId);
  const subscriptions = useSubscriptions(userId);
  const create = useCreateDiscussion();
  const offering = subscriptions.data?.docs
    .map((s) => s.offering)
    .find((o) => (typeof o === 'string' ? o : o._id) === offeringId);
  const offeringTitle = offering && typeof offering !== 'string' ? offering.title : undefined;

  if (threads.isPending) return <Spinner label="Loading discussions" />;
  if (threads.isError) return <p role="alert">{discussionFailure(threads.error)}</p>;
  return (
    <>
      {offeringTitle ? <p>Questions and answers among the reviewees of {offeringTitle}.</p> : null}
      <FormSection aria-labelledby="start-discussion">
        <h2 id="start-discussion">Start a discussion</h2>
        <PostForm
          label="Start a discussion"
          withTitle
          submitLabel="Post discussion"
          clearOnSuccess
          onSubmit={async ({ title = '', content }) => {
            await create.mutateAsync({ params: { id: userId }, body: { offering: offeringId, title, content } });
            notifySuccess('Discussion posted');
          }}
        />
      </FormSection>
      <section aria-labelledby="threads">
        <h2 id="threads">Discussions, newest activity first</h2>
        {threads.data.docs.length === 0 ? (
          <p>No discussions yet: start the first one above.</p>
        ) : (
          <PostList>
            {threads.data.docs.map((thread) => (
              <ThreadRow key={thread._id} thread={thread} offeringId={offeringId} />
            ))}
          </PostList>
        )}
      </section>
    </>
  );
}

function ThreadRow({ thread, offeringId }: { thread: DiscussionSummary; offeringId: string }) {
  const replies = thread.opinionCount === 1 ? '1 reply' : `${thread.opinionCount} replies`;
  return (
    <li>
      <h3>
        <Link href={paths.discussion(offeringId, thread._id)}>{thread.title}</Link>
      </h3>
      <Byline>{`Started by ${thread.author.name}${thread.author.staff ? ' (staff)' : ''} · ${replies} · last activity ${formatDate(thread.lastActivity)}`}</Byline>
    </li>
  );
}
