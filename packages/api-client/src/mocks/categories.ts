import { page, type Resolvers } from './resolver.ts';

export const categoryResolvers = {
  listCategories: ({ state, query }) => page(state.categories, query),
} satisfies Resolvers<'listCategories'>;
