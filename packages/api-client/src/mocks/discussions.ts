import { fail, nextId, type Resolvers } from './resolver.ts';

/** Applies an edit to the post with this id, stamped with the time; 404 when there is none. */
function edit<T extends { _id: string }>(posts: T[], id: string, changes: object, now: Date, notFound: string) {
  const post = posts.find((p) => p._id === id);
  if (!post) return fail(404, notFound);
  return Object.assign(post, changes, { updatedDate: now.toISOString() });
}

export const discussionResolvers = {
  createDiscussion: ({ state, params, body, now }) => {
    const discussion = { ...body, _id: nextId('dsc'), user: params.id, createdDate: now.toISOString() };
    state.discussions.push(discussion);
    return discussion;
  },
  updateDiscussion: ({ state, params, body, now }) =>
    edit(state.discussions, params.discussionId, body, now, 'Discussion not found'),
  createOpinion: ({ state, params, body, now }) => {
    if (!state.discussions.some((d) => d._id === params.discussionId)) return fail(404, 'Discussion not found');
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
    edit(state.opinions, params.opinionId, body, now, 'Opinion not found'),
} satisfies Resolvers<'createDiscussion' | 'updateDiscussion' | 'createOpinion' | 'updateOpinion'>;
