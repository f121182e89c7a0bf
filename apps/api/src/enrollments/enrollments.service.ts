import { randomBytes } from 'node:crypto';
import {
  ENROLLMENT_STATUS,
  ENROLLMENT_WINDOW_MESSAGES,
  enrollmentWindow,
  installmentSchedule,
  paymentDeadline,
  priceFor,
  type Course,
  type Enrollment,
  type EnrollmentChoices,
  type EnrollmentStatus,
  type Payment,
  type PaymentSubmission,
  type UploadResult,
} from '@review-center/domain';
import type { Selectable } from 'kysely';
import { randomId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { EnrollmentsTable, Installment, PaymentsTable } from '../db/schema.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError } from '../http/route.ts';
import { enrollmentReceivedEmail, paymentReceivedEmail } from '../mail/messages.ts';
import { findOffering, toOffering } from '../offerings/offerings.service.ts';
import { claimUploads, uploadResults } from '../uploads/uploads.service.ts';
import { findUser, toUser } from '../users/users.service.ts';

type EnrollmentRow = Selectable<EnrollmentsTable>;
type Populate = 'id' | 'summary' | 'full';

const iso = (date: Date) => date.toISOString();
/** Reference numbers a person can read out: no 0/O or 1/I. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newReference = () =>
  `RC-${Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;

export async function toEnrollment(
  db: Db,
  row: EnrollmentRow,
  { offering = 'id', user = false }: { offering?: Populate; user?: boolean } = {},
): Promise<Enrollment> {
  let offeringValue: Enrollment['offering'] = row.offering_id;
  if (offering !== 'id') {
    const found = await findOffering(db, row.offering_id);
    if (found) offeringValue = offering === 'full' ? found : { _id: found._id, title: found.title, price: found.price };
  }
  let userValue: Enrollment['user'] = row.user_id;
  if (user) {
    const found = await findUser(db, row.user_id);
    if (found) userValue = toUser(found);
  }
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status as Enrollment['status'],
    createdDate: iso(row.created_at),
    offering: offeringValue,
    user: userValue,
    price: row.price,
    coupon: row.coupon,
    paymentType: row.payment_type as Enrollment['paymentType'],
    paymentOption: row.payment_option as Enrollment['paymentOption'],
    receiptId: row.receipt_id,
    paymentDate: row.payment_date,
    attachments: await uploadResults(db, row.attachments),
    branch: row.branch as Enrollment['branch'],
    schedule: row.schedule as Enrollment['schedule'],
    installments: row.installments,
  };
}

export async function toPayment(db: Db, row: Selectable<PaymentsTable>): Promise<Payment> {
  return {
    _id: row.id,
    reference: row.reference,
    createdDate: iso(row.created_at),
    tag: row.tag,
    price: row.price,
    paymentType: row.payment_type as Payment['paymentType'],
    status: row.status as Payment['status'],
    paymentOption: row.payment_option as Payment['paymentOption'],
    receiptId: row.receipt_id,
    paymentDate: row.payment_date,
    attachments: await uploadResults(db, row.attachments),
    enrollment: row.enrollment_id,
  };
}

export interface EnrollInput extends EnrollmentChoices {
  /** What the client showed; refused when it is not what the server computes. */
  price?: number | undefined;
}

/**
 * Creates an enrollment in Processing with a reference number (spec §7). The price comes from
 * the offering, the reviewee's course and the coupon, computed here; a client price that
 * differs is refused. One enrollment per user per offering (409).
 */
export async function enroll(deps: Deps, userId: string, input: EnrollInput, db: Db = deps.db) {
  const offering = await db.selectFrom('offerings').selectAll().where('id', '=', input.offering).executeTakeFirst();
  if (!offering || !offering.published) throw new HttpError(400, 'offering: this offering does not exist');
  const now = deps.now();
  const openness = enrollmentWindow(
    { enrollmentStartDate: offering.enrollment_start_date, enrollmentEndDate: offering.enrollment_end_date },
    now,
  );
  if (openness !== 'open') throw new HttpError(400, ENROLLMENT_WINDOW_MESSAGES[openness].api);
  if (!offering.payment_type.includes(input.paymentType)) {
    throw new HttpError(400, `paymentType: this offering accepts ${offering.payment_type.join(' or ')}`);
  }
  if (offering.multiple_schedule && !input.schedule) throw new HttpError(400, 'schedule: choose a schedule');

  let coupon;
  if (input.coupon) {
    coupon = await db
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', input.coupon)
      .where('offering_id', '=', offering.id)
      .where('status', '=', 'On-Going')
      .executeTakeFirst();
    if (!coupon) throw new HttpError(400, 'coupon: this code is not valid for this offering');
  }
  const user = await findUser(db, userId);
  // The domain's one price computation (spec §5), shared with the wizard. A profile without a
  // course (an account from the mobile app) pays the price for courses other than BEED.
  const priced = priceFor({
    offering: toOffering(offering),
    course: (user?.profile.course ?? 'BSED') as Course,
    paymentTerm: input.paymentType,
    coupon: coupon && { discountPrice: coupon.discount_price, discountPercent: coupon.discount_percent },
  });
  if (input.price !== undefined && Math.abs(input.price - priced.total) > 0.004) {
    throw new HttpError(400, `price: ${input.price} is not the price of this enrollment (${priced.total})`);
  }

  // The downpayment is due by the payment deadline (spec §4), then one installment per period.
  const deadline = paymentDeadline(now);
  const installments: Installment[] =
    input.paymentType === 'Installment'
      ? [
          { amount: priced.downpayment, dueDate: deadline, paid: false },
          ...installmentSchedule({
            startDate: deadline,
            amounts: priced.installments,
            frequency: offering.installment_frequency,
          }),
        ]
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
  if (!inserted) throw new HttpError(409, 'Account already enrolled');
  return { row: inserted, offeringTitle: offering.title, deadline };
}

