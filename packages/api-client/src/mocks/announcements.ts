import { byDateDesc, page, type Resolvers } from './resolver.ts';

export const announcementResolvers = {
  listAnnouncements: ({ state, query }) => {
    const all = byDateDesc(state.announcements, 'date');
    return page(query.slug ? all.filter((a) => a.slug === query.slug) : all, query);
  },
} satisfies Resolvers<'listAnnouncements'>;
