import type { CatalogueOffering, CatalogueOption, StaffCoupon } from '@review-center/api-client/contract';
import {
  canonicalCouponCode,
  COUPON_STATUS_ONGOING,
  ENROLLMENT_STATUS,
  type CatalogueOptionFormValues,
  type CouponFormValues,
  type OfferingFormValues,
} from '@review-center/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import { randomId } from '../../platform/auth/tokens.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { refusingDuplicates, type Db } from '../../platform/db/database.ts';
import { pageOf, paginate, type PageQuery } from '../../platform/db/paginate.ts';
import type { CouponsTable, OfferingsTable } from '../../platform/db/schema.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { toOffering } from '../offerings/offerings.service.ts';
import { rowById, updateById } from '../../platform/db/rows.ts';

/*
 * The catalogue staff keep (decision 0045): offerings, coupons and the branch and schedule list.
 * Every change writes one audit entry in its own transaction (decision 0027). An enrollment keeps
 * the price it was made at (enrollments.price): nothing here touches enrollments.
 */

/** A coupon staff deactivated (its `status`; On-Going is the other). */
const COUPON_INACTIVE = 'Inactive';
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

// ---- Offerings ----

const enrollmentCount = sql<number>`(select count(*)::int from enrollments where enrollments.offering_id = offerings.id)`;

type OfferingRow = Selectable<OfferingsTable> & { enrollment_count: number };

const toCatalogueOffering = (row: OfferingRow): CatalogueOffering => ({
  ...toOffering(row),
  enrollmentCount: Number(row.enrollment_count),
  createdAt: new Date(row.created_at).toISOString(),
});

export function listOfferings(db: Db, query: PageQuery) {
  return paginate(
    db.selectFrom('offerings'),
    pageOf(query, 50),
    (q) => q.selectAll().select(enrollmentCount.as('enrollment_count')).orderBy('created_at', 'desc').orderBy('id'),
    (rows) => rows.map(toCatalogueOffering),
  );
}

async function offeringRow(db: Db, id: string, lock = false): Promise<OfferingRow> {
  let q = db.selectFrom('offerings').selectAll().select(enrollmentCount.as('enrollment_count')).where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new NotFound('Offering not found');
  return row;
}

export async function getOffering(db: Db, id: string) {
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
  };
}

/** What the audit log keeps of an offering: its fields as the API shows them. */
const offeringFields = (row: Selectable<OfferingsTable>) => {
  const { _id: _omit, ...fields } = toOffering(row);
  return fields as Record<string, unknown>;
};

/** Only the fields that changed, before and after. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

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
  const row = await db
    .insertInto('offerings')
    .values({ ...values, id })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(db, actor, {
    action,
    entityType: 'offering',
    entityId: id,
    before: null,
    after: { ...offeringFields(row), ...extra },
  });
  return toCatalogueOffering({ ...row, enrollment_count: 0 });
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
      await recordAudit(trx, actor, { action: 'offering.update', entityType: 'offering', entityId: id, ...diff });
    }
    return toCatalogueOffering({ ...row, enrollment_count: before.enrollment_count });
  });
}

/** A copy for next season: every field but the dates, unpublished, titled “… (copy)”. */
export async function duplicateOffering(deps: Deps, actor: AuthUser, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    const { id: _id, created_at: _created, enrollment_count: _count, ...source } = await offeringRow(trx, id);
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
    await recordAudit(trx, actor, {
      action: published ? 'offering.publish' : 'offering.unpublish',
      entityType: 'offering',
      entityId: id,
      before: { published: !published },
      after: { published },
    });
    return toCatalogueOffering({ ...row, enrollment_count: before.enrollment_count });
  });
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
    await recordAudit(trx, actor, {
      action: 'offering.delete',
      entityType: 'offering',
      entityId: id,
      before: offeringFields(row),
      after: null,
    });
    return { message: `${row.title} was deleted` };
  });
}

// ---- Branches and schedules ----

const PLURAL = { branch: 'branches', schedule: 'schedules' } as const;

export async function listOptions(db: Db): Promise<{ docs: CatalogueOption[] }> {
  const rows = await db
    .selectFrom('catalogue_options')
    .selectAll()
    .orderBy('kind')
    .orderBy('position')
    .orderBy('name')
    .execute();
  return { docs: rows.map((row) => ({ _id: row.id, kind: row.kind as CatalogueOption['kind'], name: row.name })) };
}

