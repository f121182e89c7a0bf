import { contract, type Endpoint } from '@review-center/api-client/contract';
import { Unauthenticated } from '../errors.ts';
import {
  optionalUser,
  requireRole,
  requireSelf,
  requireUser,
  type Api,
  type AppContext,
  type AuthUser,
  type Deps,
} from './deps.ts';

/** The user a guard let through (undefined for anonymous callers of open calls). */
export const userOf = (c: AppContext): AuthUser | undefined => c.get('user');

export function signedInUser(c: AppContext): AuthUser {
  const user = userOf(c);
  if (!user) throw new Unauthenticated();
  return user;
}

/**
 * Checks every call's access from the contract itself, before its input is parsed, so no call
 * can forget it: staff calls need one of their roles (the administrator always has it); `/users/{id}/...` calls need the token of
 * user {id} (403 otherwise, revealing nothing); other token calls need a valid token.
 */
export function guardContract(app: Api, deps: Deps) {
  for (const endpoint of Object.values(contract) as Endpoint[]) {
    const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
    let check: ((c: AppContext) => Promise<AuthUser | undefined>) | undefined;
    if (endpoint.roles) {
      const roles = endpoint.roles;
      check = (c) => requireRole(deps, c, roles);
    } else if (endpoint.auth && endpoint.path.startsWith('/users/{id}'))
      check = (c) => requireSelf(deps, c, c.req.param('id') ?? '');
    else if (endpoint.auth) check = (c) => requireUser(deps, c);
    else if (endpoint.optionalAuth) check = (c) => optionalUser(deps, c);
    if (!check) continue;
    const guard = check;
    app.on(endpoint.method, path, async (c, next) => {
      const user = await guard(c);
      if (user) c.set('user', user);
      await next();
    });
  }
}
