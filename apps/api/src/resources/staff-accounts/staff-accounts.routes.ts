import { changeStaffRole, createStaff, disableStaff, enableStaff, listStaff } from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { route } from '../../platform/http/route.ts';
import * as staff from './staff-accounts.service.ts';

/** Staff accounts (decision 0029); guardContract has required the administrator role. */
export function staffAccountRoutes(app: Api, deps: Deps) {
  route(app, listStaff, ({ query }) => staff.listStaff(deps.db, query));
  route(app, createStaff, ({ body }, c) => staff.createStaff(deps, signedInUser(c), body));
  route(app, changeStaffRole, ({ params, body }, c) =>
    staff.changeStaffRole(deps, signedInUser(c), params.id, body.role),
  );
  route(app, disableStaff, ({ params }, c) => staff.setStaffDisabled(deps, signedInUser(c), params.id, true));
  route(app, enableStaff, ({ params }, c) => staff.setStaffDisabled(deps, signedInUser(c), params.id, false));
}
