import { getLatestBackup, takeBackup } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as backups from './backups.service.ts';

/** Backups for the administrator (docs/operations.md); guardContract has already required the role. */
export function backupRoutes(app: Api, deps: Deps) {
  route(app, getLatestBackup, () => backups.latestBackup(deps));
  route(app, takeBackup, (_, c) => backups.takeBackup(deps, signedInUser(c)));
}
