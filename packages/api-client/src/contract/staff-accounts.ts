import * as z from 'zod/mini';
import { emailSchema, idSchema, isoDateSchema, paginated, requiredWireText, STAFF_ROLES } from '@review-center/domain';
import { idParams, staffPageQuery } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Staff accounts, which only the administrator manages (decision 0029; `roles: []`).
 * "Administrator roles are not shown" (product §6): every call here is a choice of ours.
 */
const peopleChoice = 'Not in the spec: the staff console’s people pages (decision 0029)';

/** A staff account as the administrator sees it: never a password, only whether it may sign in. */
export const staffMemberSchema = z.object({
  _id: idSchema,
  email: emailSchema,
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  createdAt: isoDateSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /admin/staff: every staff account, administrators first, then by e-mail. */
export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/admin/staff',
  auth: true,
  roles: [],
  query: z.object(staffPageQuery),
  response: paginated(staffMemberSchema),
  summary: 'List staff accounts',
  ourChoice: peopleChoice,
});

/**
 * POST /admin/staff: a new staff account. The administrator never types a password: the new
 * member gets a link to set one (the reset-password flow, decision 0029).
 */
export const createStaff = defineEndpoint({
  method: 'POST',
  path: '/admin/staff',
  auth: true,
  roles: [],
  body: z.object({
    email: emailSchema,
    firstName: requiredWireText(),
    lastName: requiredWireText(),
    role: z.enum(STAFF_ROLES),
  }),
  response: staffMemberSchema,
  summary: 'Create a staff account and e-mail its password-set link',
  ourChoice: `${peopleChoice}. 409 when the e-mail has an account`,
});

/** PUT /admin/staff/{id}/role: another role; the last active administrator keeps theirs (409). */
export const changeStaffRole = defineEndpoint({
  method: 'PUT',
  path: '/admin/staff/{id}/role',
  auth: true,
  roles: [],
  params: idParams,
  body: z.object({ role: z.enum(STAFF_ROLES) }),
  response: staffMemberSchema,
  summary: 'Change a staff member’s role',
  ourChoice: peopleChoice,
});

/** POST /admin/staff/{id}/disable: no sign-in, every session ended; never the last active administrator. */
export const disableStaff = defineEndpoint({
  method: 'POST',
  path: '/admin/staff/{id}/disable',
  auth: true,
  roles: [],
  params: idParams,
  response: staffMemberSchema,
  summary: 'Disable a staff account',
  ourChoice: peopleChoice,
});

/** POST /admin/staff/{id}/enable: the account may sign in again. */
export const enableStaff = defineEndpoint({
  method: 'POST',
  path: '/admin/staff/{id}/enable',
  auth: true,
  roles: [],
  params: idParams,
  response: staffMemberSchema,
  summary: 'Re-enable a staff account',
  ourChoice: peopleChoice,
});
