/**
 * The staff command line, for scripting (decision 0027): it reviews payment proofs through the
 * running server's API, signed in as a staff member, so it works while the server runs (on the
 * embedded database too) and every action is checked and audited exactly as the console's.
 *
 *   STAFF_EMAIL=… STAFF_PASSWORD=… node --conditions=@review-center/source apps/api/src/cli/admin.ts list
 *   … admin.ts approve <enrollmentId>
 *   … admin.ts reject <enrollmentId> "<reason>"
 *
 * REVIEW_CENTER_URL is the server's address (default http://localhost:$PORT, PORT 3000).
 */
import {
  approveEnrollment,
  buildPath,
  listReviewEnrollments,
  rejectEnrollment,
  signIn,
  type Endpoint,
} from '@review-center/api-client/contract';
import { API_BASE_PATH } from '@review-center/domain';
import type * as z from 'zod/mini';

/** A failed call, with the server's own message. */
class CallError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

interface Call<E extends Endpoint> {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  endpoint: E;
}

/** Calls the contract's endpoints over HTTP, parsing each answer with the contract's schema. */
export type StaffClient = <E extends Endpoint>(call: Call<E>) => Promise<z.output<E['response']>>;

export function staffClient(options: { baseUrl: string; token?: string; fetch?: typeof fetch }): StaffClient {
  const doFetch = options.fetch ?? fetch;
  return async <E extends Endpoint>({ endpoint, params, query, body }: Call<E>) => {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    const response = await doFetch(`${options.baseUrl}${buildPath(endpoint.path, params)}${search}`, {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) throw new CallError(response.status, json.message ?? `answered ${response.status}`);
    return endpoint.response.parse(json) as z.output<E['response']>;
  };
}

const USAGE = 'Usage: admin.ts list | approve <enrollmentId> | reject <enrollmentId> "<reason>"';

export async function runAdmin(args: string[], client: StaffClient, out: (line: string) => void) {
  const [command, id, ...rest] = args;
  const reason = rest.join(' ').trim();
  if (command === 'list') {
    const { docs } = await client({ endpoint: listReviewEnrollments, query: { status: 'Payment Review' } });
    if (docs.length === 0) out('No enrollment is waiting for payment review.');
    for (const e of docs) {
      const proof = e.payments[0];
      out(
        [
          `${e._id}  ${e.reference}  ${e.user.email}  ${e.offering.title}  price ${e.price}`,
          proof
            ? `  proof: ${proof.paymentType} ${proof.price} via ${proof.paymentOption} receipt ${proof.receiptId} on ${proof.paymentDate}` +
              (proof.amountMismatch ? ` — DECLARED AMOUNT DIFFERS: ${proof.amountDue} due` : '')
            : '  proof: none',
          ...e.attachments.map((a) => `  file: ${a.filename} (${a.mimetype}), open it in the staff console`),
        ].join('\n'),
      );
    }
    return 0;
  }
  if (command === 'approve' && id) {
    const e = await client({ endpoint: approveEnrollment, params: { id } });
    out(`Approved ${e.reference}: ${e.status}`);
    return 0;
  }
  if (command === 'reject' && id && reason) {
    const e = await client({ endpoint: rejectEnrollment, params: { id }, body: { reason } });
    out(`Rejected ${e.reference}: back to ${e.status}`);
    return 0;
  }
  out(USAGE);
  return 2;
}

/** Signs in and returns a client that sends the staff member's token. */
export async function signedInClient(options: {
  baseUrl: string;
  email: string;
  password: string;
  fetch?: typeof fetch;
}) {
  const anonymous = staffClient(options);
  const { token } = await anonymous({ endpoint: signIn, body: { email: options.email, password: options.password } });
  return staffClient({ ...options, token });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { STAFF_EMAIL: email, STAFF_PASSWORD: password } = process.env;
  const origin = process.env.REVIEW_CENTER_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  if (!email || !password) {
    console.error('Set STAFF_EMAIL and STAFF_PASSWORD to a staff account (a cashier or the administrator).');
    process.exit(2);
  }
  let code = 1;
  try {
    const client = await signedInClient({ baseUrl: `${origin.replace(/\/$/, '')}${API_BASE_PATH}`, email, password });
    code = await runAdmin(process.argv.slice(2), client, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof CallError ? `Error: ${error.message} (${error.status})` : error);
  }
  process.exit(code);
}
