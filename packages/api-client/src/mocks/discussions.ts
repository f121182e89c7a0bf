import type { Discussion, Opinion, PostAuthor } from '@review-center/domain';
import type { MockState } from './state.ts';
import { byDateDesc, fail, nextId, page, type Resolvers } from './resolver.ts';

/** Applies an edit to the post with this id, stamped with the time; 404 when there is none. */
function edit<T extends { _id: string; user: string }>(
  posts: T[],
  id: string,
  userId: string,
  changes: object,
  now: Date,
  notFound: string,
) {
  const post = posts.find((p) => p._id === id);
  if (!post) return fail(404, notFound);
  if (post.user !== userId) return fail(403, 'Only its author can edit this post');
  return Object.assign(post, changes, { updatedDate: now.toISOString() });
}

const subscribedOfferings = (state: MockState) =>
  new Set(state.subscriptions.map((s) => (typeof s.offering === 'string' ? s.offering : s.offering._id)));

/** Like the API (decision 0038): a reviewee reads and posts only in an offering they subscribe to. */
const mayUse = (state: MockState, offering: string) => subscribedOfferings(state).has(offering);
const notActive = () =>
  fail(403, 'Only reviewees whose enrollment in this offering is Active can read and post in its discussions');

function authorOf(state: MockState, id: string): PostAuthor {
  const user = state.users.find((u) => u._id === id) ?? (state.me?._id === id ? state.me : undefined);
  const last = user?.lastName?.trim();
  return {
    _id: id,
    name: user ? [user.firstName, last ? `${last[0]}.` : ''].filter(Boolean).join(' ') : 'A reviewee',
    staff: false,
  };
}

const visible = (state: MockState, id: string) =>
  state.discussions.find((d) => d._id === id && !state.hiddenPosts.includes(d._id));
const repliesOf = (state: MockState, discussion: Discussion): Opinion[] =>
  state.opinions.filter((o) => o.discussion === discussion._id && !state.hiddenPosts.includes(o._id));
const lastActivity = (state: MockState, discussion: Discussion) =>
  [discussion.createdDate, ...repliesOf(state, discussion).map((o) => o.createdDate)].sort().at(-1)!;

function moderationThread(state: MockState, discussion: Discussion) {
  const author = (id: string) => ({ ...authorOf(state, id), email: 'reviewee@example.com' });
  return {
    ...discussion,
    author: author(discussion.user),
    offeringTitle: state.offerings.find((o) => o._id === discussion.offering)?.title ?? '',
    hidden: state.hiddenPosts.includes(discussion._id),
    lastActivity: lastActivity(state, discussion),
    opinions: state.opinions
      .filter((o) => o.discussion === discussion._id)
      .map((o) => ({ ...o, author: author(o.user), hidden: state.hiddenPosts.includes(o._id) })),
  };
}

export const discussionResolvers = {
  listDiscussions: ({ state, query }) => {
    const offering = query.offering ?? '';
    if (!mayUse(state, offering)) return notActive();
    const threads = state.discussions
      .filter((d) => d.offering === offering && !state.hiddenPosts.includes(d._id))
      .map((d) => ({
        ...d,
        author: authorOf(state, d.user),
        lastActivity: lastActivity(state, d),
        opinionCount: repliesOf(state, d).length,
      }));
    return page(byDateDesc(threads, 'lastActivity'), query);
  },
  getDiscussion: ({ state, params }) => {
    const discussion = visible(state, params.discussionId);
    if (!discussion) return fail(404, 'Discussion not found: it may have been removed');
    if (!mayUse(state, discussion.offering)) return notActive();
    return {
      ...discussion,
      author: authorOf(state, discussion.user),
      offeringTitle: state.offerings.find((o) => o._id === discussion.offering)?.title ?? '',
      lastActivity: lastActivity(state, discussion),
      opinions: repliesOf(state, discussion).map((o) => ({ ...o, author: authorOf(state, o.user) })),
    };
  },
  createDiscussion: ({ state, params, body, now }) => {
    if (!mayUse(state, body.offering)) return notActive();
    const discussion = { ...body, _id: nextId('dsc'), user: params.id, createdDate: now.toISOString() };
    state.discussions.push(discussion);
    return discussion;
  },
  updateDiscussion: ({ state, params, body, now }) =>
    edit(state.discussions, params.discussionId, params.id, body, now, 'Discussion not found'),
  createOpinion: ({ state, params, body, now }) => {
    const discussion = visible(state, params.discussionId);
    if (!discussion) return fail(404, 'Discussion not found: it may have been removed');
    if (!mayUse(state, discussion.offering)) return notActive();
    const opinion = {
      ...body,
      _id: nextId('opn'),
      discussion: params.discussionId,
      user: params.id,
      createdDate: now.toISOString(),
    };
    state.opinions.push(opinion);
    return opinion;
  },
  updateOpinion: ({ state, params, body, now }) =>
    edit(state.opinions, params.opinionId, params.id, body, now, 'Opinion not found'),
  listModerationThreads: ({ state, query }) =>
    page(
      byDateDesc(
        state.discussions.map((d) => moderationThread(state, d)),
        'lastActivity',
      ),
      query,
    ),
  hideDiscussion: ({ state, params }) => {
    const discussion = state.discussions.find((d) => d._id === params.id);
    if (!discussion) return fail(404, 'Discussion not found: it may have been removed');
    if (!state.hiddenPosts.includes(discussion._id)) state.hiddenPosts.push(discussion._id);
    return moderationThread(state, discussion);
  },
  hideOpinion: ({ state, params }) => {
    const discussion = state.discussions.find((d) => d._id === params.id);
    const opinion = state.opinions.find((o) => o._id === params.opinionId && o.discussion === params.id);
    if (!discussion || !opinion) return fail(404, 'Reply not found: it may have been removed');
    if (!state.hiddenPosts.includes(opinion._id)) state.hiddenPosts.push(opinion._id);
    return moderationThread(state, discussion);
  },
} satisfies Resolvers<
  | 'listDiscussions'
  | 'getDiscussion'
  | 'createDiscussion'
  | 'updateDiscussion'
  | 'createOpinion'
  | 'updateOpinion'
  | 'listModerationThreads'
  | 'hideDiscussion'
  | 'hideOpinion'
>;
