/**
 * The typed client against a running API, in Node: `node src/api-check.ts <origin>`. Prints what
 * it received as JSON.
 */
import { api, createApiClient, toFailure, type CallResult } from '@review-center/api-client';
import { messageFor } from '@review-center/domain';

// This check is of the types and the messages, not of speed: the reference API it calls runs
// beside a whole test command, where a sign-in's password hash can outlast the product's 10 s.
const client = createApiClient({ baseUrl: `${process.argv[2]}/api/v2`, timeoutMs: 120_000 });

const offerings: CallResult<typeof api.listOfferings> = await client.call(api.listOfferings, {
  query: { page: 1, limit: 10 },
});
const titles: string[] = offerings.docs.map((offering) => offering.title);

let signInMessage = '';
try {
  await client.call(api.signIn, { body: { email: 'nobody@example.com', password: 'not-the-password' } });
} catch (error) {
  signInMessage = messageFor('login', toFailure(error));
}

console.log(JSON.stringify({ titles, signInMessage }));
