import { byDateDesc, fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/**
 * The public list, and the content editor's calls (decision 0048). The mock state holds no staff
 * view of announcements, so the staff list answers empty and the rest 404: the console's empty
 * states, for Storybook and component tests.
 */
export const announcementResolvers = {
  listAnnouncements: ({ state, query }) => {
    const all = byDateDesc(state.announcements, 'date');
    return page(query.slug ? all.filter((a) => a.slug === query.slug) : all, query);
  },
  listStaffAnnouncements: ({ query }) => page([], query),
  getStaffAnnouncement: none,
  createAnnouncement: none,
  updateAnnouncement: none,
} satisfies Resolvers<
  'listAnnouncements' | 'listStaffAnnouncements' | 'getStaffAnnouncement' | 'createAnnouncement' | 'updateAnnouncement'
>;
