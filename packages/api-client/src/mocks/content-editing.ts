import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/**
 * The content editor's calls (decision 0048). The mock state holds no staff view of
 * announcements or courseware pages, so lists answer empty and the rest 404: the console's empty
 * states, for Storybook and component tests.
 */
export const contentEditingResolvers = {
  listStaffAnnouncements: ({ query }) => page([], query),
  getStaffAnnouncement: none,
  createAnnouncement: none,
  updateAnnouncement: none,
  listCoursewarePages: () => page([], {}),
  getCoursewarePage: none,
  saveCoursewarePage: none,
} satisfies Resolvers<
  | 'listStaffAnnouncements'
  | 'getStaffAnnouncement'
  | 'createAnnouncement'
  | 'updateAnnouncement'
  | 'listCoursewarePages'
  | 'getCoursewarePage'
  | 'saveCoursewarePage'
>;
