import { ERROR_MESSAGES, type ProfileUpdate, type Registration, type User } from '@review-center/domain';
import type { Selectable } from 'kysely';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import {
  consumeLinkToken,
  createLinkToken,
  createSession,
  linkTokenState,
  randomId,
  refreshSession,
  revokeAllSessions,
  revokeSession,
} from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import type { UserProfile, UsersTable } from '../../platform/db/schema.ts';
import { Conflict, Expired, Forbidden, NotFound, Unauthenticated } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { checkProfileRules } from '../../platform/http/form-rules.ts';
import { resendVerificationEmail, resetPasswordEmail, verificationEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { claimUploads } from '../uploads/uploads.service.ts';
import { admitDevice, type Presented } from '../devices/devices.service.ts';
import { updateById } from '../../platform/db/rows.ts';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The user as the API shows it (product §3): never the password hash. */
export function toUser(row: Selectable<UsersTable>): User {
  const p = row.profile;
  const fullName = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  const address = [p.street, p.city, p.province, p.zipCode].filter(Boolean).join(', ');
  return {
    _id: row.id,
    email: row.email,
    ...p,
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    fullName: fullName || null,
    address: address || null,
    verified: row.verified,
    role: row.role as User['role'],
  } as User;
}

export async function findUser(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Users by id, read in one query (a page of enrollments under review shows each one's user). */
export async function usersById(db: Db, ids: readonly string[]): Promise<Map<string, User>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.selectFrom('users').selectAll().where('id', 'in', unique).execute() : [];
  return new Map(rows.map((row) => [row.id, toUser(row)]));
}

async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

const siteLink = (deps: Deps, route: string) => `${deps.config.publicUrl.replace(/\/$/, '')}${route}`;

/** The verification link and its e-mail, written in `db`: the caller's transaction when it has one. */
export async function sendVerification(
  deps: Deps,
  user: { id: string; email: string },
  again: boolean,
  db: Db = deps.db,
) {
  const token = await createLinkToken(db, user.id, 'verify', deps.now(), deps.config.linkTtlMs);
  const link = siteLink(deps, `/account/verify/${user.id}/${token}`);
  await queueMail(db, await (again ? resendVerificationEmail : verificationEmail)({ ...deps, db }, user.email, link));
}

/** Splits registration into account and profile; the password never reaches the profile. */
function profileOf(fields: Partial<Omit<Registration, 'email' | 'password'>>): UserProfile {
  const { idAttachment: _ignored, ...rest } = fields;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null)) as UserProfile;
}

/**
 * Creates the account (409 when the e-mail is taken), claims its ID picture, e-mails the
 * verification link and opens a session. Runs inside `trx` when given so that a new-user
 * enrollment creates both or neither.
 */
export async function registerUser(deps: Deps, input: Registration, db: Db = deps.db) {
  checkProfileRules(deps.now(), input);
  const email = normalizeEmail(input.email);
  const id = randomId();
  const { email: _e, password, ...fields } = input;
  const passwordHash = await hashPassword(password, deps.config.scrypt);
  const inserted = await db
    .insertInto('users')
    .values({ id, email, password_hash: passwordHash, profile: JSON.stringify(profileOf(fields)) })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    throw new Conflict(
      'Email already taken, if you are already registered on mobile app please use that email to login',
    );
  }
  const [idAttachment] = await claimUploads(db, id, [input.idAttachment], 'idAttachment');
  await db
    .updateTable('users')
    .set({ profile: JSON.stringify({ ...profileOf(fields), idAttachment }) })
    .where('id', '=', id)
    .execute();
  const token = await createSession(db, id, deps.now(), deps.config);
  // In the outbox with the account: a rolled-back registration sends nothing (decision 0031).
  await sendVerification(deps, { id, email }, false, db);
  return { id, email, token };
}

/** POST /users/register: the account and its welcome e-mail, stored together. */
export async function register(deps: Deps, input: Registration) {
  const created = await deps.db.transaction().execute((trx) => registerUser(deps, input, trx));
  return { token: created.token, _id: created.id };
}

// A fixed hash to compare against when the e-mail is unknown, so both failures take as long.
let dummyHash: Promise<string> | undefined;

/** The account these credentials open: 404 for an unknown e-mail and a wrong password alike (product §8). */
export async function checkedCredentials(deps: Deps, email: string, password: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) dummyHash ??= hashPassword('not-a-password', deps.config.scrypt);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash!));
  if (!user || !ok) throw new NotFound('Invalid Email / Password');
  // Said only to whoever knows the password: a stranger learns nothing about the account (decision 0029).
  if (user.disabled_at) throw new Forbidden(ERROR_MESSAGES.accountDisabled);
  return user;
}

/**
 * POST /users/sign-in. On a device that is not the account's registered one, a 409 and no
 * session (decision 0068).
 */
export async function signIn(deps: Deps, email: string, password: string, device: Presented) {
  const user = await checkedCredentials(deps, email, password);
  await admitDevice(deps, user, device, () => new Conflict(ERROR_MESSAGES.deviceNotRegistered));
  const token = await createSession(deps.db, user.id, deps.now(), deps.config);
  return { token, _id: user.id };
}

