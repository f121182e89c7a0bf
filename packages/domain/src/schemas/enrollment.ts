import * as z from 'zod/mini';
import { ENROLLMENT_STATUSES, PAYMENT_OPTIONS, PAYMENT_TERMS } from '../constants.ts';
import { fieldMessages } from '../forms/messages.ts';
import { choiceNameSchema, idSchema, isoDateSchema } from './common.ts';
import { couponCodeSchema } from './coupon.ts';
import { offeringSchema } from './offering.ts';
import { uploadResultSchema } from './upload.ts';
import { paymentSchema } from './payment.ts';
import { userSchema } from './user.ts';
import { refundSchema } from './refund.ts';

/** Processing, Payment Review, Active (product §4). */
export const enrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES);

/** One installment: the next due is the first not paid (product §4). */
export const installmentSchema = z.object({
  amount: z.number().check(z.nonnegative()),
  dueDate: isoDateSchema,
  paid: z.boolean(),
});
export type Installment = z.infer<typeof installmentSchema>;

/** "offering (embedded or populated with title and price)" (product §3). */
export const enrollmentOfferingSchema = z.union([
  offeringSchema,
  z.pick(offeringSchema, { _id: true, title: true, price: true }),
  idSchema,
]);

/** The user of an enrollment: an id, or the user populated (payment page summary, product §2). */
export const enrollmentUserSchema = z.union([userSchema, idSchema]);

/** Enrollment (product §3). `price` is what the server computed (docs/architecture.md#prices: never the client's). */
export const enrollmentSchema = z.object({
  _id: idSchema,
  reference: z.string().check(z.minLength(1)),
  status: enrollmentStatusSchema,
  createdDate: isoDateSchema,
  offering: enrollmentOfferingSchema,
  user: enrollmentUserSchema,
  price: z.number().check(z.nonnegative()),
  /** The coupon code applied, if any. */
  coupon: z.nullish(z.string()),
  /** Stored as the payment term; the payment page shows it upper-cased (product §3). */
  paymentType: z.enum(PAYMENT_TERMS),
  paymentOption: z.nullish(z.enum(PAYMENT_OPTIONS)),
  receiptId: z.nullish(z.string()),
  paymentDate: z.nullish(isoDateSchema),
  attachments: z._default(z.array(uploadResultSchema), []),
  /** A name from the offering's branches when enrolling; any name since (the list may change). */
  branch: z.string(),
  schedule: z.nullish(z.string()),
  installments: z._default(z.array(installmentSchema), []),
  /**
   * Ours: why the cashier did not accept the last proof, until a new one is sent (the payment page
   * shows it beside the form, as the e-mail does).
   */
  rejectionReason: z.nullish(z.string()),
  /**
   * Ours: when it first became Active; access runs six months from then (product §1, decision
   * 0067). The enrollment's page shows it in the history.
   */
  activatedAt: z.nullish(isoDateSchema),
  /**
   * Ours: the money given back once it was cancelled, oldest first (decision 0084); the
   * reviewee's payment history shows each.
   */
  refunds: z.optional(z.array(refundSchema)),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** The choices of the enrollment wizard (product §2 steps 1-2, §7 "the enroll call sends ..."). */
export const enrollmentChoicesSchema = z.object({
  offering: idSchema,
  paymentType: z.enum(PAYMENT_TERMS),
  /** One of the offering's branches; the server checks it is (decision 0054). */
  branch: choiceNameSchema(fieldMessages.branchRequired),
  /** Required only when the offering has multipleSchedule (product §5); one of its schedules. */
  schedule: z.nullish(choiceNameSchema(fieldMessages.scheduleRequired)),
  /** A coupon code in any case, with or without surrounding spaces; parsed to the stored code. */
  coupon: z.nullish(couponCodeSchema),
});
export type EnrollmentChoices = z.infer<typeof enrollmentChoicesSchema>;

/** What creating an enrollment returns: "returning reference and status" (product §7). */
export const enrollmentCreatedSchema = z.object({
  _id: idSchema,
  reference: z.string().check(z.minLength(1)),
  status: enrollmentStatusSchema,
});
export type EnrollmentCreated = z.infer<typeof enrollmentCreatedSchema>;

/**
 * An enrollment as the administrator reviews it (our choice, docs/architecture.md#administrators): the
 * user and offering populated and the payment proofs submitted for it.
 */
export const enrollmentReviewSchema = z.extend(enrollmentSchema, {
  user: userSchema,
  offering: z.pick(offeringSchema, { _id: true, title: true, price: true }),
  payments: z.array(paymentSchema),
});
export type EnrollmentReview = z.infer<typeof enrollmentReviewSchema>;
