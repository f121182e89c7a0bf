export { createHandlers, handlers } from './handlers.ts';
export { offeringFixtures } from './fixtures.ts';
