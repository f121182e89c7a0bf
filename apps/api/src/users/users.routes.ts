import {
  changePassword,
  getMe,
  register,
  resendVerification,
  resetPassword,
  signIn,
  signOut,
  signOutEverywhere,
  updateUser,
  verifyUser,
} from '@review-center/api-client/contract';
import { bearerToken, limitedSignIn, rateLimit, type Api, type Deps } from '../http/deps.ts';
import { signedInUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import * as users from './users.service.ts';

export function userRoutes(app: Api, deps: Deps) {
  route(app, signIn, ({ body }, c) =>
    limitedSignIn(deps, c, body.email, () => users.signIn(deps, body.email, body.password)),
  );
  route(app, register, ({ body }, c) => {
    rateLimit(deps, c, 'register', 'auth', body.email);
    return users.register(deps, body);
  });
  route(app, verifyUser, ({ params, body }, c) => {
    rateLimit(deps, c, 'link', 'auth', params.id);
    return users.verifyUser(deps, params.id, body.token);
  });
  route(app, resendVerification, ({ params }, c) => {
    rateLimit(deps, c, 'resend', 'auth', params.id);
    return users.resendVerification(deps, params.id);
  });
  route(app, resetPassword, ({ body }, c) => {
    rateLimit(deps, c, 'reset', 'auth', body.email);
    return users.requestPasswordReset(deps, body.email);
  });
  route(app, changePassword, ({ body }, c) => {
    rateLimit(deps, c, 'link', 'auth', body.user);
    return users.changePassword(deps, body.user, body.token, body.password);
  });
  route(app, getMe, (_, c) => users.currentUser(deps, signedInUser(c).id, bearerToken(c) ?? ''));
  route(app, signOut, (_, c) => users.signOut(deps, bearerToken(c) ?? ''));
  route(app, signOutEverywhere, ({ params }) => users.signOutEverywhere(deps, params.id));
  route(app, updateUser, ({ params, body }) => users.updateProfile(deps, params.id, body));
}
