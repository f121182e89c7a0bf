import { randomBytes } from 'node:crypto';
import {
  acceptsPaymentProof,
  amountDueNow,
  ENROLLMENT_STATUS,
  ENROLLMENT_WINDOW_MESSAGES,
  HYBRID_SEASON_MESSAGES,
  enrollmentWindow,
  installmentPlan,
  isStaffRole,
  offeredChoices,
  paymentDeadline,
  paymentTypeChoices,
  priceFor,
  type Course,
  type Enrollment,
  type EnrollmentChoices,
  type EnrollmentStatus,
  type Payment,
  type Registration,
  type UploadResult,
} from '@review-center/domain';
import type { Selectable } from 'kysely';
import { randomId } from '../../platform/auth/tokens.ts';
import { readCenterSettings } from '../../platform/config/center-settings.ts';
import type { Db } from '../../platform/db/database.ts';
import { paginate, pageOf, sortOf } from '../../platform/db/paginate.ts';
import type { EnrollmentsTable, Installment, PaymentsTable } from '../../platform/db/schema.ts';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../platform/errors.ts';
import { checkPaymentDate } from '../../platform/http/form-rules.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { enrollmentReceivedEmail, paymentReceivedEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { offeringsById, toOffering } from '../offerings/offerings.service.ts';
import { usableCoupon } from '../coupons/coupons.service.ts';
import { receiptsOf } from '../receipts/receipts.service.ts';
import { refundsOf } from '../refunds/refunds.service.ts';
import { claimUploads, uploadResultLists } from '../uploads/uploads.service.ts';
import { findUser, registerUser, usersById } from '../users/users.service.ts';

type EnrollmentRow = Selectable<EnrollmentsTable>;
type Populate = 'id' | 'summary' | 'full';

const iso = (date: Date) => date.toISOString();
/** Reference numbers a person can read out: no 0/O or 1/I. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `RC-${Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;

/**
 * Enrollments as the API shows them, with their offering (`summary`: id, title and price) and
 * user populated when asked. A whole page is mapped at once: offerings, users and attachments
 * are each read in one query, whatever the number of rows.
 */
export async function toEnrollments(
  db: Db,
  rows: readonly EnrollmentRow[],
  { offering = 'id', user = false }: { offering?: Populate; user?: boolean } = {},
): Promise<Enrollment[]> {
  const [offerings, users, attachments, refunds] = await Promise.all([
    offering === 'id'
      ? undefined
      : offeringsById(
          db,
          rows.map((row) => row.offering_id),
        ),
    user
      ? usersById(
          db,
          rows.map((row) => row.user_id),
        )
      : undefined,
    uploadResultLists(
      db,
      rows.map((row) => row.attachments),
    ),
    // Only a cancelled enrollment has refunds (decision 0084): the others cost no query.
    refundsOf(
      db,
      rows.filter((row) => row.status === ENROLLMENT_STATUS.cancelled).map((row) => row.id),
    ),
  ]);
  return rows.map((row, index) => {
    const found = offerings?.get(row.offering_id);
    return {
      _id: row.id,
      reference: row.reference,
      status: row.status as Enrollment['status'],
      createdDate: iso(row.created_at),
      offering: !found
        ? row.offering_id
        : offering === 'full'
          ? found
          : { _id: found._id, title: found.title, price: found.price },
      user: users?.get(row.user_id) ?? row.user_id,
      price: row.price,
      coupon: row.coupon,
      paymentType: row.payment_type as Enrollment['paymentType'],
      paymentOption: row.payment_option as Enrollment['paymentOption'],
      receiptId: row.receipt_id,
      paymentDate: row.payment_date,
      attachments: attachments[index] ?? [],
      branch: row.branch as Enrollment['branch'],
      schedule: row.schedule as Enrollment['schedule'],
      installments: row.installments,
      rejectionReason: row.rejection_reason,
      activatedAt: row.activated_at ? iso(row.activated_at) : null,
      ...(refunds.has(row.id) ? { refunds: refunds.get(row.id) } : {}),
    };
  });
}

async function toEnrollment(
  db: Db,
  row: EnrollmentRow,
  populate: { offering?: Populate; user?: boolean } = {},
): Promise<Enrollment> {
  const [enrollment] = await toEnrollments(db, [row], populate);
  return enrollment!;
}

