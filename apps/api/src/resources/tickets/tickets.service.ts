import type { Ticket, TicketSummary } from '@review-center/api-client/contract';
import type { SupportTicket } from '@review-center/domain';
import { historyOf, recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, type PageQuery, newestFirst } from '../../platform/db/paginate.ts';
import type { TicketReply } from '../../platform/db/schema.ts';
import { Conflict } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { ticketReplyEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { claimUploads, unclaimedUploads } from '../uploads/uploads.service.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';

/**
 * Stores a support ticket. Its user is the signed-in caller, never what the body claims (spec
 * product §7 sends it); a signed-in caller's files become theirs, an anonymous one may attach only
 * files nobody owns yet.
 */
export async function createSupportTicket(db: Db, ownerId: string | null, ticket: SupportTicket) {
  const attachments = ownerId
    ? await claimUploads(db, ownerId, ticket.attachments, 'attachments')
    : await unclaimedUploads(db, ticket.attachments);
  const id = randomId();
  await db
    .insertInto('support_tickets')
    .values({
      id,
      user_id: ownerId,
      ticket: JSON.stringify({ ...ticket, user: ownerId ? { _id: ownerId } : null, attachments }),
    })
    .execute();
  return { _id: id };
}

/*
 * The support inbox (decision 0029). Every reply and close writes one audit entry in the same
 * transaction as its change (decision 0027).
 */

const iso = (date: Date) => new Date(date).toISOString();

type TicketStatus = TicketSummary['status'];
type StoredTicket = SupportTicket & { attachments: SupportTicket['attachments'] };

export function listTickets(db: Db, query: PageQuery & { status?: TicketStatus | undefined }) {
  let base = db.selectFrom('support_tickets');
  if (query.status) base = base.where('status', '=', query.status);
  return newestFirst(base, pageOf(query, 25), (rows) =>
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
  return rowById(db, 'support_tickets', id, 'Ticket not found');
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
    await recordAudit(trx, actor, 'ticket.reply', id, {
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
    await recordAudit(trx, actor, closed ? 'ticket.close' : 'ticket.reopen', id, {
      before: { status: row.status },
      after: { status },
    });
  });
  return getTicket(deps.db, id);
}