/** The e-mail with payment instructions and the 3-business-day rule, after the commit. */
export async function sendEnrollmentReceived(
  deps: Deps,
  to: string,
  created: { row: EnrollmentRow; offeringTitle: string; deadline: string },
) {
  await deps.mailer.send(
    enrollmentReceivedEmail(to, {
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

const SORTS: Record<string, 'created_at' | 'status' | 'price' | 'reference'> = {
  createdDate: 'created_at',
  status: 'status',
  price: 'price',
  reference: 'reference',
};

export async function listEnrollments(
  db: Db,
  userId: string,
  query: {
    page?: number;
    limit?: number;
    sort?: string;
    populate?: string;
    select?: string;
    status?: EnrollmentStatus;
  },
) {
  const sort = query.sort ?? '-createdDate';
  const column = SORTS[sort.replace(/^-/, '')];
  if (!column) throw new HttpError(400, `query.sort: cannot sort by ${sort}`);
  const limit = query.limit ?? 1000;
  let base = db.selectFrom('enrollments').where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
      .orderBy('id')
      .limit(limit)
      .offset(((query.page ?? 1) - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  // "populate offering, select title price" (spec §7 home enrollment check) gives the summary.
  const populate: Populate = query.populate?.split(/[\s,]+/).includes('offering')
    ? query.select
      ? 'summary'
      : 'full'
    : 'id';
  return {
    docs: await Promise.all(rows.map((row) => toEnrollment(db, row, { offering: populate }))),
    totalDocs: Number(count.total),
  };
}

/** The amount and label due next: Full, the Downpayment first, then an Installment (spec §4). */
function nextDue(row: EnrollmentRow): { paymentType: Payment['paymentType']; amount: number } {
  if (row.payment_type === 'Full') return { paymentType: 'Full', amount: row.price };
  const index = row.installments.findIndex((i) => !i.paid);
  return {
    paymentType: index <= 0 ? 'Downpayment' : 'Installment',
    amount: row.installments[Math.max(index, 0)]?.amount ?? 0,
  };
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
 * Stores a proof of payment and moves the enrollment to Payment Review (spec §4). Allowed
 * while the enrollment is Processing, or Active with an installment still unpaid (the Pay
 * action, spec §4); refused while another proof waits for review.
 */
export async function submitProof(deps: Deps, row: EnrollmentRow, input: ProofInput) {
  if (input.reference !== undefined && input.reference !== row.reference) {
    throw new HttpError(400, 'reference: does not match this enrollment');
  }
  const unpaid = row.installments.some((i) => !i.paid);
  const open = row.status === ENROLLMENT_STATUS.processing || (row.status === ENROLLMENT_STATUS.active && unpaid);
  if (!open) {
    throw new HttpError(
      409,
      row.status === ENROLLMENT_STATUS.paymentReview
        ? 'A payment proof is already waiting for review'
        : 'This enrollment is already paid',
    );
  }
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
    return trx
      .insertInto('payments')
      .values({
        id: randomId(),
        enrollment_id: row.id,
        user_id: row.user_id,
        reference: row.reference,
        tag: 'Enrollment',
        price: input.price ?? due.amount,
        payment_type: input.paymentType ?? due.paymentType,
        payment_option: input.paymentOption,
        receipt_id: input.receiptId,
        payment_date: input.paymentDate,
        attachments: ids,
        status: 'Payment Review',
        created_at: deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const user = await findUser(deps.db, row.user_id);
  if (user) await deps.mailer.send(paymentReceivedEmail(user.email, row.reference, payment.price));
  return payment;
}

export type { PaymentSubmission };

/** GET /users/{id}/payments: by status, then newest first (spec §7), limit 1000 (spec §9). */
export async function listPayments(db: Db, userId: string, limit = 1000) {
  const base = db.selectFrom('payments').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('status', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { docs: await Promise.all(rows.map((row) => toPayment(db, row))), totalDocs: Number(count.total) };
}
