import { getConnInfo } from '@hono/node-server/conninfo';
import { roleAllows, type StaffRole } from '@review-center/domain';
import type { Context, Hono } from 'hono';
import type { RateLimiter } from '../auth/rate-limit.ts';
import { sessionUser } from '../auth/tokens.ts';
import type { Clock, Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { UploadStore } from '../uploads/storage.ts';
import { Forbidden, RateLimited, Unauthenticated } from '../errors.ts';

/** What every route needs, built once by createApp. */
export interface Deps {
  db: Db;
  config: Config;
  now: Clock;
  mailer: Mailer;
  uploads: UploadStore;
  limiter: RateLimiter;
  log: (line: string) => void;
}

export interface AuthUser {
  id: string;
  email: string;
  role: string;
  verified: boolean;
}

/**
 * The context every route sees: the user a guard let through is kept on it (not on the
 * Request: middleware such as bodyLimit replaces c.req.raw), undefined for anonymous callers.
 */
export interface AppEnv {
  Variables: { user?: AuthUser | undefined };
}
export type AppContext = Context<AppEnv>;
export type Api = Hono<AppEnv>;

const bearerToken = (c: AppContext) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

/** The signed-in user, or undefined when no valid token is sent. */
export async function optionalUser(deps: Deps, c: AppContext): Promise<AuthUser | undefined> {
  const token = bearerToken(c);
  return token ? sessionUser(deps.db, token, deps.now()) : undefined;
}

export async function requireUser(deps: Deps, c: AppContext): Promise<AuthUser> {
  const user = await optionalUser(deps, c);
  if (!user) throw new Unauthenticated();
  return user;
}

/**
 * Every `/users/{id}/...` call needs the token's user to be `{id}` (docs/architecture.md#authorization). Another user's
 * token gets 403 before anything is looked up, so the answer reveals nothing.
 */
export async function requireSelf(deps: Deps, c: AppContext, id: string): Promise<AuthUser> {
  const user = await requireUser(deps, c);
  if (user.id !== id) throw new Forbidden();
  return user;
}

/** Staff calls: the contract names the roles that may make each; anyone else gets 403. */
export async function requireRole(deps: Deps, c: AppContext, roles: readonly StaffRole[]): Promise<AuthUser> {
  const user = await requireUser(deps, c);
  if (!roleAllows(user.role, roles)) throw new Forbidden('Staff only: your role cannot do this');
  return user;
}

function clientAddress(deps: Deps, c: AppContext): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** Refused (429 with Retry-After) when the address or the e-mail has used up its tries. */
export function rateLimit(deps: Deps, c: AppContext, action: string, email: string | undefined) {
  const keys = [`${action}:ip:${clientAddress(deps, c)}`];
  if (email) keys.push(`${action}:email:${email.trim().toLowerCase()}`);
  const result = deps.limiter.hit(keys, deps.now());
  if (!result.ok) throw new RateLimited(result.retryAfterSeconds);
}
