import { getCenter, updateCenter } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import { readCenterSettings } from '../../platform/config/center-settings.ts';
import { updateCenterSettings } from './settings.service.ts';

/** The center's details: read by the site, written by an administrator (decision 0046). */
export function settingsRoutes(app: Api, deps: Deps) {
  route(app, getCenter, () => readCenterSettings(deps.db));
  route(app, updateCenter, ({ body }, c) => updateCenterSettings(deps, signedInUser(c), body));
}