export async function createOption(deps: Deps, actor: AuthUser, input: CatalogueOptionFormValues) {
  return deps.db.transaction().execute(async (trx) => {
    const id = randomId();
    const { max } = await trx
      .selectFrom('catalogue_options')
      .select(sql<number>`coalesce(max(position), -1)::int`.as('max'))
      .where('kind', '=', input.kind)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('catalogue_options')
      .values({ id, kind: input.kind, name: input.name, position: Number(max) + 1 })
      .onConflict((oc) => oc.columns(['kind', 'name']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Conflict(`The list of ${PLURAL[input.kind]} already has ${input.name}`);
    await recordAudit(trx, actor, {
      action: `${input.kind}.create`,
      entityType: 'catalogue-option',
      entityId: id,
      before: null,
      after: { kind: input.kind, name: input.name },
    });
    return { _id: row.id, kind: input.kind, name: row.name };
  });
}

export async function deleteOption(deps: Deps, actor: AuthUser, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await rowById(trx, 'catalogue_options', id, 'Branch or schedule not found');
    await trx.deleteFrom('catalogue_options').where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: `${row.kind}.delete`,
      entityType: 'catalogue-option',
      entityId: id,
      before: { kind: row.kind, name: row.name },
      after: null,
    });
    return { message: `${row.name} was removed from the list` };
  });
}

// ---- Coupons ----

/** A coupon's uses: the enrollments carrying it, but a cancelled one gives its use back (decision 0058). */
const couponUses = sql<number>`(select count(*)::int from enrollments
  where enrollments.offering_id = coupons.offering_id and enrollments.coupon = coupons.code
  and enrollments.status <> ${ENROLLMENT_STATUS.cancelled})`;

type CouponRow = Selectable<CouponsTable> & { uses: number; offering_title: string };

const toStaffCoupon = (row: CouponRow): StaffCoupon => ({
  _id: row.id,
  code: row.code,
  title: row.title,
  offering: row.offering_id,
  offeringTitle: row.offering_title,
  discountPrice: row.discount_price === null ? null : Number(row.discount_price),
  discountPercent: row.discount_percent === null ? null : Number(row.discount_percent),
  validFrom: iso(row.valid_from),
  validUntil: iso(row.valid_until),
  maxUses: row.max_uses,
  uses: Number(row.uses),
  active: row.status === COUPON_STATUS_ONGOING,
});

const couponQuery = (db: Db) =>
  db
    .selectFrom('coupons')
    .innerJoin('offerings', 'offerings.id', 'coupons.offering_id')
    .selectAll('coupons')
    .select(['offerings.title as offering_title', couponUses.as('uses')]);

export async function listCoupons(db: Db, query: PageQuery) {
  const { limit, offset } = pageOf(query, 50);
  const [rows, count] = await Promise.all([
    couponQuery(db).orderBy('coupons.created_at', 'desc').orderBy('coupons.id').limit(limit).offset(offset).execute(),
    db
      .selectFrom('coupons')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { docs: rows.map(toStaffCoupon), totalDocs: Number(count.total) };
}

async function couponRow(db: Db, id: string) {
  const row = await couponQuery(db).where('coupons.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('Coupon not found');
  return row;
}

async function checkCouponOffering(db: Db, offering: string) {
  const row = await db.selectFrom('offerings').select('id').where('id', '=', offering).executeTakeFirst();
  if (!row) throw new InvalidInput('body.offering', 'this offering does not exist');
}

function couponColumns(input: CouponFormValues) {
  return {
    code: canonicalCouponCode(input.code),
    title: input.title,
    offering_id: input.offering,
    discount_price: input.discountPrice,
    discount_percent: input.discountPercent,
    valid_from: dateOrNull(input.validFrom),
    valid_until: dateOrNull(input.validUntil),
    max_uses: input.maxUses,
  };
}

const duplicateCode = (input: CouponFormValues) =>
  new Conflict(`This offering already has a coupon ${canonicalCouponCode(input.code)}`);

/**
 * A code is one coupon per offering whatever its case: reviewees' codes are matched in upper case
 * (decision 0058), so `summer500` beside SUMMER500 would be a second coupon nobody could reach. 409.
 */
async function refuseDuplicateCode(db: Db, input: CouponFormValues, exceptId?: string) {
  let q = db
    .selectFrom('coupons')
    .select('id')
    .where('offering_id', '=', input.offering)
    .where(sql`upper(code)`, '=', canonicalCouponCode(input.code));
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw duplicateCode(input);
}

const couponFields = (c: StaffCoupon) => {
  const { _id: _a, offeringTitle: _b, uses: _c, ...fields } = c;
  return fields as Record<string, unknown>;
};

export async function createCoupon(deps: Deps, actor: AuthUser, input: CouponFormValues) {
  return deps.db.transaction().execute(async (trx) => {
    await checkCouponOffering(trx, input.offering);
    await refuseDuplicateCode(trx, input);
    const id = randomId();
    // Another staff member saving the same code between the check and the write: the same 409.
    await refusingDuplicates(
      () =>
        trx
          .insertInto('coupons')
          .values({ id, ...couponColumns(input), status: COUPON_STATUS_ONGOING })
          .execute(),
      () => duplicateCode(input),
    );
    const coupon = toStaffCoupon(await couponRow(trx, id));
    await recordAudit(trx, actor, {
      action: 'coupon.create',
      entityType: 'coupon',
      entityId: id,
      before: null,
      after: couponFields(coupon),
    });
    return coupon;
  });
}

export async function updateCoupon(deps: Deps, actor: AuthUser, id: string, input: CouponFormValues) {
  return deps.db.transaction().execute(async (trx) => {
    const before = toStaffCoupon(await couponRow(trx, id));
    await checkCouponOffering(trx, input.offering);
    await refuseDuplicateCode(trx, input, id);
    await refusingDuplicates(
      () => trx.updateTable('coupons').set(couponColumns(input)).where('id', '=', id).execute(),
      () => duplicateCode(input),
    );
    const after = toStaffCoupon(await couponRow(trx, id));
    const diff = changed(couponFields(before), couponFields(after));
    if (Object.keys(diff.after).length > 0)
      await recordAudit(trx, actor, { action: 'coupon.update', entityType: 'coupon', entityId: id, ...diff });
    return after;
  });
}

export async function deactivateCoupon(deps: Deps, actor: AuthUser, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    const before = await couponRow(trx, id);
    if (before.status !== COUPON_STATUS_ONGOING) throw new Conflict('This coupon is already inactive');
    await trx.updateTable('coupons').set({ status: COUPON_INACTIVE }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'coupon.deactivate',
      entityType: 'coupon',
      entityId: id,
      before: { active: true },
      after: { active: false },
    });
    return toStaffCoupon(await couponRow(trx, id));
  });
}

