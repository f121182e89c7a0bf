export { offeringKeys, offeringQueries } from './offerings.ts';
export { ApiClientProvider, useApiClient } from './provider.tsx';
