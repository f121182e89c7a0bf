import { page, type Resolvers } from './resolver.ts';

export const lecturerResolvers = {
  listLecturers: ({ state, query }) =>
    page(
      state.lecturers.filter((l) => !state.hiddenLecturers.includes(l._id)),
      query,
    ),
} satisfies Resolvers<'listLecturers'>;
