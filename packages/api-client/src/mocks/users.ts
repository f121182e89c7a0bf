import { fail, nextId, type Resolvers } from './resolver.ts';
import { MOCK_PASSWORD } from './state.ts';

export const userResolvers = {
  signIn: ({ state, body }) => {
    const user = state.users.find((u) => u.email === body.email);
    if (!user || body.password !== MOCK_PASSWORD) return fail(404, 'Invalid Email / Password');
    return { token: `token-${user._id}`, _id: user._id };
  },
  register: ({ state, body }) => {
    const { email } = body;
    if (state.users.some((u) => u.email === email)) return fail(409, 'Email already taken');
    const _id = nextId('usr');
    state.users.push({ ...body, _id, email, verified: false, role: 'user' });
    return { token: `token-${_id}`, _id };
  },
  verifyUser: ({ state, params }) =>
    state.users.some((u) => u._id === params.id) ? { message: 'Account verified' } : fail(404, 'User not found'),
  resendVerification: ({ state, params }) =>
    state.users.some((u) => u._id === params.id) ? { message: 'Verification sent' } : fail(404, 'User not found'),
  resetPassword: ({ state, body }) =>
    state.users.some((u) => u.email === body.email)
      ? { message: 'Reset link sent' }
      : fail(404, 'Email not registered'),
  changePassword: ({ state, body }) =>
    state.users.some((u) => u._id === body.user)
      ? { message: 'Password changed' }
      : fail(404, 'Token / Email was not found'),
  checkResetLink: ({ state, params }) =>
    state.users.some((u) => u._id === params.id)
      ? { state: 'usable' as const }
      : fail(404, 'Token / Email was not found'),
  // A token call: the handler has answered 401 already when there is no user.
  getMe: ({ state }) => state.me!,
  signOut: () => ({ message: 'Signed out' }),
  signOutEverywhere: () => ({ message: 'Signed out everywhere' }),
  updateUser: ({ state, body }) => {
    state.me = { ...state.me!, ...body };
    const { token: _token, ...user } = state.me;
    return user;
  },
} satisfies Resolvers<
  | 'signIn'
  | 'register'
  | 'verifyUser'
  | 'resendVerification'
  | 'resetPassword'
  | 'changePassword'
  | 'checkResetLink'
  | 'getMe'
  | 'signOut'
  | 'signOutEverywhere'
  | 'updateUser'
>;
