import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/**
 * The reviewee's courseware, and the content editor's pages (decision 0048). The mock state holds
 * no staff view of courseware pages, so the list answers empty and the rest 404.
 */
export const coursewareResolvers = {
  getCourseware: ({ state }) =>
    state.courseware === 'not-enrolled'
      ? fail(403, 'Not enrolled')
      : (state.courseware ?? fail(404, 'No courseware available')),
  listCoursewarePages: () => page([], {}),
  getCoursewarePage: none,
  saveCoursewarePage: none,
} satisfies Resolvers<'getCourseware' | 'listCoursewarePages' | 'getCoursewarePage' | 'saveCoursewarePage'>;
