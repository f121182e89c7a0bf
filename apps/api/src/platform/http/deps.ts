import { getConnInfo } from '@hono/node-server/conninfo';
import { roleAllows, type StaffRole } from '@review-center/domain';
import type { Context, Hono } from 'hono';
import type { Policy, RateLimiter } from '../auth/rate-limit.ts';
import { sessionUser } from '../auth/tokens.ts';
import type { Clock, Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { UploadStore } from '../uploads/storage.ts';
import { Forbidden, NotFound, RateLimited, Unauthenticated } from '../errors.ts';

/** What every route needs, built once by createApp. */
export interface Deps {
  db: Db;
  config: Config;
  now: Clock;
  /** The transport the outbox worker sends through (nodemailer, or memory in tests). */
  mailer: Mailer;
  /** The e-mail outbox: services write messages with `queueMail` in their transaction. */
  outbox: Outbox;
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

export const bearerToken = (c: AppContext) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

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

/**
 * The client's address: the socket's, or behind `trustProxy` proxies of ours the one the
 * outermost of them saw (each proxy appends the address it saw to X-Forwarded-For, so entries
 * further left were written by the client and prove nothing).
 */
function clientAddress(deps: Deps, c: AppContext): string {
  const hops = deps.config.trustProxy;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = forwarded[Math.max(0, forwarded.length - hops)];
    if (seen) return seen;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/**
 * Counts one try of `action` from the client's address, and for `subject` (an e-mail, a user)
 * when given; refused (429 with Retry-After) once either has used up the policy's tries.
 */
export async function rateLimit(
  deps: Deps,
  c: AppContext,
  action: string,
  policy: 'auth' | 'bulk',
  subject?: string | undefined,
) {
  const limit = deps.config.rateLimits[policy];
  const keys: [string, Policy][] = [[`${action}:ip:${clientAddress(deps, c)}`, limit]];
  if (subject) keys.push([`${action}:subject:${subject.trim().toLowerCase()}`, limit]);
  const result = await deps.limiter.hit(keys, deps.now());
  if (!result.ok) throw new RateLimited(result.retryAfterSeconds);
}

/**
 * Sign-in counts failures only (decision 0023): per address and e-mail pair, per e-mail from
 * everywhere (slower) and per address. A stranger's guesses use up the stranger's pair, so the
 * owner still signs in from their own address. A success clears its pair.
 */
export async function limitedSignIn<T>(deps: Deps, c: AppContext, email: string, attempt: () => Promise<T>) {
  const { auth, signInPerEmail, signInPerAddress } = deps.config.rateLimits;
  const address = clientAddress(deps, c);
  const account = email.trim().toLowerCase();
  const pair = `sign-in:pair:${address}:${account}`;
  const keys: [string, Policy][] = [
    [pair, auth],
    [`sign-in:email:${account}`, signInPerEmail],
    [`sign-in:ip:${address}`, signInPerAddress],
  ];
  const allowed = await deps.limiter.check(keys, deps.now());
  if (!allowed.ok) throw new RateLimited(allowed.retryAfterSeconds);
  try {
    const result = await attempt();
    await deps.limiter.reset([pair]);
    return result;
  } catch (error) {
    if (error instanceof NotFound) await deps.limiter.count(keys, deps.now());
    throw error;
  }
}
