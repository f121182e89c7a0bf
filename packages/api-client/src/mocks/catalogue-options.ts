import { fail, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/** The branches and schedules (decision 0045): the mock keeps none, so the list is empty and edits 404. */
export const catalogueOptionResolvers = {
  listCatalogueOptions: () => ({ docs: [] }),
  createCatalogueOption: none,
  deleteCatalogueOption: none,
} satisfies Resolvers<'listCatalogueOptions' | 'createCatalogueOption' | 'deleteCatalogueOption'>;
