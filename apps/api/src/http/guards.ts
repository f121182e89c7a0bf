import { contract, type Endpoint } from '@review-center/api-client/contract';
import type { Context, Hono } from 'hono';
import { optionalUser, requireAdmin, requireSelf, requireUser, type AuthUser, type Deps } from './deps.ts';
import { HttpError } from './route.ts';

// Kept on the context, not the Request: middleware such as bodyLimit replaces c.req.raw.
type WithUser = Context<{ Variables: { user?: AuthUser } }>;

/** The user a guard let through (undefined for anonymous callers of open calls). */
export const userOf = (c: Context): AuthUser | undefined => (c as WithUser).get('user');

const setUser = (c: Context, user: AuthUser) => (c as WithUser).set('user', user);

export function signedInUser(c: Context): AuthUser {
  const user = userOf(c);
  if (!user) throw new HttpError(401, 'Sign in to continue');
  return user;
}

/**
 * Checks every call's access from the contract itself, before its input is parsed, so no call
 * can forget it: administrator calls need the role; `/users/{id}/...` calls need the token of
 * user {id} (403 otherwise, revealing nothing); other token calls need a valid token.
 */
export function guardContract(app: Hono, deps: Deps) {
  for (const endpoint of Object.values(contract) as Endpoint[]) {
    const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
    let check: ((c: Context) => Promise<AuthUser | undefined>) | undefined;
    if (endpoint.role === 'admin') check = (c) => requireAdmin(deps, c);
    else if (endpoint.auth && endpoint.path.startsWith('/users/{id}'))
      check = (c) => requireSelf(deps, c, c.req.param('id') ?? '');
    else if (endpoint.auth) check = (c) => requireUser(deps, c);
    else if (endpoint.optionalAuth) check = (c) => optionalUser(deps, c);
    if (!check) continue;
    const guard = check;
    app.on(endpoint.method, path, async (c, next) => {
      const user = await guard(c);
      if (user) setUser(c, user);
      await next();
    });
  }
}
