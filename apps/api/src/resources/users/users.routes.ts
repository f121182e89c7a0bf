import {
  changePassword,
  checkResetLink,
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
import { bearerToken, limitedSignIn, rateLimit, type Api, type Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import { presentedDevice } from '../devices/devices.routes.ts';
import * as users from './users.service.ts';

export function userRoutes(app: Api, deps: Deps) {
  route(app, signIn, ({ body }, c) =>
    limitedSignIn(deps, c, body.email, () => users.signIn(deps, body.email, body.password, presentedDevice(c))),
  );
  route(app, register, async ({ body }, c) => {
    await rateLimit(deps, c, 'register', 'auth', body.email);
    return users.register(deps, body);
  });
  route(app, verifyUser, async ({ params, body }, c) => {
    await rateLimit(deps, c, 'link', 'auth', params.id);
    return users.verifyUser(deps, params.id, body.token);
  });
  route(app, resendVerification, async ({ params }, c) => {
    await rateLimit(deps, c, 'resend', 'auth', params.id);
    return users.resendVerification(deps, params.id);
  });
  route(app, resetPassword, async ({ body }, c) => {
    await rateLimit(deps, c, 'reset', 'auth', body.email);
    return users.requestPasswordReset(deps, body.email);
  });
  // Counted with the link tries: a token guessed here is a token guessed.
  route(app, checkResetLink, async ({ params }, c) => {
    await rateLimit(deps, c, 'link', 'auth', params.id);
    return users.resetLinkState(deps, params.id, params.token);
  });
  route(app, changePassword, async ({ body }, c) => {
    await rateLimit(deps, c, 'link', 'auth', body.user);
    return users.changePassword(deps, body.user, body.token, body.password);
  });
  route(app, getMe, (_, c) => users.currentUser(deps, signedInUser(c).id, bearerToken(c) ?? '', presentedDevice(c)));
  route(app, signOut, (_, c) => users.signOut(deps, bearerToken(c) ?? ''));
  route(app, signOutEverywhere, ({ params }) => users.signOutEverywhere(deps, params.id));
  route(app, updateUser, ({ params, body }) => users.updateProfile(deps, params.id, body));
}