/** Payments as the API shows them; their attachments read in one query for all. */
export async function toPayments(db: Db, rows: readonly Selectable<PaymentsTable>[]): Promise<Payment[]> {
  const [attachments, receipts] = await Promise.all([
    uploadResultLists(
      db,
      rows.map((row) => row.attachments),
    ),
    receiptsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row, index) => ({
    _id: row.id,
    reference: row.reference,
    createdDate: iso(row.created_at),
    tag: row.tag,
    price: row.price,
    amountDue: row.amount_due,
    amountMismatch: row.amount_due !== null && Math.abs(row.price - row.amount_due) > 0.004,
    paymentType: row.payment_type as Payment['paymentType'],
    status: row.status as Payment['status'],
    paymentOption: row.payment_option as Payment['paymentOption'],
    receiptId: row.receipt_id,
    paymentDate: row.payment_date,
    attachments: attachments[index] ?? [],
    enrollment: row.enrollment_id,
    receipts: receipts.get(row.id) ?? [],
  }));
}

interface EnrollInput extends EnrollmentChoices {
  /** What the client showed; refused when it is not what the server computes. */
  price?: number | undefined;
}

/**
 * Creates an enrollment in Processing with a reference number (product §7). The price comes from
 * the offering, the reviewee's course and the coupon, computed here; a client price that
 * differs is refused. One enrollment per user per offering (409). `db` is the caller's
 * transaction: the coupon's row stays locked in it until the enrollment is stored (decision 0058).
 */
