import { createHash } from 'node:crypto';
import {
  calendarDateOf,
  ENROLLMENT_STATUS,
  installmentSchedule,
  paymentDeadline,
  priceFor,
  type Course,
} from '@review-center/domain';
import { toOffering } from '../resources/offerings/offerings.service.ts';
import { solidPng } from './staff-enrollments-demo.ts';
import type { Db } from '../platform/db/database.ts';
import { GENERAL_EDUCATION_QUESTIONS, PROFESSIONAL_EDUCATION_QUESTIONS } from './seed-data.ts';
import type { Installment } from '../platform/db/schema.ts';
import { findById } from '../platform/db/rows.ts';
import { insertMissing } from './insert-missing.ts';

const DAY_MS = 86_400_000;

/** Two past mock exams per category, so the progress chart has a line for each (oldest first). */
const PAST_EXAMS = [
  { id: 'demo-diagnostic-gened', name: 'LET Diagnostic Exam — General Education', category: 'general-education' },
  {
    id: 'demo-diagnostic-profed',
    name: 'LET Diagnostic Exam — Professional Education',
    category: 'professional-education',
  },
  { id: 'demo-midterm-gened', name: 'LET Midterm Mock Exam — General Education', category: 'general-education' },
  {
    id: 'demo-midterm-profed',
    name: 'LET Midterm Mock Exam — Professional Education',
    category: 'professional-education',
  },
] as const;
/** Correct answers out of 10, one per past exam: a reviewee who improves. */
const PAST_SCORES = [5, 4, 7, 6] as const;

/**
 * The demo reviewee's history (demo mode only, decision 0021), so that a newcomer who signs in
 * sees every account tab with content: an Active enrollment paid by installment with the
 * downpayment paid and the next installment due, the approved downpayment in the payment
 * history, four completed mock exams in two categories for the progress chart, and a discussion
 * thread in the offering with a reply from another demo reviewee (decision 0038). Kept once: a
 * second start finds the enrollment and adds nothing.
 */
