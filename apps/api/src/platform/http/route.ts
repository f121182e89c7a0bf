import type { Endpoint } from '@review-center/api-client/contract';
import * as z from 'zod/mini';
import { DomainError, InvalidInput } from '../errors.ts';
import { refuseUnsafeInput } from './hygiene.ts';
import type { Api, AppContext } from './deps.ts';

// zod/mini loads no messages; the API's 400s name the problem in zod's English, as they always have.
z.config(z.locales.en());

type Parsed<E extends Endpoint> = {
  params: E extends { params: infer P extends z.ZodMiniType } ? z.output<P> : undefined;
  query: E extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;
  body: E extends { body: infer B extends z.ZodMiniType } ? z.output<B> : undefined;
};

/**
 * "body.price: Expected number, received string" — the field first, so the message names it.
 * Exported for a call whose contract takes a loose body and checks it with a domain form schema
 * on the server only (decision 0049), so the site's copy of the contract stays small.
 */
export function parse<T extends z.ZodMiniType | undefined>(schema: T, value: unknown, where: string) {
  if (!schema) return undefined;
  refuseUnsafeInput(value, where);
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(value);
  } catch {
    // zod compares a length before it knows the value is a string or a list: a `length` that is
    // an object with no way to become a number throws instead of failing. Bad input all the same.
    throw new InvalidInput(where, 'a value is not of the type this call takes');
  }
  if (!result.success) {
    throw new InvalidInput(
      result.error.issues.map((issue) => ({ field: [where, ...issue.path].join('.'), problem: issue.message })),
    );
  }
  return result.data;
}

/**
 * Mounts one contract call: the contract's schemas validate the request (a 400 naming the
 * field) and shape the response, so client and server cannot drift apart.
 */
export function route<E extends Endpoint>(
  app: Api,
  endpoint: E,
  handler: (input: Parsed<E>, c: AppContext) => Promise<z.input<E['response']>>,
) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(endpoint.method, path, async (c) => {
    const params = parse(endpoint.params, c.req.param(), 'params');
    const query = parse(endpoint.query, c.req.query(), 'query');
    let rawBody: unknown = undefined;
    if (endpoint.body) {
      rawBody = await c.req.json().catch((error: unknown) => {
        if (error instanceof DomainError) throw error; // the body limit's 413
        throw new InvalidInput('body', 'expected a JSON object');
      });
    }
    const body = parse(endpoint.body, rawBody, 'body');
    const result = await handler({ params, query, body } as Parsed<E>, c);
    // Parsing the response proves the server keeps the contract; a mismatch is our bug (500).
    return c.json(endpoint.response.parse(result) as object);
  });
}
