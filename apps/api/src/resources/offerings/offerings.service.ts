import type { CatalogueOffering } from '@review-center/api-client/contract';
import type { Offering, OfferingFormValues } from '@review-center/domain';
import { type Insertable, type Selectable, sql } from 'kysely';
import { changed, recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, type PageQuery, paginate } from '../../platform/db/paginate.ts';
import { moveInOrder, nextPosition } from '../../platform/db/order.ts';
import type { OfferingsTable } from '../../platform/db/schema.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { invalidatePublicPages } from '../../platform/web/freshness.ts';

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
    isPackage: row.is_package,
    hybridSeason: row.hybrid_season,
  };
}

/**
 * The order the editor gives (migration 0019): by position, then oldest first and by id among
 * offerings of one position (rows the seed wrote share position 0).
 */
const editorsOrder = sql`position, created_at, id`;

/** GET /offerings: published offerings in the editor's order, 10 at a time (product §7). */
export async function listOfferings(db: Db, query: { page: number; limit: number; published?: boolean | undefined }) {
  let base = db.selectFrom('offerings');
  if (query.published !== undefined) base = base.where('published', '=', query.published);
  return paginate(
    base,
    pageOf(query, query.limit),
    (q) => q.selectAll().orderBy(editorsOrder),
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

/*
 * The offerings staff keep (decision 0045). Every change writes one audit entry in its own
 * transaction (decision 0027). An enrollment keeps the price it was made at (enrollments.price):
 * nothing here touches enrollments.
 */

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

const enrollmentCount = sql<number>`(select count(*)::int from enrollments where enrollments.offering_id = offerings.id)`;

/** Its place in the editor's order, first at 0, and whether it is last: Up and Down need both. */
const place = sql<number>`(select count(*)::int from offerings o
  where (o.position, o.created_at, o.id) < (offerings.position, offerings.created_at, offerings.id))`;
const isLast = sql<boolean>`not exists (select 1 from offerings o
  where (o.position, o.created_at, o.id) > (offerings.position, offerings.created_at, offerings.id))`;

type OfferingRow = Selectable<OfferingsTable> & { enrollment_count: number; place: number; is_last: boolean };

const toCatalogueOffering = (row: OfferingRow): CatalogueOffering => ({
  ...toOffering(row),
  enrollmentCount: Number(row.enrollment_count),
  createdAt: new Date(row.created_at).toISOString(),
  position: Number(row.place),
  last: Boolean(row.is_last),
});

/** Every offering, published or not, in the order /offerings lists them (the editor moves them). */
export function listStaffOfferings(db: Db, query: PageQuery) {
  return paginate(
    db.selectFrom('offerings'),
    pageOf(query, 50),
    (q) =>
      q
        .selectAll()
        .select([enrollmentCount.as('enrollment_count'), place.as('place'), isLast.as('is_last')])
        .orderBy(editorsOrder),
    (rows) => rows.map(toCatalogueOffering),
  );
}

async function offeringRow(db: Db, id: string, lock = false): Promise<OfferingRow> {
  let q = db
    .selectFrom('offerings')
    .selectAll()
    .select([enrollmentCount.as('enrollment_count'), place.as('place'), isLast.as('is_last')])
    .where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new NotFound('Offering not found');
  return row;
}

export async function getStaffOffering(db: Db, id: string) {
  return toCatalogueOffering(await offeringRow(db, id));
}

/** A branch or schedule an offering offers must be on the administrator's list. */
async function checkChoices(db: Db, input: Pick<OfferingFormValues, 'branches' | 'schedules'>) {
  const options = await db.selectFrom('catalogue_options').select(['kind', 'name']).execute();
  const known = (kind: string) => new Set(options.filter((o) => o.kind === kind).map((o) => o.name));
  const branches = known('branch');
  const schedules = known('schedule');
  const issues = [
    ...input.branches
      .filter((name) => !branches.has(name))
      .map((name) => ({ field: 'body.branches', problem: `${name} is not on the list of branches` })),
    ...input.schedules
      .filter((name) => !schedules.has(name))
      .map((name) => ({ field: 'body.schedules', problem: `${name} is not on the list of schedules` })),
  ];
  if (issues.length) throw new InvalidInput(issues);
}

const unique = (names: readonly string[]) => [...new Set(names)];

/** The columns an offering's form sets. */
function offeringColumns(input: OfferingFormValues) {
  return {
    title: input.title,
    content: input.content,
    price: input.price,
    beed_price: input.beedPrice,
    cash_discount_by_percent: input.cashDiscountByPercent,
    downpayment: input.downpayment,
    installment_terms: input.installmentTerms,
    installment_frequency: input.installmentFrequency,
    payment_type: unique(input.paymentType),
    multiple_schedule: input.multipleSchedule,
    branches: unique(input.branches),
    schedules: input.multipleSchedule ? unique(input.schedules) : [],
    units: input.units || null,
    terms: input.terms || null,
    start_date: dateOrNull(input.startDate),
    end_date: dateOrNull(input.endDate),
    enrollment_start_date: dateOrNull(input.enrollmentStartDate),
    enrollment_end_date: dateOrNull(input.enrollmentEndDate),
    is_package: input.isPackage,
    hybrid_season: input.hybridSeason,
  };
}

/** What the audit log keeps of an offering: its fields as the API shows them. */
const offeringFields = (row: Selectable<OfferingsTable>) => {
  const { _id: _omit, ...fields } = toOffering(row);
  return fields as Record<string, unknown>;
};

/** A readable id from the title, unique with a random tail: ids appear in the site's addresses. */
const offeringId = (title: string) =>
  `${title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)}-${randomId().slice(0, 6).toLowerCase()}`;

async function insertOffering(
  db: Db,
  actor: AuthUser,
  values: Omit<Insertable<OfferingsTable>, 'id'>,
  action: string,
  extra: Record<string, unknown> = {},
) {
  const id = offeringId(values.title);
  // Placed last on /offerings; the editor moves it from there.
  const row = await db
    .insertInto('offerings')
    .values({ ...values, id, position: await nextPosition(db, 'offerings') })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(db, actor, { action, entityType: 'offering' }, id, {
    before: null,
    after: { ...offeringFields(row), ...extra },
  });
  return toCatalogueOffering(await offeringRow(db, row.id));
}

export async function createOffering(deps: Deps, actor: AuthUser, input: OfferingFormValues) {
  return deps.db.transaction().execute(async (trx) => {
    await checkChoices(trx, input);
    // Unpublished until staff publish it: a half-written offering is never on /offerings.
    return insertOffering(trx, actor, { ...offeringColumns(input), published: false }, 'offering.create');
  });
}

/** Every field at once. Enrollments already made keep their price (enrollments.price is theirs). */
export async function updateOffering(deps: Deps, actor: AuthUser, id: string, input: OfferingFormValues) {
  return deps.db.transaction().execute(async (trx) => {
    const before = await offeringRow(trx, id, true);
    await checkChoices(trx, input);
    const row = await trx
      .updateTable('offerings')
      .set(offeringColumns(input))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const diff = changed(offeringFields(before), offeringFields(row));
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(trx, actor, 'offering.update', id, diff);
    }
    return toCatalogueOffering({ ...before, ...row });
  });
}

/** A copy for next season: every field but the dates, unpublished, titled “… (copy)”. */
export async function duplicateOffering(deps: Deps, actor: AuthUser, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    const {
      id: _id,
      created_at: _created,
      position: _position,
      enrollment_count: _count,
      place: _place,
      is_last: _last,
      ...source
    } = await offeringRow(trx, id);
    return insertOffering(
      trx,
      actor,
      {
        ...source,
        title: `${source.title} (copy)`.slice(0, 200),
        published: false,
        start_date: null,
        end_date: null,
        enrollment_start_date: null,
        enrollment_end_date: null,
      },
      'offering.duplicate',
      { duplicateOf: id },
    );
  });
}

