import type { StaffRole } from '@review-center/domain';
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the /api/v2 contract (product §7). The client parses responses with `response`;
 * the server validates requests with `params`, `query` and `body` and shapes responses with
 * `response`. `path` uses `{name}` placeholders exactly as the spec writes them.
 */
export interface Endpoint<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  /** Whether the call sends `Authorization: Bearer <token>`. */
  auth: boolean;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  summary: string;
  /** Set when the spec does not show this shape and the contract chose it (docs/architecture.md#contract-first). */
  ourChoice?: string;
  /**
   * The token is sent when there is one but the call is also open to anonymous visitors
   * (uploads during registration, support, coupons): the server uses it to know the owner.
   */
  optionalAuth?: boolean;
  /**
   * A staff call: only these roles may make it (the administrator always may). The server's
   * guard enforces it from here, so no staff call can forget its check.
   */
  roles?: readonly StaffRole[];
  /** `multipart`: the body travels as FormData, arrays as repeated fields (POST /uploads). Default `json`. */
  bodyType?: 'json' | 'multipart';
  /** `binary`: the response is the file itself, returned as a Blob (GET /uploads/{id}). Default `json`. */
  responseType?: 'json' | 'binary';
  /** A new call aborts the one of the same endpoint still in flight (product §7: GET /users/me). */
  latestOnly?: boolean;
}

/** Declares a call, keeping its exact literal type so the client can infer inputs and output. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** Fills `{name}` placeholders of a contract path, percent-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
