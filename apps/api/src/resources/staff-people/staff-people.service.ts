import type { RevieweeProfile, StaffMember, Ticket, TicketSummary } from '@review-center/api-client/contract';
import { isStaffRole, STAFF_ROLES, type StaffRole, type SupportTicket } from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createLinkToken, randomId, revokeAllSessions } from '../../platform/auth/tokens.ts';
import { historyOf, recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, paginate, type PageQuery } from '../../platform/db/paginate.ts';
import type { TicketReply, UsersTable } from '../../platform/db/schema.ts';
import { toEnrollments } from '../enrollments/enrollments.service.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { resetPasswordEmail, staffInvitationEmail, ticketReplyEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { sendVerification, toUser } from '../users/users.service.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';

/*
 * The people staff look after (decision 0029): staff accounts for the administrator, reviewees for
 * the registrar, the support inbox for support. Every action writes one audit entry in the same
 * transaction as its change; a refused one writes none (decision 0027).
 */

type UserRow = Selectable<UsersTable>;
const iso = (date: Date) => new Date(date).toISOString();
const siteLink = (deps: Deps, route: string) => `${deps.config.publicUrl.replace(/\/$/, '')}${route}`;

/**
 * A reset link: the same single-use link and page as "forgot password" (decision 0009), or for
 * an invitation the same link opening the console's welcome page.
 */
async function resetLink(deps: Deps, db: Db, userId: string, page = '/account/reset-password') {
  const token = await createLinkToken(db, userId, 'reset', deps.now(), deps.config.linkTtlMs);
  return siteLink(deps, `${page}/${userId}/${token}`);
}

// ---- Staff accounts ----

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
    await recordAudit(trx, actor, {
      action: 'staff.create',
      entityType: 'staff',
      entityId: id,
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
    await recordAudit(trx, actor, {
      action: 'staff.role',
      entityType: 'staff',
      entityId: id,
      before: { role: row.role },
      after: { role },
    });
    return toStaffMember(updated);
  });
}

/** Disables or re-enables any account; a disabled one's sessions all end at once. */
async function setDisabled(deps: Deps, db: Db, row: UserRow, disabled: boolean) {
  const updated = await updateById(db, 'users', row.id, { disabled_at: disabled ? deps.now() : null });
  if (disabled) await revokeAllSessions(db, row.id);
  return updated;
}

export async function setStaffDisabled(deps: Deps, actor: AuthUser, id: string, disabled: boolean) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await staffRow(trx, id);
    if ((row.disabled_at !== null) === disabled) {
      throw new Conflict(`This account is already ${disabled ? 'disabled' : 'enabled'}`);
    }
    if (disabled) await keepOneAdministrator(trx, row, 'disabled');
    const updated = await setDisabled(deps, trx, row, disabled);
    await recordAudit(trx, actor, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      entityType: 'staff',
      entityId: id,
      before: { disabled: !disabled },
      after: { disabled },
    });
    return toStaffMember(updated);
  });
}

// ---- Reviewees ----

/** `%` and `_` typed in the search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Reviewees whose e-mail or name holds every word searched for, in any order and any case:
 * "Ligaya Ocampo" finds Ligaya Mercado Ocampo, whose middle name every search would otherwise
 * have to know (it is mandatory, product §5).
 */
export function listReviewees(db: Db, query: PageQuery & { search?: string | undefined }) {
  let base = db.selectFrom('users').where('role', '=', 'user');
  for (const word of query.search?.trim().split(/\s+/).filter(Boolean) ?? []) {
    base = base.where(
      sql<boolean>`(users.email || ' ' || coalesce(users.profile->>'firstName', '') || ' ' ||
        coalesce(users.profile->>'middleName', '') || ' ' || coalesce(users.profile->>'lastName', '')) ilike ${likePattern(word)}`,
    );
  }
  return paginate(
    base,
    pageOf(query, 25),
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (rows) =>
      rows.map((row) => ({
        _id: row.id,
        email: row.email,
        fullName: toUser(row).fullName,
        verified: row.verified,
        disabled: row.disabled_at !== null,
        createdAt: iso(row.created_at),
      })),
  );
}

async function revieweeRow(db: Db, id: string) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  // The registrar looks after reviewees only: staff accounts are the administrator's.
  if (!row || row.role !== 'user') throw new NotFound('Reviewee not found');
  return row;
}

export async function getReviewee(db: Db, id: string): Promise<RevieweeProfile> {
  const row = await revieweeRow(db, id);
  const [enrollmentRows, attempts, history] = await Promise.all([
    db.selectFrom('enrollments').selectAll().where('user_id', '=', id).orderBy('created_at', 'desc').execute(),
    db
      .selectFrom('user_exams')
      .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
      .select([
        'user_exams.id',
        'exam_templates.name',
        'user_exams.completed',
        'user_exams.score',
        'user_exams.created_at',
      ])
      .where('user_exams.user_id', '=', id)
      .orderBy('user_exams.created_at', 'desc')
      .execute(),
    historyOf(db, 'user', id),
  ]);
  return {
    user: toUser(row),
    disabled: row.disabled_at !== null,
    createdAt: iso(row.created_at),
    enrollments: await toEnrollments(db, enrollmentRows, { offering: 'summary' }),
    examAttempts: attempts.map((a) => ({
      _id: a.id,
      exam: a.name,
      completed: a.completed,
      score: a.score,
      createdDate: iso(a.created_at),
    })),
    history,
  };
}

