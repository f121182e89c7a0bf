import type { OutboxMessage } from '@review-center/api-client/contract';
import { sql, type Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, newestFirst, type PageQuery } from '../../platform/db/paginate.ts';
import type { OutboxMessagesTable, OutboxStatus } from '../../platform/db/schema.ts';
import { Conflict } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { mailDue } from '../../platform/mail/outbox.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';

const iso = (date: Date | string) => new Date(date).toISOString();

const toMessage = (row: Selectable<OutboxMessagesTable>): OutboxMessage => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: iso(row.created_at),
  sentAt: row.sent_at ? iso(row.sent_at) : null,
  nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
});

/** The administrator's view of the outbox (decision 0031), newest first, optionally one status. */
export function listOutbox(db: Db, query: PageQuery & { status?: OutboxStatus | undefined }) {
  let base = db.selectFrom('outbox_messages');
  if (query.status) base = base.where('status', '=', query.status);
  return newestFirst(base, pageOf(query, 50), (rows) => rows.map(toMessage));
}

/**
 * A failed message goes back to pending, due now, with one more try before it fails again; the
 * worker is woken. Audit-logged with the message's state before and after.
 */
export async function retryMessage(deps: Deps, actor: AuthUser, id: string): Promise<OutboxMessage> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await rowById(trx, 'outbox_messages', id, 'Message not found', { forUpdate: true });
    if (before.status !== 'failed')
      throw new Conflict(`Only a failed message can be sent again; this one is ${before.status}`);
    const after = await updateById(trx, 'outbox_messages', id, {
      status: 'pending',
      next_attempt_at: sql`now()`,
      // One more try: the worker marks it failed again if that one fails too.
      attempts: deps.config.outbox.maxAttempts - 1,
    });
    await recordAudit(trx, actor, 'email.retry', id, {
      before: { status: before.status, attempts: before.attempts, lastError: before.last_error },
      after: { status: 'pending' },
    });
    return after;
  });
  mailDue(deps.outbox);
  return toMessage(row);
}
