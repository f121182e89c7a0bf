import type { contract } from '../contract/index.ts';
import type { ApiClient, CallInput, CallResult } from '../http.ts';

/** Every call of the contract, by name. */
export type Contract = typeof contract;
export type EndpointName = keyof Contract;

let loading: Promise<Contract> | undefined;

/**
 * One call of the contract, for the query and mutation factories below. The contract carries
 * the zod schema of every request and response, and it is loaded with the first call rather
 * than with the first paint: a page the server rendered with its data (apps/site) hydrates
 * without it, and the reviewee on a 0.5 Mbps phone gets a usable page about 12 KB (gzipped)
 * sooner. Every response is still parsed by its schema before anyone sees it.
 */
async function endpoint<K extends EndpointName>(name: K): Promise<Contract[K]> {
  loading ??= import('../contract/index.ts').then((module) => module.contract);
  return (await loading)[name];
}

/** Calls one endpoint of the contract by name with the client, loading the contract first. */
export async function callEndpoint<K extends EndpointName>(
  client: ApiClient,
  name: K,
  input: CallInput<Contract[K]>,
): Promise<CallResult<Contract[K]>> {
  return client.call(await endpoint(name), input);
}
