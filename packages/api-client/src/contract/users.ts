import * as z from 'zod/mini';
import {
  boundedText,
  currentUserSchema,
  emailSchema,
  idSchema,
  passwordSchema,
  profileUpdateSchema,
  registrationSchema,
  RESET_LINK_STATES,
  sessionSchema,
  userSchema,
} from '@review-center/domain';
import { messageResponseSchema, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** POST /users/sign-in {email, password}; returns a token (product §7). 404 for unknown credentials (§8). */
export const signIn = defineEndpoint({
  method: 'POST',
  path: '/users/sign-in',
  auth: false,
  body: z.object({ email: emailSchema, password: boundedText().check(z.minLength(1)) }),
  response: sessionSchema,
  summary: 'Sign in with e-mail and password',
  ourChoice: 'Returns { token, _id }: the spec shows only the token; the id lets the site call /users/{id}/...',
});

/** POST /users/register with the registration body; returns a token (product §7). 409 when the e-mail is taken (§8). */
export const register = defineEndpoint({
  method: 'POST',
  path: '/users/register',
  auth: false,
  body: registrationSchema,
  response: sessionSchema,
  summary: 'Create an account',
  ourChoice: 'Returns { token, _id }; idAttachment is an upload result from POST /uploads',
});

/** POST /users/{id}/verify {token} (product §7). */
export const verifyUser = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/verify',
  auth: false,
  params: userParams,
  body: z.object({ token: boundedText().check(z.minLength(1)) }),
  response: messageResponseSchema,
  summary: 'Verify an account from the e-mailed link',
});

/** POST /users/{id}/resend-verfication, empty body; the path is spelled this way (product §7). */
export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/resend-verfication',
  auth: false,
  params: userParams,
  response: messageResponseSchema,
  summary: 'Send another verification e-mail',
});

/** POST /users/reset-password-v2 with an e-mail (product §7). */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/users/reset-password-v2',
  auth: false,
  body: z.object({ email: emailSchema }),
  response: messageResponseSchema,
  summary: 'E-mail a reset-password link',
  ourChoice: 'Body { email }: the spec does not show the shape. 404 when the e-mail is not registered',
});

/** POST /users/change-password-v2 {user, token without its expiry suffix, password} (product §7). */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/users/change-password-v2',
  auth: false,
  body: z.object({ user: idSchema, token: boundedText().check(z.minLength(1)), password: passwordSchema }),
  response: messageResponseSchema,
  summary: 'Set a new password from a reset link',
});

/**
 * GET /users/{id}/reset-links/{token}: whether a reset link can still be used, without using it,
 * so the reset page says a used or expired link at once, before a password is typed.
 */
export const checkResetLink = defineEndpoint({
  method: 'GET',
  path: '/users/{id}/reset-links/{token}',
  auth: false,
  params: z.object({ id: idSchema, token: boundedText().check(z.minLength(1)) }),
  response: z.object({ state: z.enum(RESET_LINK_STATES) }),
  summary: 'Tell whether a reset-password link can still be used',
  ourChoice:
    'Not in the spec: { state } is usable, used or expired; 404 for a link that was never sent (the token with or without its expiry suffix)',
});

/** GET /users/me: the user with `_id` and a refreshed token; a new call cancels the one in flight (product §2, §7). */
export const getMe = defineEndpoint({
  method: 'GET',
  path: '/users/me',
  auth: true,
  latestOnly: true,
  response: currentUserSchema,
  summary: 'The signed-in user, with a refreshed session token',
});

/** PUT /users/{id} (product §7): the profile fields; the e-mail is read-only (product §2). */
export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/users/{id}',
  auth: true,
  params: userParams,
  body: profileUpdateSchema,
  response: userSchema,
  summary: 'Update the profile',
  ourChoice: 'Body: any subset of the profile fields; returns the updated user',
});

/** POST /users/sign-out: the token it is sent with is refused from then on (product §2 "Sign out"). */
export const signOut = defineEndpoint({
  method: 'POST',
  path: '/users/sign-out',
  auth: true,
  response: messageResponseSchema,
  summary: 'Sign out: revoke this session token',
  ourChoice: 'Not in the spec: without it a signed-out token stayed valid until it expired',
});

/** DELETE /users/{id}/sessions: every token of the user, on every device, is refused from then on. */
export const signOutEverywhere = defineEndpoint({
  method: 'DELETE',
  path: '/users/{id}/sessions',
  auth: true,
  params: userParams,
  response: messageResponseSchema,
  summary: 'Sign out everywhere: revoke every session token of the user',
  ourChoice: 'Not in the spec: ends the sessions of a lost device or a shared computer',
});
