import type * as z from 'zod/mini';
import type { Contract } from '../contract/index.ts';
import type { MockState } from './state.ts';

export type EndpointName = keyof Contract;

/** What the handler hands a resolver: the path params, the raw query, the body the contract parsed. */
export interface MockRequest<E> {
  params: E extends { params: infer P extends z.ZodMiniType } ? z.output<P> : Record<string, never>;
  /** As the URL carries it (strings), named by the contract's query schema. */
  query: E extends { query: infer Q extends z.ZodMiniType }
    ? { [K in keyof z.input<Q>]?: string }
    : Record<string, never>;
  /** Multipart bodies arrive as the FormData itself; JSON bodies after the contract's parse. */
  body: E extends { bodyType: 'multipart' }
    ? FormData
    : E extends { body: infer B extends z.ZodMiniType }
      ? z.output<B>
      : undefined;
  state: MockState;
  now: Date;
}

/** What a call answers on success: the JSON its response schema accepts, or a Blob for a binary call. */
type MockResponse<E> = E extends { responseType: 'binary' }
  ? Blob
  : E extends { response: infer R extends z.ZodMiniType }
    ? z.input<R>
    : never;

/** An answer with a status other than 200, sent as `{ message }` like the real API's errors. */
export class Reply {
  readonly status: number;
  readonly message: string;
  constructor(status: number, message: string) {
    this.status = status;
    this.message = message;
  }
}
export const fail = (status: number, message: string) => new Reply(status, message);

/** A resolver answers at once, or later when it must read a file of a multipart body. */
export type MockResolver<E> = (request: MockRequest<E>) => MockResponse<E> | Reply | Promise<MockResponse<E> | Reply>;

/** The resolvers of some calls of the contract, each typed by its own endpoint. */
export type Resolvers<Name extends EndpointName> = { [N in Name]: MockResolver<Contract[N]> };

/** One page of `docs`, as the list calls answer: `limit` with `offset` or `page`; no limit, every item. */
export const page = <T>(docs: T[], query: { limit?: string; offset?: string; page?: string }) => {
  const limit = Number(query.limit ?? docs.length) || docs.length;
  const offset = query.offset ? Number(query.offset) : query.page ? (Number(query.page) - 1) * limit : 0;
  return { docs: docs.slice(offset, offset + limit), totalDocs: docs.length };
};

export const byDateDesc = <T>(items: T[], key: keyof T) =>
  [...items].sort((a, b) => String(b[key]).localeCompare(String(a[key])));

let sequence = 1000;
/** The next number of the one sequence every created id and reference draws from. */
export const nextSequence = () => ++sequence;
export const nextId = (prefix: string) => `${prefix}-${nextSequence()}`;
