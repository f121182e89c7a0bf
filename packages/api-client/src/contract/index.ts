import { getOffering, listOfferings } from './offerings.ts';

export { buildPath, defineEndpoint } from './endpoint.ts';
export type { Endpoint, HttpMethod } from './endpoint.ts';
export { getOffering, listOfferings, listOfferingsQuery } from './offerings.ts';

/** Every call of the contract, by name: the server mounts these, the OpenAPI document lists them. */
export const contract = { listOfferings, getOffering } as const;