export async function setPublished(deps: Deps, actor: AuthUser, id: string, published: boolean) {
  return deps.db.transaction().execute(async (trx) => {
    const before = await offeringRow(trx, id, true);
    if (before.published === published) {
      throw new Conflict(`This offering is already ${published ? 'published' : 'unpublished'}`);
    }
    const row = await updateById(trx, 'offerings', id, { published });
    await recordAudit(trx, actor, published ? 'offering.publish' : 'offering.unpublish', id, {
      before: { published: !published },
      after: { published },
    });
    return toCatalogueOffering({ ...before, ...row });
  });
}

/**
 * Moves an offering, published or not, one place earlier (`up`) or later (`down`) on /offerings,
 * as the lecturers are moved (decision 0047): positions are rewritten 0..n-1 in the new order.
 * The first cannot go up nor the last down: refused, naming why.
 */
export async function moveOffering(deps: Deps, actor: AuthUser, id: string, direction: 'up' | 'down') {
  const moved = await deps.db.transaction().execute(async (trx) => {
    const before = await offeringRow(trx, id, true);
    const order = (await trx.selectFrom('offerings').select('id').orderBy(editorsOrder).forUpdate().execute()).map(
      (row) => row.id,
    );
    const moved = await moveInOrder(trx, 'offerings', order, id, direction);
    if (!moved) throw new Conflict(`${before.title} is already ${direction === 'up' ? 'first' : 'last'} on /offerings`);
    await recordAudit(trx, actor, `offering.move-${direction}`, id, {
      before: { position: moved.from },
      after: { position: moved.to },
    });
    return offeringRow(trx, id);
  });
  invalidatePublicPages();
  return toCatalogueOffering(moved);
}

/**
 * Deletes an offering nobody enrolled in (with its coupons and courseware, which belong to it).
 * One with enrollments is refused: they are reviewees' records and payments; it can be unpublished.
 */
export async function deleteOffering(deps: Deps, actor: AuthUser, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await offeringRow(trx, id, true);
    const count = Number(row.enrollment_count);
    if (count > 0) {
      throw new Conflict(
        `This offering has ${count} enrollment${count === 1 ? '' : 's'} and cannot be deleted: unpublish it instead`,
      );
    }
    await trx.deleteFrom('coupons').where('offering_id', '=', id).execute();
    await trx.deleteFrom('courseware').where('offering_id', '=', id).execute();
    await trx.deleteFrom('offerings').where('id', '=', id).execute();
    await recordAudit(trx, actor, 'offering.delete', id, { before: offeringFields(row), after: null });
    return { message: `${row.title} was deleted` };
  });
}
