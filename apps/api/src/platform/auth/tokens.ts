import { createHash, randomBytes } from 'node:crypto';
import { linkToken, parseLinkToken } from '@review-center/domain';
import { sql } from 'kysely';
import { statementName, type Db } from '../db/database.ts';

/** Only the SHA-256 of a token is stored: a leaked table cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const randomId = () => randomBytes(12).toString('hex');

/** How long tokens live (config.ts). */
export interface SessionLifetime {
  sessionTtlMs: number;
  sessionMaxAgeMs: number;
  sessionGraceMs: number;
}

/**
 * A new token. `startedAt` is the sign-in that began the session (a refreshed token keeps its
 * predecessor's, stored as the row's `created_at`): no token outlives `sessionMaxAgeMs` after
 * it, however often it is refreshed (decision 0023).
 */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  lifetime: SessionLifetime,
  startedAt: Date = now,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.min(now.getTime() + lifetime.sessionTtlMs, startedAt.getTime() + lifetime.sessionMaxAgeMs);
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(expiresAt), created_at: startedAt })
    .execute();
  return token;
}

/**
 * Replaces `token` with a new one of the same session: the old one keeps working for
 * `sessionGraceMs` only (requests already sent with it), then is refused.
 */
export async function refreshSession(db: Db, userId: string, token: string, now: Date, lifetime: SessionLifetime) {
  const old = await db
    .updateTable('sessions')
    .set({
      expires_at: sql<Date>`least(expires_at, ${new Date(now.getTime() + lifetime.sessionGraceMs)}::timestamptz)`,
    })
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .returning(['created_at'])
    .executeTakeFirst();
  return createSession(db, userId, now, lifetime, old?.created_at ?? now);
}

/** Sign-out: this token is refused from now on. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Sign-out everywhere (and a new password): every token of the user is refused from now on. */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/**
 * The user of a valid session: asked on every signed-in request, so one prepared statement. A
 * disabled account's token is refused everywhere (decision 0029), even before its sessions go.
 */
export async function sessionUser(db: Db, token: string, now: Date) {
  const { rows } = await sql<{ id: string; email: string; role: string; verified: boolean }>`${sql.raw(
    statementName('session_user_of_token'),
  )}
    select users.id, users.email, users.role, users.verified
    from sessions join users on users.id = sessions.user_id
    where sessions.token_hash = ${hashToken(token)}::text and sessions.expires_at > ${now}::timestamptz
      and users.disabled_at is null`.execute(db);
  return rows[0];
}

export type LinkPurpose = 'verify' | 'reset' | 'device';

/**
 * A verify or reset link token: 64 hex characters, then `-<expiryMs>` as the spec's site reads
 * it (product §4 "Reset": the last dash-separated segment is the expiry in milliseconds).
 */
export async function createLinkToken(db: Db, userId: string, purpose: LinkPurpose, now: Date, ttlMs: number) {
  const secret = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insertInto('link_tokens')
    .values({ token_hash: hashToken(secret), user_id: userId, purpose, expires_at: expiresAt, used_at: null })
    .execute();
  return linkToken(secret, expiresAt.getTime());
}

/** Accepts the token with or without its expiry suffix (change-password-v2 sends it without). */
export const linkSecret = (token: string) => parseLinkToken(token)?.value ?? token;

export type LinkResult = 'ok' | 'expired' | 'invalid';

/** Marks the token used, once: a second use, an expired token or another user's token fails. */
export async function consumeLinkToken(
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<LinkResult> {
  const row = await db
    .updateTable('link_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(linkSecret(token)))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .returning(['expires_at'])
    .executeTakeFirst();
  if (!row) return 'invalid';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'ok';
}

/**
 * What a link is now, without using it: usable, used (even if it has expired since), expired, or
 * null when no such link was sent to this user.
 */
export async function linkTokenState(
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<'usable' | 'used' | 'expired' | null> {
  const row = await db
    .selectFrom('link_tokens')
    .select(['expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(linkSecret(token)))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return null;
  if (row.used_at) return 'used';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'usable';
}
