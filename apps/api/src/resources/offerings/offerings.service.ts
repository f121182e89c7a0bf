import type { Offering } from '@review-center/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { paginate, pageOf } from '../../platform/db/paginate.ts';
import type { OfferingsTable } from '../../platform/db/schema.ts';
import { rowById } from '../../platform/db/rows.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

export function toOffering(row: Selectable<OfferingsTable>): Offering {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    price: Number(row.price),
    beedPrice: row.beed_price === null ? null : Number(row.beed_price),
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
    branches: row.branches,
    schedules: row.schedules,
    published: row.published,
  };
}

export async function listOfferings(db: Db, query: { page: number; limit: number; published?: boolean | undefined }) {
  let base = db.selectFrom('offerings');
  if (query.published !== undefined) base = base.where('published', '=', query.published);
  return paginate(
    base,
    pageOf(query, query.limit),
    (q) => q.selectAll().orderBy('created_at', 'asc').orderBy('id'),
    (rows) => rows.map(toOffering),
  );
}

/** Offerings by id, read in one query (a page of enrollments shows each one's offering). */
export async function offeringsById(db: Db, ids: readonly string[]): Promise<Map<string, Offering>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.selectFrom('offerings').selectAll().where('id', 'in', unique).execute() : [];
  return new Map(rows.map((row) => [row.id, toOffering(row)]));
}

export async function getOffering(db: Db, id: string) {
  const row = await rowById(db, 'offerings', id, 'Offering not found');
  return toOffering(row);
}
