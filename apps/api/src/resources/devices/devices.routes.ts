import {
  completeDeviceMove,
  getMyDevice,
  listRevieweeDevices,
  requestDeviceMove,
  resetRevieweeDevice,
} from '@review-center/api-client/contract';
import { getCookie, setCookie } from 'hono/cookie';
import { limitedSignIn, type Api, type AppContext, type Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as devices from './devices.service.ts';

/** The cookie naming the browser as a device (decision 0068): HttpOnly, so no script reads it. */
const DEVICE_COOKIE = 'rc-device';
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
// Browsers keep a cookie for at most 400 days; every sign-in sets it again.
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The device the request came from: the browser's identifier, or a new one given to it now in
 * the answer (refused or not), so that a later move names this browser.
 */
export function presentedDevice(c: AppContext): devices.Presented {
  const held = getCookie(c, DEVICE_COOKIE);
  const id = held && DEVICE_ID.test(held) ? held : devices.newDeviceId();
  setCookie(c, DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return { id, userAgent: c.req.header('user-agent') };
}

/** The account a password opens (the users resource's sign-in check), given by the app: users imports devices. */
type CheckCredentials = (
  deps: Deps,
  email: string,
  password: string,
) => Promise<{ id: string; email: string; role: string }>;

export function deviceRoutes(app: Api, deps: Deps, checkCredentials: CheckCredentials) {
  // Checked as a sign-in (same limits): it asks for the password.
  route(app, requestDeviceMove, ({ body }, c) =>
    limitedSignIn(deps, c, body.email, async () =>
      devices.requestMove(deps, await checkCredentials(deps, body.email, body.password)),
    ),
  );
  route(app, completeDeviceMove, ({ params, body }, c) =>
    devices.completeMove(deps, params.id, body.token, presentedDevice(c)),
  );
  route(app, getMyDevice, (_, c) => devices.myDevice(deps.db, signedInUser(c).id));
  route(app, listRevieweeDevices, ({ params }) => devices.deviceHistory(deps.db, params.id));
  route(app, resetRevieweeDevice, ({ params }, c) => devices.resetDevice(deps, signedInUser(c), params.id));
}