type RevieweeAction = 'resend-verification' | 'verify' | 'password-reset' | 'disable' | 'enable';

/**
 * One registrar action on a reviewee. An action with nothing to do (verifying a verified account)
 * is refused with 409 and writes nothing, so every entry in the log changed something.
 */
export async function revieweeAction(deps: Deps, actor: AuthUser, id: string, action: RevieweeAction) {
  const after = await deps.db.transaction().execute(async (trx) => {
    const row = await revieweeRow(trx, id);
    const disabled = row.disabled_at !== null;
    const audit = (verb: string, before: Record<string, unknown> | null, changed: Record<string, unknown> | null) =>
      recordAudit(trx, actor, { action: `user.${verb}`, entityType: 'user', entityId: id, before, after: changed });
    switch (action) {
      case 'resend-verification':
        if (row.verified) throw new Conflict('This account is already verified');
        await audit('resend-verification', null, { email: row.email });
        // E-mail is written to the outbox with the change (decision 0031).
        await sendVerification(deps, row, true, trx);
        return { row, message: 'We sent another email for verification.' };
      case 'verify':
        if (row.verified) throw new Conflict('This account is already verified');
        await updateById(trx, 'users', id, { verified: true });
        await audit('verify', { verified: false }, { verified: true });
        return { row, message: 'Account verified' };
      case 'password-reset':
        await audit('password-reset', null, { email: row.email });
        await queueMail(trx, await resetPasswordEmail({ ...deps, db: trx }, row.email, await resetLink(deps, trx, id)));
        return { row, message: 'Password-reset link sent' };
      case 'disable':
      case 'enable': {
        const wanted = action === 'disable';
        if (disabled === wanted) throw new Conflict(`This account is already ${wanted ? 'disabled' : 'enabled'}`);
        await setDisabled(deps, trx, row, wanted);
        await audit(action, { disabled }, { disabled: wanted });
        return { row, message: wanted ? 'Account disabled' : 'Account enabled' };
      }
    }
  });
  return { message: after.message };
}

// ---- Support inbox ----

type TicketStatus = TicketSummary['status'];
type StoredTicket = SupportTicket & { attachments: SupportTicket['attachments'] };

export function listTickets(db: Db, query: PageQuery & { status?: TicketStatus | undefined }) {
  let base = db.selectFrom('support_tickets');
  if (query.status) base = base.where('status', '=', query.status);
  return paginate(
    base,
    pageOf(query, 25),
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (rows) =>
      rows.map((row): TicketSummary => {
        const ticket = row.ticket as StoredTicket;
        return {
          _id: row.id,
          name: `${ticket.firstName} ${ticket.lastName}`,
          email: ticket.email,
          category: ticket.category,
          status: row.status as TicketStatus,
          attachmentCount: ticket.attachments?.length ?? 0,
          createdAt: iso(row.created_at),
        };
      }),
  );
}

async function ticketRow(db: Db, id: string) {
  const row = await rowById(db, 'support_tickets', id, 'Ticket not found');
  return row;
}

export async function getTicket(db: Db, id: string): Promise<Ticket> {
  const row = await ticketRow(db, id);
  const ticket = row.ticket as StoredTicket;
  return {
    _id: row.id,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    email: ticket.email,
    mobile: ticket.mobile ?? null,
    category: ticket.category,
    content: ticket.content,
    attachments: ticket.attachments ?? [],
    status: row.status as TicketStatus,
    replies: row.replies,
    createdAt: iso(row.created_at),
    history: await historyOf(db, 'ticket', id),
  };
}

export async function replyToTicket(deps: Deps, actor: AuthUser, id: string, message: string) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await ticketRow(trx, id);
    const reply: TicketReply = { message, author: actor.email, createdAt: deps.now().toISOString() };
    await updateById(trx, 'support_tickets', id, {
      status: 'answered',
      replies: JSON.stringify([...row.replies, reply]),
    });
    await recordAudit(trx, actor, {
      action: 'ticket.reply',
      entityType: 'ticket',
      entityId: id,
      before: { status: row.status, replies: row.replies.length },
      after: { status: 'answered', replies: row.replies.length + 1 },
    });
    const ticket = row.ticket as StoredTicket;
    await queueMail(trx, await ticketReplyEmail({ ...deps, db: trx }, ticket, message));
  });
  return getTicket(deps.db, id);
}

export async function setTicketClosed(deps: Deps, actor: AuthUser, id: string, closed: boolean) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await ticketRow(trx, id);
    if ((row.status === 'closed') === closed) {
      throw new Conflict(`This ticket is already ${closed ? 'closed' : 'open'}`);
    }
    const status = closed ? 'closed' : row.replies.length > 0 ? 'answered' : 'new';
    await updateById(trx, 'support_tickets', id, { status });
    await recordAudit(trx, actor, {
      action: closed ? 'ticket.close' : 'ticket.reopen',
      entityType: 'ticket',
      entityId: id,
      before: { status: row.status },
      after: { status },
    });
  });
  return getTicket(deps.db, id);
}
