import type { Offering } from '@review-center/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OfferingsTable } from '../db/schema.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

export function toOffering(row: Selectable<OfferingsTable>): Offering {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    price: Number(row.price),
    cashDiscountByPercent: Number(row.cash_discount_by_percent),
    downpayment: Number(row.downpayment),
    installmentTerms: row.installment_terms,
    installmentFrequency: row.installment_frequency,
    paymentType: row.payment_type as Offering['paymentType'],
    multipleSchedule: row.multiple_schedule,
    units: row.units ?? undefined,
    terms: row.terms ?? undefined,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    enrollmentStartDate: iso(row.enrollment_start_date),
    enrollmentEndDate: iso(row.enrollment_end_date),
    published: row.published,
  };
}

export async function listOfferings(db: Db, query: { page: number; limit: number; published?: boolean | undefined }) {
  let base = db.selectFrom('offerings');
  if (query.published !== undefined) base = base.where('published', '=', query.published);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { docs: rows.map(toOffering), totalDocs: Number(count.total) };
}

export async function findOffering(db: Db, id: string) {
  const row = await db.selectFrom('offerings').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toOffering(row) : undefined;
}
