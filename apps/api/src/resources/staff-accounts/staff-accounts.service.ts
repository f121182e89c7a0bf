import type { StaffMember } from '@review-center/api-client/contract';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@review-center/domain';
import { type Selectable, sql } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, type PageQuery, paginate } from '../../platform/db/paginate.ts';
import type { UsersTable } from '../../platform/db/schema.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { staffInvitationEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { resetLink, setDisabled } from '../users/users.service.ts';
import { updateById } from '../../platform/db/rows.ts';

/*
 * Staff accounts, which the administrator looks after (decision 0029). Every action writes one
 * audit entry in the same transaction as its change; a refused one writes none (decision 0027).
 */

type UserRow = Selectable<UsersTable>;
const iso = (date: Date) => new Date(date).toISOString();

const toStaffMember = (row: UserRow): StaffMember => ({
  _id: row.id,
  email: row.email,
  firstName: row.profile.firstName ?? '',
  lastName: row.profile.lastName ?? '',
  role: row.role as StaffRole,
  disabled: row.disabled_at !== null,
  createdAt: iso(row.created_at),
});

export function listStaff(db: Db, query: PageQuery) {
  return paginate(
    db.selectFrom('users').where('role', 'in', STAFF_ROLES),
    pageOf(query, 50),
    (q) =>
      q
        .selectAll()
        .orderBy(sql`role = 'admin'`, 'desc')
        .orderBy('email'),
    (rows) => rows.map(toStaffMember),
  );
}

async function staffRow(db: Db, id: string) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !isStaffRole(row.role)) throw new NotFound('Staff account not found');
  return row;
}

/**
 * Refuses a change that would leave no active administrator: the console and the API would then
 * have nobody to manage staff. The administrators' rows are locked first, so two administrators
 * demoting each other at once cannot both pass.
 */
async function keepOneAdministrator(db: Db, target: UserRow, verb: string) {
  if (target.role !== 'admin' || target.disabled_at !== null) return;
  const admins = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .forUpdate()
    .execute();
  if (admins.every((admin) => admin.id === target.id)) {
    throw new Conflict(`The last active administrator cannot be ${verb}: make another administrator first`);
  }
}

export async function createStaff(
  deps: Deps,
  actor: AuthUser,
  input: { email: string; firstName: string; lastName: string; role: StaffRole },
) {
  const email = input.email.trim().toLowerCase();
  const id = randomId();
  // Nobody knows this password: the member sets their own through the link.
  const unusable = await hashPassword(randomId() + randomId(), deps.config.scrypt);
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        id,
        email,
        password_hash: unusable,
        role: input.role,
        verified: true,
        profile: JSON.stringify({ firstName: input.firstName, lastName: input.lastName }),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new Conflict('This e-mail already has an account');
    await recordAudit(trx, actor, 'staff.create', id, {
      before: null,
      after: { email, role: input.role, firstName: input.firstName, lastName: input.lastName },
    });
    await queueMail(
      trx,
      await staffInvitationEmail({ ...deps, db: trx }, email, input, await resetLink(deps, trx, id, '/staff/welcome')),
    );
    return inserted;
  });
  return toStaffMember(row);
}

export async function changeStaffRole(deps: Deps, actor: AuthUser, id: string, role: StaffRole) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await staffRow(trx, id);
    if (row.role === role) throw new Conflict(`This account is already ${role}`);
    if (role !== 'admin') await keepOneAdministrator(trx, row, 'given another role');
    const updated = await updateById(trx, 'users', id, { role });
    await recordAudit(trx, actor, 'staff.role', id, { before: { role: row.role }, after: { role } });
    return toStaffMember(updated);
  });
}

export async function setStaffDisabled(deps: Deps, actor: AuthUser, id: string, disabled: boolean) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await staffRow(trx, id);
    if ((row.disabled_at !== null) === disabled) {
      throw new Conflict(`This account is already ${disabled ? 'disabled' : 'enabled'}`);
    }
    if (disabled) await keepOneAdministrator(trx, row, 'disabled');
    const updated = await setDisabled(deps, trx, row, disabled);
    await recordAudit(trx, actor, disabled ? 'staff.disable' : 'staff.enable', id, {
      before: { disabled: !disabled },
      after: { disabled },
    });
    return toStaffMember(updated);
  });
}