type CouponRules = Pick<Selectable<CouponsTable>, 'status' | 'valid_from' | 'valid_until' | 'max_uses'>;

/**
 * Whether a reviewee may use a coupon at `now`, having been used `uses` times: active, inside its
 * validity window (both ends included) and under its use limit (decision 0045). The one rule
 * POST /coupons/avail, GET /coupons and enrolling apply (decision 0058).
 */
function couponUsableAt(coupon: CouponRules, uses: number, now: Date) {
  if (coupon.status !== COUPON_STATUS_ONGOING) return false;
  if (coupon.valid_from && new Date(coupon.valid_from) > now) return false;
  if (coupon.valid_until && new Date(coupon.valid_until) < now) return false;
  return coupon.max_uses === null || uses < coupon.max_uses;
}

/**
 * The coupon of that code (in any case) a reviewee may use on that offering now (couponUsableAt);
 * undefined otherwise. POST /coupons/avail and enrolling both ask. Enrolling passes `lock` inside its
 * transaction: the coupon's row stays locked until the enrollment is stored, so two reviewees
 * enrolling at once cannot both take its last use (decision 0058). The uses are counted in a
 * statement of their own, after the lock: under READ COMMITTED it sees the enrollment of the
 * transaction it waited for, which a count in the locking statement (its snapshot taken before
 * the wait) would not.
 */
export async function usableCoupon(db: Db, code: string, offering: string, now: Date, { lock = false } = {}) {
  // Codes are stored canonical (couponColumns, the seed); a reviewee's is matched in that form,
  // whatever its case (decision 0058). The contracts' couponCodeSchema has done it already.
  let q = db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', canonicalCouponCode(code))
    .where('offering_id', '=', offering);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) return undefined;
  const { uses } = await db
    .selectFrom('coupons')
    .select(couponUses.as('uses'))
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return couponUsableAt(row, Number(uses), now) ? row : undefined;
}

/**
 * The coupons (of one offering when given) a reviewee may use now, by code: GET /coupons lists
 * only these, by the rule enrolling applies, whatever its query; the codes of the others are not
 * public (decision 0058).
 */
export async function couponsUsableAt(db: Db, offering: string | undefined, now: Date) {
  let q = db.selectFrom('coupons').selectAll().select(couponUses.as('uses'));
  if (offering) q = q.where('offering_id', '=', offering);
  const rows = await q.orderBy('code').orderBy('id').execute();
  return rows.filter(({ uses, ...row }) => couponUsableAt(row, Number(uses), now)).map(({ uses: _, ...row }) => row);
}
