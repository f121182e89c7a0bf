import {
  changePassword,
  getMe,
  register,
  resendVerification,
  resetPassword,
  signIn,
  updateUser,
  verifyUser,
} from '@review-center/api-client/contract';
import { rateLimit, type Api, type Deps } from '../http/deps.ts';
import { signedInUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import * as users from './users.service.ts';

export function userRoutes(app: Api, deps: Deps) {
  route(app, signIn, ({ body }, c) => {
    rateLimit(deps, c, 'sign-in', body.email);
    return users.signIn(deps, body.email, body.password);
  });
  route(app, register, ({ body }, c) => {
    rateLimit(deps, c, 'register', body.email);
    return users.register(deps, body);
  });
  route(app, verifyUser, ({ params, body }) => users.verifyUser(deps, params.id, body.token));
  route(app, resendVerification, ({ params }, c) => {
    rateLimit(deps, c, 'resend', params.id);
    return users.resendVerification(deps, params.id);
  });
  route(app, resetPassword, ({ body }, c) => {
    rateLimit(deps, c, 'reset', body.email);
    return users.requestPasswordReset(deps, body.email);
  });
  route(app, changePassword, ({ body }) => users.changePassword(deps, body.user, body.token, body.password));
  route(app, getMe, (_, c) => users.currentUser(deps, signedInUser(c).id));
  route(app, updateUser, ({ params, body }) => users.updateProfile(deps, params.id, body));
}
