import { bannerOfferingLabel } from '@review-center/domain';
import { fail, type Resolvers } from './resolver.ts';

/** The center's details (decision 0046). */
export const settingsResolvers = {
  getCenter: ({ state }) => state.center,
  updateCenter: ({ state, body }) => {
    // As the API: each banner offer must be an offering (decision 0057).
    const missing = body.bannerOfferings.findIndex((id) => !state.offerings.some((o) => o._id === id));
    if (missing !== -1) {
      return fail(
        400,
        `body.bannerOfferings.${missing}: ${bannerOfferingLabel(missing)} is not an offering (it may have been deleted): choose another, or None`,
      );
    }
    // As the API: a client that sends no holidays keeps the stored ones (decision 0078).
    state.center = { ...body, holidays: body.holidays ?? state.center.holidays, sample: false };
    return state.center;
  },
} satisfies Resolvers<'getCenter' | 'updateCenter'>;
