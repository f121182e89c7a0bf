import { randomBytes } from 'node:crypto';
import {
  DEVICE_MESSAGES,
  browserName,
  DEVICE_MOVE_INTERVAL_DAYS,
  isStaffRole,
  type Device,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  consumeLinkToken,
  createLinkToken,
  createSession,
  hashToken,
  randomId,
  revokeAllSessions,
} from '../../platform/auth/tokens.ts';
import { readCenterSettings } from '../../platform/config/center-settings.ts';
import type { Db } from '../../platform/db/database.ts';
import type { DevicesTable } from '../../platform/db/schema.ts';
import { Conflict, Expired, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { deviceMoveEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';

/**
 * One registered device per account (product §1's terms; decision 0068). A device is the browser
 * holding a long-lived identifier the API gave it (an HttpOnly cookie, see devices.routes.ts),
 * not a session token. The account's registered device is its one unreleased row of `devices`.
 */

/** What the request says about the browser it came from. */
export interface Presented {
  /** The device identifier (43 base64url characters), minted by the API if the browser had none. */
  id: string;
  userAgent: string | undefined;
}

/** A new device identifier: as unguessable as a session token. */
export const newDeviceId = () => randomBytes(32).toString('base64url');

const DAY_MS = 24 * 60 * 60 * 1000;

const toDevice = (row: Selectable<DevicesTable>): Device => ({
  _id: row.id,
  browser: row.browser,
  firstSeenAt: new Date(row.first_seen_at).toISOString(),
  lastSeenAt: new Date(row.last_seen_at).toISOString(),
  releasedAt: row.released_at ? new Date(row.released_at).toISOString() : null,
  releaseReason: (row.release_reason as Device['releaseReason']) ?? null,
});

/** Whether the rule applies to this account: a center setting, on by default; staff are exempt. */
async function ruleApplies(db: Db, user: { role: string }) {
  if (isStaffRole(user.role)) return false;
  return (await readCenterSettings(db)).oneDevicePerAccount;
}

const registeredRow = (db: Db, userId: string) =>
  db
    .selectFrom('devices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('released_at', 'is', null)
    .executeTakeFirst();

/** Registers `device` as the account's, unless another registered first (a race of two first sign-ins). */
async function register(db: Db, userId: string, device: Presented, now: Date) {
  await sql`insert into devices (id, user_id, device_hash, browser, first_seen_at, last_seen_at)
    values (${randomId()}, ${userId}, ${hashToken(device.id)}, ${browserName(device.userAgent)}, ${now}, ${now})
    on conflict (user_id) where released_at is null do nothing`.execute(db);
}

/**
 * Lets a sign-in (password, a handed-off token, a refresh) through when `device` is the
 * account's registered one, registering it when the account has none yet; otherwise throws
 * `refusal`, before any session is made or refreshed.
 */
export async function admitDevice(
  deps: Deps,
  user: { id: string; role: string },
  device: Presented,
  refusal: () => Error,
): Promise<void> {
  if (!(await ruleApplies(deps.db, user))) return;
  const now = deps.now();
  let registered = await registeredRow(deps.db, user.id);
  if (!registered) {
    await register(deps.db, user.id, device, now);
    registered = await registeredRow(deps.db, user.id);
  }
  if (!registered || registered.device_hash !== hashToken(device.id)) throw refusal();
  await deps.db
    .updateTable('devices')
    .set(device.userAgent ? { last_seen_at: now, browser: browserName(device.userAgent) } : { last_seen_at: now })
    .where('id', '=', registered.id)
    .execute();
}

/** The last move the owner made themselves, if within the 30 days that need staff to move again. */
async function movedRecently(db: Db, userId: string, now: Date) {
  const since = new Date(now.getTime() - DEVICE_MOVE_INTERVAL_DAYS * DAY_MS);
  const row = await db
    .selectFrom('devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('release_reason', '=', 'moved')
    .where('released_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

const siteLink = (deps: Deps, route: string) => `${deps.config.publicUrl.replace(/\/$/, '')}${route}`;

/**
 * POST /users/device-moves, once the password was checked: e-mails the account's address a
 * single-use, expiring link. Refused when the owner already moved within 30 days.
 */
export async function requestMove(deps: Deps, user: { id: string; email: string; role: string }) {
  if (!(await ruleApplies(deps.db, user))) throw new Conflict('This account can sign in on any device');
  if (await movedRecently(deps.db, user.id, deps.now())) throw new Conflict(DEVICE_MESSAGES.movedRecently);
  await deps.db.transaction().execute(async (trx) => {
    const token = await createLinkToken(trx, user.id, 'device', deps.now(), deps.config.linkTtlMs);
    const link = siteLink(deps, `/account/device/${user.id}/${token}`);
    await queueMail(trx, await deviceMoveEmail({ ...deps, db: trx }, user.email, link));
  });
  return { message: DEVICE_MESSAGES.moveSent };
}

/** Releases the registered device (moved or reset) and ends every session, so the old device is signed out. */
async function release(db: Db, userId: string, reason: 'moved' | 'reset', now: Date) {
  const released = await db
    .updateTable('devices')
    .set({ released_at: now, release_reason: reason })
    .where('user_id', '=', userId)
    .where('released_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  await revokeAllSessions(db, userId);
  return released;
}

/**
 * POST /users/{id}/device-moves: the link, opened in the browser that becomes the device. The old
 * device is released and signed out; this one is registered and gets a session.
 */
export async function completeMove(deps: Deps, userId: string, token: string, device: Presented) {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const result = await consumeLinkToken(trx, userId, 'device', token, now);
    if (result === 'expired') throw new Expired(DEVICE_MESSAGES.moveLinkInvalid);
    if (result === 'invalid') throw new NotFound(DEVICE_MESSAGES.moveLinkInvalid);
    const current = await registeredRow(trx, userId);
    if (current?.device_hash !== hashToken(device.id)) {
      // Two links asked for before either was used still make one move per 30 days.
      if (await movedRecently(trx, userId, now)) throw new Conflict(DEVICE_MESSAGES.movedRecently);
      await release(trx, userId, 'moved', now);
      await register(trx, userId, device, now);
    }
    return { token: await createSession(trx, userId, now, deps.config), _id: userId };
  });
}

/** GET /users/device. */
export async function myDevice(db: Db, userId: string) {
  const row = await registeredRow(db, userId);
  return { device: row ? toDevice(row) : null };
}

async function requireReviewee(db: Db, id: string) {
  const row = await db.selectFrom('users').select(['id', 'role']).where('id', '=', id).executeTakeFirst();
  if (!row || isStaffRole(row.role)) throw new NotFound('Reviewee not found');
  return row;
}

/**
 * GET /admin/reviewees/{id}/devices: the registered device first, then the released ones, newest
 * first. Two sign-ins within the same instant (one clock tick) still list the registered one on top.
 */
export async function deviceHistory(db: Db, userId: string) {
  await requireReviewee(db, userId);
  const rows = await db
    .selectFrom('devices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy(sql`released_at is null`, 'desc')
    .orderBy('first_seen_at', 'desc')
    .orderBy('released_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toDevice);
}

/** POST /admin/reviewees/{id}/devices/reset: audited with the device it released (decision 0027). */
export async function resetDevice(deps: Deps, actor: AuthUser, userId: string) {
  await deps.db.transaction().execute(async (trx) => {
    await requireReviewee(trx, userId);
    const released = await release(trx, userId, 'reset', deps.now());
    if (!released) throw new Conflict('This reviewee has no registered device');
    await recordAudit(trx, actor, 'user.device-reset', userId, {
      before: { device: released.browser },
      after: { device: null },
    });
  });
  return { message: 'Device reset: the next sign-in registers a new device' };
}
