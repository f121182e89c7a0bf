import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/**
 * The staff console's catalogue calls (decision 0045). The mock state keeps no staff catalogue:
 * lists answer empty and edits 404, the console's empty states for Storybook and component tests.
 */
export const catalogueResolvers = {
  listCatalogueOfferings: ({ query }) => page([], query),
  getCatalogueOffering: none,
  createOffering: none,
  updateOffering: none,
  duplicateOffering: none,
  publishOffering: none,
  unpublishOffering: none,
  deleteOffering: none,
  listCatalogueOptions: () => ({ docs: [] }),
  createCatalogueOption: none,
  deleteCatalogueOption: none,
  listStaffCoupons: ({ query }) => page([], query),
  createCoupon: none,
  updateCoupon: none,
  deactivateCoupon: none,
} satisfies Resolvers<
  | 'listCatalogueOfferings'
  | 'getCatalogueOffering'
  | 'createOffering'
  | 'updateOffering'
  | 'duplicateOffering'
  | 'publishOffering'
  | 'unpublishOffering'
  | 'deleteOffering'
  | 'listCatalogueOptions'
  | 'createCatalogueOption'
  | 'deleteCatalogueOption'
  | 'listStaffCoupons'
  | 'createCoupon'
  | 'updateCoupon'
  | 'deactivateCoupon'
>;
