import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/** The exam categories; staff edits 404, the mock state holds no bank (decision 0049). */
export const categoryResolvers = {
  listCategories: ({ state, query }) => page(state.categories, query),
  createExamCategory: none,
  renameExamCategory: none,
} satisfies Resolvers<'listCategories' | 'createExamCategory' | 'renameExamCategory'>;
