import { fail, page, type Resolvers } from './resolver.ts';

export const offeringResolvers = {
  listOfferings: ({ state, query }) =>
    page(query.published === 'true' ? state.offerings.filter((o) => o.published) : state.offerings, query),
  getOffering: ({ state, params }) =>
    state.offerings.find((o) => o._id === params.id) ?? fail(404, 'Offering not found'),
} satisfies Resolvers<'listOfferings' | 'getOffering'>;
