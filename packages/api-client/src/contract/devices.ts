import * as z from 'zod/mini';
import { boundedText, deviceSchema, emailSchema, sessionSchema } from '@review-center/domain';
import { idParams, messageResponseSchema, userParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * One registered device per account (product §1's terms; decision 0068). The device is named by
 * a long-lived identifier the API keeps in an HttpOnly cookie, never by the session token: none
 * of these calls carries it in a body.
 */
const deviceChoice = 'Not in the spec: one registered device per account, as its terms state (decision 0068)';

/** POST /users/device-moves: the refused person asks for the e-mailed link that moves the account here. */
export const requestDeviceMove = defineEndpoint({
  method: 'POST',
  path: '/users/device-moves',
  auth: false,
  body: z.object({ email: emailSchema, password: boundedText().check(z.minLength(1)) }),
  response: messageResponseSchema,
  summary: 'E-mail a link that moves the account’s registered device to this browser',
  ourChoice: `${deviceChoice}. Asks for the password again, so a stranger cannot fill the owner’s inbox; at most one move per 30 days`,
});

/** POST /users/{id}/device-moves {token}: the e-mailed link, opened in the browser that becomes the device. */
export const completeDeviceMove = defineEndpoint({
  method: 'POST',
  path: '/users/{id}/device-moves',
  auth: false,
  params: userParams,
  body: z.object({ token: boundedText().check(z.minLength(1)) }),
  response: sessionSchema,
  summary: 'Move the account’s registered device to this browser, signing the old one out',
  ourChoice: `${deviceChoice}. Single-use and expiring like the reset link; answers a session for the new device`,
});

/** GET /users/device: the account's registered device, for the account area. */
export const getMyDevice = defineEndpoint({
  method: 'GET',
  path: '/users/device',
  auth: true,
  response: z.object({ device: z.nullable(deviceSchema) }),
  summary: 'The account’s registered device',
  ourChoice: deviceChoice,
});

/** GET /admin/reviewees/{id}/devices: every device the reviewee registered, newest first. */
export const listRevieweeDevices = defineEndpoint({
  method: 'GET',
  path: '/admin/reviewees/{id}/devices',
  auth: true,
  roles: ['registrar'],
  params: idParams,
  response: z.array(deviceSchema),
  summary: 'A reviewee’s device history',
  ourChoice: deviceChoice,
});

/** POST /admin/reviewees/{id}/devices/reset: the next sign-in registers a new device. */
export const resetRevieweeDevice = defineEndpoint({
  method: 'POST',
  path: '/admin/reviewees/{id}/devices/reset',
  auth: true,
  roles: ['registrar'],
  params: idParams,
  response: messageResponseSchema,
  summary: 'Release a reviewee’s registered device and sign it out',
  ourChoice: `${deviceChoice}. Staff help beyond the one move per 30 days`,
});