export async function verifyUser(deps: Deps, userId: string, token: string) {
  const result = await consumeLinkToken(deps.db, userId, 'verify', token, deps.now());
  if (result === 'expired') throw new Expired('Link or reset password token expired');
  if (result === 'invalid') throw new NotFound('Verification link is not valid');
  await deps.db.updateTable('users').set({ verified: true }).where('id', '=', userId).execute();
  return { message: 'Account verified' };
}

export async function resendVerification(deps: Deps, userId: string) {
  const user = await findUser(deps.db, userId);
  if (!user) throw new NotFound('User not found');
  if (user.verified) return { message: 'Account already verified' };
  await deps.db.transaction().execute((trx) => sendVerification(deps, user, true, trx));
  return { message: 'We sent another email for verification.' };
}

/** 404 when the e-mail is not registered (product §8 "Email not registered"). */
export async function requestPasswordReset(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new NotFound('Email not registered, please check and try again');
  await deps.db.transaction().execute(async (trx) => {
    const token = await createLinkToken(trx, user.id, 'reset', deps.now(), deps.config.linkTtlMs);
    await queueMail(
      trx,
      await resetPasswordEmail(
        { ...deps, db: trx },
        user.email,
        siteLink(deps, `/account/reset-password/${user.id}/${token}`),
      ),
    );
  });
  return { message: 'We sent a link to reset your password. Please check your spam folder too.' };
}

/** GET /users/{id}/reset-links/{token}: the link's state, for the reset page before any password is typed. */
export async function resetLinkState(deps: Deps, userId: string, token: string) {
  const state = await linkTokenState(deps.db, userId, 'reset', token, deps.now());
  if (!state) throw new NotFound('Token / Email was not found');
  return { state };
}

export async function changePassword(deps: Deps, userId: string, token: string, password: string) {
  const result = await consumeLinkToken(deps.db, userId, 'reset', token, deps.now());
  if (result === 'expired') throw new Expired('Link or reset password token expired');
  if (result === 'invalid') throw new NotFound('Token / Email was not found');
  const passwordHash = await hashPassword(password, deps.config.scrypt);
  await deps.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  // A new password ends every session opened with the old one.
  await revokeAllSessions(deps.db, userId);
  return { message: 'Password Successfully Changed' };
}

/**
 * GET /users/me: the user and a fresh token that replaces the one it was called with (that one
 * is refused after a short grace, decision 0023).
 */
export async function currentUser(deps: Deps, userId: string, token: string, device: Presented) {
  const user = await findUser(deps.db, userId);
  if (!user) throw new Unauthenticated();
  // A refresh, or a token handed to another browser in the address (product §2): the token works
  // only on the account's device; elsewhere a 403, so the site drops it (decision 0068).
  await admitDevice(deps, user, device, () => new Forbidden(ERROR_MESSAGES.deviceNotRegistered));
  const fresh = await refreshSession(deps.db, user.id, token, deps.now(), deps.config);
  return { ...toUser(user), token: fresh };
}

/** POST /users/sign-out: the token it is called with is refused from now on. */
export async function signOut(deps: Deps, token: string) {
  await revokeSession(deps.db, token);
  return { message: 'Signed out' };
}

/** DELETE /users/{id}/sessions: every token of the user, on every device, is refused from now on. */
export async function signOutEverywhere(deps: Deps, userId: string) {
  await revokeAllSessions(deps.db, userId);
  return { message: 'Signed out everywhere' };
}

export async function updateProfile(deps: Deps, userId: string, update: ProfileUpdate) {
  const user = await findUser(deps.db, userId);
  if (!user) throw new NotFound('User not found');
  const next: UserProfile = { ...user.profile, ...profileOf(update) };
  // What the update changes, judged with the profile it makes (product §5).
  checkProfileRules(deps.now(), {
    birthdate: update.birthdate,
    ...(update.firstTimer !== undefined || update.lastTakeDate !== undefined
      ? { firstTimer: next.firstTimer, lastTakeDate: next.lastTakeDate }
      : {}),
  });
  if (update.idAttachment) {
    [next.idAttachment] = await claimUploads(deps.db, userId, [update.idAttachment], 'idAttachment');
  }
  const row = await updateById(deps.db, 'users', userId, { profile: JSON.stringify(next) });
  return toUser(row);
}

/**
 * A reset link: the same single-use link and page as "forgot password" (decision 0009), or for
 * a staff invitation the same link opening the console's welcome page.
 */
export async function resetLink(deps: Deps, db: Db, userId: string, page = '/account/reset-password') {
  const token = await createLinkToken(db, userId, 'reset', deps.now(), deps.config.linkTtlMs);
  return siteLink(deps, `${page}/${userId}/${token}`);
}

/** Disables or re-enables any account; a disabled one's sessions all end at once. */
export async function setDisabled(deps: Deps, db: Db, row: Pick<Selectable<UsersTable>, 'id'>, disabled: boolean) {
  const updated = await updateById(db, 'users', row.id, { disabled_at: disabled ? deps.now() : null });
  if (disabled) await revokeAllSessions(db, row.id);
  return updated;
}
