import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/**
 * The public offerings; the mock state keeps no staff catalogue (decision 0045): the staff list
 * answers empty and edits 404, the console's empty states for Storybook and component tests.
 */
export const offeringResolvers = {
  listOfferings: ({ state, query }) =>
    page(query.published === 'true' ? state.offerings.filter((o) => o.published) : state.offerings, query),
  getOffering: ({ state, params }) =>
    state.offerings.find((o) => o._id === params.id) ?? fail(404, 'Offering not found'),
  listCatalogueOfferings: ({ query }) => page([], query),
  getCatalogueOffering: none,
  createOffering: none,
  updateOffering: none,
  duplicateOffering: none,
  publishOffering: none,
  unpublishOffering: none,
  deleteOffering: none,
  moveOffering: none,
} satisfies Resolvers<
  | 'listOfferings'
  | 'getOffering'
  | 'listCatalogueOfferings'
  | 'getCatalogueOffering'
  | 'createOffering'
  | 'updateOffering'
  | 'duplicateOffering'
  | 'publishOffering'
  | 'unpublishOffering'
  | 'deleteOffering'
  | 'moveOffering'
>;