export async function seedDemoRevieweeHistory(
  db: Db,
  {
    now,
    userId,
    course,
    saveFile,
  }: { now: Date; userId: string; course: Course; saveFile: (bytes: Uint8Array) => Promise<string> },
) {
  const enrollmentId = 'demo-reviewee-enrollment';
  const seeded = await db.selectFrom('enrollments').select('id').where('id', '=', enrollmentId).executeTakeFirst();
  if (seeded) return;
  const row = await findById(db, 'offerings', 'hybrid-online-march-2024');
  if (!row) return;
  const offering = toOffering(row);

  // Enrolled three weeks ago; the downpayment paid and approved, the first installment due next.
  const created = new Date(now.getTime() - 21 * DAY_MS);
  const priced = priceFor({ offering, course, paymentTerm: 'Installment' });
  const deadline = paymentDeadline(created);
  const installments: Installment[] = [
    { amount: priced.downpayment, dueDate: deadline, paid: true },
    ...installmentSchedule({
      startDate: calendarDateOf(new Date(now.getTime() + 7 * DAY_MS)),
      amounts: priced.installments,
      frequency: offering.installmentFrequency,
    }),
  ];
  const bytes = solidPng(160, 100, [31, 111, 235]);
  const proof = await saveFile(bytes);
  const reference = 'RC-DEMO-0001';
  const paymentDate = calendarDateOf(new Date(created.getTime() + DAY_MS));
  await db.transaction().execute(async (trx) => {
    // The enrollment is the first write and claims the history: when two processes start on one
    // database and seed at once, the other inserts nothing and leaves the rest to this one.
    const claimed = await trx
      .insertInto('enrollments')
      .values({
        id: enrollmentId,
        reference,
        user_id: userId,
        offering_id: offering._id,
        status: ENROLLMENT_STATUS.active,
        price: priced.total,
        coupon: null,
        payment_type: 'Installment',
        payment_option: 'GCash',
        receipt_id: 'GC-DEMO-0001',
        payment_date: paymentDate,
        attachments: [proof],
        branch: 'Manila',
        schedule: null,
        installments: JSON.stringify(installments),
        rejection_reason: null,
        amount_paid: priced.downpayment,
        created_at: created,
        // Approved the day after the proof: access runs six months from then (product §1).
        activated_at: new Date(created.getTime() + 2 * DAY_MS),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return;
    await trx
      .insertInto('uploads')
      .values({
        id: proof,
        owner_id: userId,
        original_name: 'gcash-downpayment.png',
        mime: 'image/png',
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      .execute();
    await trx
      .insertInto('payments')
      .values({
        id: 'demo-reviewee-payment-1',
        enrollment_id: enrollmentId,
        user_id: userId,
        reference,
        tag: 'Enrollment',
        price: priced.downpayment,
        amount_due: priced.downpayment,
        payment_type: 'Downpayment',
        payment_option: 'GCash',
        receipt_id: 'GC-DEMO-0001',
        payment_date: paymentDate,
        attachments: [proof],
        status: 'Approved',
        created_at: new Date(created.getTime() + DAY_MS),
      })
      .execute();

    // Four past mock exams, closed now, each taken and scored a week apart.
    for (const [index, exam] of PAST_EXAMS.entries()) {
      const taken = new Date(now.getTime() - (20 - index * 5) * DAY_MS);
      const questionIds = (
        exam.category === 'general-education' ? GENERAL_EDUCATION_QUESTIONS : PROFESSIONAL_EDUCATION_QUESTIONS
      ).map((q) => q.id);
      await insertMissing(trx, {
        exam_templates: {
          id: exam.id,
          name: exam.name,
          slug: exam.id,
          category_id: exam.category,
          available_from: new Date(taken.getTime() - DAY_MS),
          available_until: new Date(taken.getTime() + DAY_MS),
          duration: 30,
          instructions: 'This mock exam has closed.',
          question_ids: questionIds,
        },
      });
      await trx
        .insertInto('user_exams')
        .values({
          id: `${exam.id}-demo-reviewee`,
          user_id: userId,
          template_id: exam.id,
          completed: true,
          score: PAST_SCORES[index]!,
          completed_at: new Date(taken.getTime() + 25 * 60_000),
          created_at: taken,
        })
        .execute();
    }

    await seedDemoDiscussion(trx, { now, userId, offeringId: offering._id });
  });
}

/** A thread the demo reviewee started, answered by Grace, a demo reviewee Active in the same offering. */
async function seedDemoDiscussion(
  db: Db,
  { now, userId, offeringId }: { now: Date; userId: string; offeringId: string },
) {
  const started = new Date(now.getTime() - 3 * DAY_MS);
  await insertMissing(db, {
    discussions: {
      id: 'demo-discussion-1',
      user_id: userId,
      offering_id: offeringId,
      body: JSON.stringify({
        title: 'How do you remember the theories of learning?',
        content:
          'I keep mixing up Piaget, Vygotsky and Bruner in the Professional Education mock exams. How do you keep them apart?',
      }),
      created_at: started,
      updated_at: started,
      last_activity_at: started,
    },
  });
  const grace = await db.selectFrom('users').select('id').where('id', '=', 'demo-staff-reviewee-9').executeTakeFirst();
  if (!grace) return;
  const replied = new Date(started.getTime() + 5 * 3_600_000);
  await insertMissing(db, {
    opinions: {
      id: 'demo-opinion-1',
      discussion_id: 'demo-discussion-1',
      user_id: grace.id,
      body: JSON.stringify({
        content:
          'A table helped me: the theorist, one key idea, one classroom example. Piaget: stages. Vygotsky: scaffolding. Bruner: spiral curriculum.',
      }),
      created_at: replied,
      updated_at: replied,
    },
  });
  await db
    .updateTable('discussions')
    .set({ last_activity_at: replied })
    .where('id', '=', 'demo-discussion-1')
    .execute();
}
