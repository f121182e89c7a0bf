import type { StaffCoupon } from '@review-center/api-client/contract';
import {
  canonicalCouponCode,
  type Coupon,
  COUPON_STATUS_ONGOING,
  type CouponFormValues,
  ENROLLMENT_STATUS,
} from '@review-center/domain';
import { type Selectable, sql } from 'kysely';
import { changed, recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import { type Db, refusingDuplicates } from '../../platform/db/database.ts';
import { allDocs, pageOf, type PageQuery } from '../../platform/db/paginate.ts';
import type { CouponsTable } from '../../platform/db/schema.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';

/**
 * A coupon as reviewees see it: only ever one they can use now (active, inside its window, under
 * its limit), so its `status` is On-Going (decision 0058).
 */
const toCoupon = (row: Selectable<CouponsTable>): Coupon => ({
  _id: row.id,
  code: row.code,
  title: row.title,
  discountPrice: row.discount_price,
  discountPercent: row.discount_percent,
  offering: row.offering_id,
  status: COUPON_STATUS_ONGOING,
});

/**
 * GET /coupons: the coupons a reviewee can use now, by the rule enrolling applies, so the wizard
 * never shows a discount enrolling then refuses (product §7 asks with status=On-Going). Without
 * `status` too, and for any caller: a deactivated, future, ended or used-up code is not public;
 * staff see every coupon with GET /admin/coupons (decision 0058).
 */
export async function listCoupons(db: Db, query: { offering?: string }, now: Date) {
  return allDocs((await couponsUsableAt(db, query.offering, now)).map(toCoupon));
}

/**
 * POST /coupons/avail: the coupon of that code for that offering while it can be used (active,
 * inside its validity window, under its use limit: decision 0045), or 404.
 */
export async function availCoupon(db: Db, code: string, offering: string, now: Date) {
  const row = await usableCoupon(db, code, offering, now);
  if (!row) throw new NotFound('Coupon not found or no longer available');
  return toCoupon(row);
}

/*
 * The coupons staff keep (decision 0045). Every change writes one audit entry in its own
 * transaction (decision 0027).
 */

/** A coupon staff deactivated (its `status`; On-Going is the other). */
const COUPON_INACTIVE = 'Inactive';
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

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

export async function listStaffCoupons(db: Db, query: PageQuery) {
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
    await recordAudit(trx, actor, 'coupon.create', id, { before: null, after: couponFields(coupon) });
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
    if (Object.keys(diff.after).length > 0) await recordAudit(trx, actor, 'coupon.update', id, diff);
    return after;
  });
}

export async function deactivateCoupon(deps: Deps, actor: AuthUser, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    const before = await couponRow(trx, id);
    if (before.status !== COUPON_STATUS_ONGOING) throw new Conflict('This coupon is already inactive');
    await trx.updateTable('coupons').set({ status: COUPON_INACTIVE }).where('id', '=', id).execute();
    await recordAudit(trx, actor, 'coupon.deactivate', id, { before: { active: true }, after: { active: false } });
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
async function couponsUsableAt(db: Db, offering: string | undefined, now: Date) {
  let q = db.selectFrom('coupons').selectAll().select(couponUses.as('uses'));
  if (offering) q = q.where('offering_id', '=', offering);
  const rows = await q.orderBy('code').orderBy('id').execute();
  return rows.filter(({ uses, ...row }) => couponUsableAt(row, Number(uses), now)).map(({ uses: _, ...row }) => row);
}
