import { fail, page, type Resolvers } from './resolver.ts';

export const accountResolvers = {
  listSubscriptions: ({ state }) => page(state.subscriptions, {}),
  getCourseware: ({ state }) =>
    state.courseware === 'not-enrolled'
      ? fail(403, 'Not enrolled')
      : (state.courseware ?? fail(404, 'No courseware available')),
  getProgress: ({ state }) => state.progress,
} satisfies Resolvers<'listSubscriptions' | 'getCourseware' | 'getProgress'>;
