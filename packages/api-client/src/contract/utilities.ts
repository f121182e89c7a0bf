import { serverTimeSchema } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/** GET /utilities/current-time; returns current (product §7): the exam's clock is the server's. */
export const getCurrentTime = defineEndpoint({
  method: 'GET',
  path: '/utilities/current-time',
  auth: true,
  response: serverTimeSchema,
  summary: 'The server time',
});
