import {
  calendarDateOf,
  centavosOf,
  refundSchemaFor,
  type Refund,
  type RefundChannel,
  type RefundInput,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { byParent } from '../../platform/db/rows.ts';
import type { EnrollmentsTable, RefundsTable } from '../../platform/db/schema.ts';
import { InvalidInput } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/http/deps.ts';

/*
 * Refunds (decision 0084): recorded by staff when they cancel an enrollment that received money,
 * never made by the system and never deleted. What the enrollment has received and not yet
 * given back bounds each; the enrollment keeps their sum (`amount_refunded`).
 */

const toRefund = (row: Selectable<RefundsTable>): Refund => ({
  _id: row.id,
  amount: row.amount,
  channel: row.channel as RefundChannel,
  reference: row.reference,
  refundDate: row.refund_date,
  reason: row.reason,
  createdDate: new Date(row.recorded_at).toISOString(),
});

/** The refunds of each enrollment, oldest first: one query for them all. */
export const refundsOf = (db: Db, enrollmentIds: readonly string[]): Promise<Map<string, Refund[]>> =>
  byParent(db, 'refunds', 'enrollment_id', enrollmentIds, sql`recorded_at, id`, toRefund);

/**
 * Checks a refund of the enrollment `row` as the console's form does (the same schema), with what
 * it has received and not given back, today in Manila and the day it was made: a 400 naming the
 * field (`body.refund.amount`) when it fails.
 */
export function checkedRefund(
  row: Pick<Selectable<EnrollmentsTable>, 'amount_paid' | 'amount_refunded' | 'created_at'>,
  input: RefundInput,
  now: Date,
): RefundInput {
  const parsed = refundSchemaFor({
    paid: (centavosOf(row.amount_paid) - centavosOf(row.amount_refunded)) / 100,
    today: calendarDateOf(now),
    enrolledOn: calendarDateOf(new Date(row.created_at)),
  }).safeParse(input);
  if (!parsed.success) {
    throw new InvalidInput(
      parsed.error.issues.map((issue) => ({
        field: ['body', 'refund', ...issue.path].join('.'),
        problem: issue.message,
      })),
    );
  }
  return parsed.data;
}

/**
 * Records a checked refund of enrollment `enrollmentId` inside the caller's transaction: the row,
 * the enrollment's sum, and one audit entry on the enrollment (its history shows it).
 */
export async function recordRefund(trx: Db, actor: AuthUser, enrollmentId: string, refund: RefundInput) {
  const id = randomId();
  await trx
    .insertInto('refunds')
    .values({
      id,
      enrollment_id: enrollmentId,
      amount: refund.amount,
      channel: refund.channel,
      reference: refund.reference,
      refund_date: refund.refundDate,
      reason: refund.reason,
      recorded_by: actor.id,
    })
    .execute();
  const { amount_refunded: refunded } = await trx
    .updateTable('enrollments')
    .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', refund.amount) }))
    .where('id', '=', enrollmentId)
    .returning('amount_refunded')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, { action: 'refund.record', entityType: 'enrollment' }, enrollmentId, {
    before: null,
    after: { refund: id, ...refund, amountRefunded: refunded },
  });
}