async function enroll(deps: Deps, userId: string, input: EnrollInput, db: Db) {
  const offering = await db.selectFrom('offerings').selectAll().where('id', '=', input.offering).executeTakeFirst();
  if (!offering || !offering.published) throw new InvalidInput('offering', 'this offering does not exist');
  const now = deps.now();
  const openness = enrollmentWindow(
    { enrollmentStartDate: offering.enrollment_start_date, enrollmentEndDate: offering.enrollment_end_date },
    now,
  );
  if (openness !== 'open') throw new InvalidInput('offering', ENROLLMENT_WINDOW_MESSAGES[openness].problem);
  // The site shows only the notice for it (decision 0072); the API refuses it the same.
  if (offering.hybrid_season) throw new InvalidInput('offering', HYBRID_SEASON_MESSAGES.problem);
  if (!offering.payment_type.includes(input.paymentType)) {
    throw new InvalidInput('paymentType', `this offering accepts ${offering.payment_type.join(' or ')}`);
  }
  if (offering.multiple_schedule && !input.schedule) throw new InvalidInput('schedule', 'choose a schedule');
  // The branches and schedules staff chose for the offering, or product §9's when it has none:
  // the lists the wizard offers (decisions 0045, 0054). Any name passes the body's schema.
  const { branches, schedules } = offeredChoices(offering);
  if (!branches.includes(input.branch)) {
    throw new InvalidInput(
      'branch',
      `this offering is not given in ${input.branch}; it is given in ${branches.join(', ')}`,
    );
  }
  if (input.schedule && !schedules.includes(input.schedule)) {
    throw new InvalidInput(
      'schedule',
      `this offering has no ${input.schedule} schedule; its schedules are ${schedules.join(', ')}`,
    );
  }

  let coupon;
  if (input.coupon) {
    coupon = await usableCoupon(db, input.coupon, offering.id, now, { lock: true });
    if (!coupon) throw new InvalidInput('coupon', 'this code is not valid for this offering');
  }
  const user = await findUser(db, userId);
  // The domain's one price computation (product §5), shared with the wizard. A profile without a
  // course (an account from the mobile app) pays the price for courses other than BEED.
  const priced = priceFor({
    offering: toOffering(offering),
    course: (user?.profile.course ?? 'BSED') as Course,
    paymentTerm: input.paymentType,
    coupon: coupon && { discountPrice: coupon.discount_price, discountPercent: coupon.discount_percent },
  });
  if (input.price !== undefined && Math.abs(input.price - priced.total) > 0.004) {
    throw new InvalidInput('price', `${input.price} is not the price of this enrollment (${priced.total})`);
  }

  // The downpayment is due by the payment deadline (product §4), then one installment per period;
  // business days skip the center's holidays (decision 0078).
  const holidays = (await readCenterSettings(db)).holidays.map((day) => day.date);
  const deadline = paymentDeadline(now, { holidays });
  const installments: Installment[] =
    input.paymentType === 'Installment'
      ? installmentPlan({
          createdAt: now,
          downpayment: priced.downpayment,
          installments: priced.installments,
          frequency: offering.installment_frequency,
          holidays,
        })
      : [];

  const id = randomId();
  const inserted = await db
    .insertInto('enrollments')
    .values({
      id,
      reference: newReference(),
      user_id: userId,
      offering_id: offering.id,
      status: ENROLLMENT_STATUS.processing,
      price: priced.total,
      coupon: coupon?.code ?? null,
      payment_type: input.paymentType,
      payment_option: null,
      receipt_id: null,
      payment_date: null,
      branch: input.branch,
      schedule: input.schedule ?? null,
      installments: JSON.stringify(installments),
      rejection_reason: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'offering_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) throw new Conflict('Account already enrolled');
  return { row: inserted, offeringTitle: offering.title, deadline };
}

/** The e-mail with payment instructions and the 3-business-day rule, in the enrollment's transaction. */
async function sendEnrollmentReceived(
  deps: Deps,
  db: Db,
  to: string,
  created: { row: EnrollmentRow; offeringTitle: string; deadline: string },
) {
  await queueMail(
    db,
    await enrollmentReceivedEmail({ ...deps, db }, to, {
      reference: created.row.reference,
      offering: created.offeringTitle,
      price: created.row.price,
      deadline: created.deadline,
      paymentLink: `${deps.config.publicUrl.replace(/\/$/, '')}/enrollments/${created.row.id}/payments`,
    }),
  );
}

export async function findEnrollment(db: Db, id: string) {
  return db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A new user (product §2 step 1): the account, the enrollment and their e-mails are stored
 * together, or none of them.
 */
export async function registerAndEnroll(deps: Deps, input: Registration & EnrollmentChoices) {
  const { offering, paymentType, branch, schedule, coupon, ...registration } = input;
  const created = await deps.db.transaction().execute(async (trx) => {
    const user = await registerUser(deps, registration, trx);
    const enrollment = await enroll(deps, user.id, { offering, paymentType, branch, schedule, coupon }, trx);
    await sendEnrollmentReceived(deps, trx, user.email, enrollment);
    return { user, enrollment };
  });
  const { row } = created.enrollment;
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    token: created.user.token,
    user: created.user.id,
  };
}

/** A signed-in user enrolls in one more offering. */
export async function enrollUser(deps: Deps, userId: string, input: EnrollInput) {
  const created = await deps.db.transaction().execute(async (trx) => {
    const enrolled = await enroll(deps, userId, input, trx);
    const user = await findUser(trx, userId);
    if (user) await sendEnrollmentReceived(deps, trx, user.email, enrolled);
    return enrolled;
  });
  return { _id: created.row.id, reference: created.row.reference, status: created.row.status };
}

/** The enrollment, to its owner or an administrator; anyone else learns nothing (403). */
async function enrollmentFor(db: Db, id: string, caller: AuthUser | undefined, ownerId?: string) {
  const row = await findEnrollment(db, id);
  if (!row) throw new NotFound('Enrollment not found');
  if (ownerId !== undefined && row.user_id !== ownerId) throw new NotFound('Enrollment not found');
  if (caller && caller.id !== row.user_id && !isStaffRole(caller.role)) throw new Forbidden();
  return row;
}

/** An enrollment read afresh after a change, with its offering. */
export async function reloadEnrollment(db: Db, id: string, populate: { offering: Populate }) {
  return toEnrollment(db, (await findEnrollment(db, id))!, populate);
}

/** GET /enrollments/{id}: the user's profile only to its owner (or an administrator); an anonymous caller gets the id. */
export async function getEnrollment(db: Db, id: string, caller: AuthUser | undefined) {
  const row = await enrollmentFor(db, id, caller);
  return toEnrollment(db, row, { offering: 'full', user: caller !== undefined });
}

/** PUT /enrollments/{id}: the payment form, open only while the enrollment is Processing. */
export async function submitEnrollmentProof(deps: Deps, id: string, caller: AuthUser | undefined, input: ProofInput) {
  const row = await enrollmentFor(deps.db, id, caller);
  if (row.status !== 'Processing') {
    throw new Conflict('The payment form is open only while the enrollment is Processing');
  }
  await submitProof(deps, row, input);
  return reloadEnrollment(deps.db, row.id, { offering: 'full' });
}

/** POST /users/{id}/enrollments/{enrollmentId}/payments: a proof for the user's own enrollment. */
export async function submitPayment(
  deps: Deps,
  userId: string,
  enrollmentId: string,
  caller: AuthUser | undefined,
  input: ProofInput,
) {
  const row = await enrollmentFor(deps.db, enrollmentId, caller, userId);
  const [payment] = await toPayments(deps.db, [await submitProof(deps, row, input)]);
  return payment!;
}

const SORTS = {
  createdDate: 'created_at',
  status: 'status',
  price: 'price',
  reference: 'reference',
} as const;

interface EnrollmentListQuery {
  page?: number;
  limit?: number;
  sort?: string;
  populate?: string;
  select?: string;
  status?: EnrollmentStatus;
}

export async function listEnrollments(db: Db, userId: string, query: EnrollmentListQuery) {
  const { column, direction } = sortOf(query.sort ?? '-createdDate', SORTS);
  let base = db.selectFrom('enrollments').where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  // "populate offering, select title price" (product §7 home enrollment check) gives the summary.
  const populate: Populate = query.populate?.split(/[\s,]+/).includes('offering')
    ? query.select
      ? 'summary'
      : 'full'
    : 'id';
  return paginate(
    base,
    pageOf(query, 1000),
    (q) => q.selectAll().orderBy(column, direction).orderBy('id'),
    (rows) => toEnrollments(db, rows, { offering: populate }),
  );
}

/** GET /enrollments: the caller's own, or (to an administrator) the `user` asked for. */
export async function listEnrollmentsFor(db: Db, caller: AuthUser, query: EnrollmentListQuery & { user?: string }) {
  if (query.user && query.user !== caller.id && !isStaffRole(caller.role)) throw new Forbidden();
  return listEnrollments(db, query.user ?? caller.id, query);
}

/**
 * The amount and label due next, computed here whatever the proof declares (decision 0022): the
 * full price, the downpayment first, then the next installment (the domain's nextDueInstallment,
 * product §4).
 */
function nextDue(row: EnrollmentRow): { paymentType: Payment['paymentType']; amount: number } {
  // The domain's rules, the ones the payment page offers and the staff console shows beside the proof.
  const [paymentType] = paymentTypeChoices(row.payment_type, row.installments);
  return { paymentType, amount: amountDueNow({ ...row, paymentType: row.payment_type }) };
}

interface ProofInput {
  paymentOption: NonNullable<Payment['paymentOption']>;
  receiptId: string;
  paymentDate: string;
  attachments: readonly UploadResult[];
  paymentType?: Payment['paymentType'];
  price?: number;
  reference?: string;
}

/**
 * Stores a proof of payment and moves the enrollment to Payment Review (product §4). Allowed
 * while the enrollment is Processing, or Active with an installment still unpaid (the Pay
 * action, product §4); refused while another proof waits for review.
 */
async function submitProof(deps: Deps, row: EnrollmentRow, input: ProofInput) {
  if (input.reference !== undefined && input.reference !== row.reference) {
    throw new InvalidInput('reference', 'does not match this enrollment');
  }
  if (row.status === ENROLLMENT_STATUS.cancelled) throw new Conflict('This enrollment was cancelled');
  if (!acceptsPaymentProof({ ...row, paymentType: row.payment_type })) {
    throw new Conflict(
      row.status === ENROLLMENT_STATUS.paymentReview
        ? 'A payment proof is already waiting for review'
        : 'This enrollment is already paid',
    );
  }
  checkPaymentDate(deps.now(), input.paymentDate);
  const due = nextDue(row);
  const attachments = await claimUploads(deps.db, row.user_id, input.attachments, 'attachments');
  const ids = attachments.map((a) => a.id);
  const payment = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('enrollments')
      .set({
        status: ENROLLMENT_STATUS.paymentReview,
        payment_option: input.paymentOption,
        receipt_id: input.receiptId,
        payment_date: input.paymentDate,
        attachments: ids,
        rejection_reason: null,
      })
      .where('id', '=', row.id)
      .execute();
    const inserted = await trx
      .insertInto('payments')
      .values({
        id: randomId(),
        enrollment_id: row.id,
        user_id: row.user_id,
        reference: row.reference,
        tag: 'Enrollment',
        // As declared, for the cashier to compare with amount_due; approval pays amount_due only.
        price: input.price ?? due.amount,
        amount_due: due.amount,
        payment_type: due.paymentType,
        payment_option: input.paymentOption,
        receipt_id: input.receiptId,
        payment_date: input.paymentDate,
        attachments: ids,
        status: 'Payment Review',
        created_at: deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const user = await findUser(trx, row.user_id);
    if (user)
      await queueMail(trx, await paymentReceivedEmail({ ...deps, db: trx }, user.email, row.reference, inserted.price));
    return inserted;
  });
  return payment;
}

/** GET /users/{id}/payments: by status, then newest first (product §7), limit 1000 (product §9). */
export async function listPayments(db: Db, userId: string, limit?: number) {
  return paginate(
    db.selectFrom('payments').where('user_id', '=', userId),
    pageOf({ limit }, 1000),
    (q) => q.selectAll().orderBy('status', 'desc').orderBy('created_at', 'desc').orderBy('id'),
    (rows) => toPayments(db, rows),
  );
}
