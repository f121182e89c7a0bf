import { page, type Resolvers } from './resolver.ts';

export const lecturerResolvers = {
  listLecturers: ({ state, query }) => page(state.lecturers, query),
} satisfies Resolvers<'listLecturers'>;
