import {
  addDays,
  calendarDateOf,
  ENROLLMENT_STATUS,
  INSTALLMENT_REMINDER_DAYS,
  installmentReminderKind,
  isPaymentReminderDue,
  paymentDeadline,
} from '@review-center/domain';
import { readCenterSettings } from '../../platform/config/center-settings.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/http/deps.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { installmentReminderEmail, paymentDeadlineReminderEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { unpaidRegistration } from './cleanup.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The kind of `reminders` row of the reminder before deletion (migration 0022); an
 * installment's are `InstallmentReminderKind`s.
 */
const PAYMENT_DEADLINE = 'payment-deadline';

/** Enrollments with what every reminder names: the reference, the reviewee's e-mail, the offering. */
const remindable = (db: Db) =>
  db
    .selectFrom('enrollments')
    .innerJoin('users', 'users.id', 'enrollments.user_id')
    .innerJoin('offerings', 'offerings.id', 'enrollments.offering_id')
    .select(['enrollments.id', 'enrollments.reference', 'users.email', 'offerings.title']);

/** The enrollment's payment page on the site, where a reminder sends the reviewee. */
const paymentLinkOf = (deps: Pick<Deps, 'config'>, id: string) =>
  `${deps.config.publicUrl.replace(/\/$/, '')}/enrollments/${id}/payments`;

/**
 * Queues `mail` if the reminder `key` was not sent yet, recording it in the same transaction: the
 * primary key of `reminders` makes a second insert of the same key, in this process or another,
 * do nothing (a concurrent one waits for the first's commit), so the e-mail goes out once.
 */
async function remindOnce(
  db: Db,
  key: { enrollment_id: string; kind: string; due_on: string },
  mail: (trx: Db) => Promise<MailMessage>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('reminders')
      .values(key)
      .onConflict((oc) => oc.doNothing())
      .returning('enrollment_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await queueMail(trx, await mail(trx));
    return true;
  });
}

/**
 * E-mails each unpaid registration on its deadline day, one business day before the cleanup
 * deletes it (product §4, decision 0078): a Processing enrollment with no proof submitted. Each
 * reminder is a row of `reminders` inserted with `on conflict do nothing` in the transaction that
 * queues its e-mail, so it is sent once however many processes run this at once: a second
 * insert waits for the first's transaction, then finds the row and queues nothing. Answers the
 * ids of the enrollments reminded.
 */
export async function sendPaymentReminders(deps: Pick<Deps, 'db' | 'config'>, now: Date): Promise<string[]> {
  const { db } = deps;
  // The deadline is at least three calendar days after sign-up, its day starts at least two after.
  const candidates = await remindable(db)
    .select(['enrollments.price', 'enrollments.created_at'])
    .where(unpaidRegistration(now, 2))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminders')
            .select('reminders.enrollment_id')
            .whereRef('reminders.enrollment_id', '=', 'enrollments.id')
            .where('reminders.kind', '=', PAYMENT_DEADLINE),
        ),
      ),
    )
    .execute();
  if (candidates.length === 0) return [];
  const holidays = (await readCenterSettings(db)).holidays.map((day) => day.date);
  const reminded: string[] = [];
  for (const row of candidates.filter((candidate) => isPaymentReminderDue(candidate.created_at, now, { holidays }))) {
    const deadline = paymentDeadline(row.created_at, { holidays });
    const sent = await remindOnce(db, { enrollment_id: row.id, kind: PAYMENT_DEADLINE, due_on: deadline }, (trx) =>
      paymentDeadlineReminderEmail({ ...deps, db: trx }, row.email, {
        reference: row.reference,
        offering: row.title,
        price: row.price,
        deadline,
        paymentLink: paymentLinkOf(deps, row.id),
      }),
    );
    if (sent) reminded.push(row.id);
  }
  return reminded;
}

/**
 * E-mails the reviewee of an Active installment enrollment about its next unpaid installment
 * (decision 0078): from three days before its due date, on the day, and once overdue, each once
 * (`remindOnce`). An enrollment under Payment Review is skipped: its proof is being checked.
 * Answers `enrollment kind` of each reminder sent.
 */
export async function sendInstallmentReminders(deps: Pick<Deps, 'db' | 'config'>, now: Date): Promise<string[]> {
  const { db } = deps;
  const today = calendarDateOf(now);
  const rows = await remindable(db)
    .select(['enrollments.installments', 'enrollments.next_due_date'])
    .where('enrollments.status', '=', ENROLLMENT_STATUS.active)
    .where('enrollments.next_due_date', 'is not', null)
    .where('enrollments.next_due_date', '<=', addDays(today, INSTALLMENT_REMINDER_DAYS))
    .execute();
  const sent: string[] = [];
  for (const row of rows) {
    const installments = typeof row.installments === 'string' ? JSON.parse(row.installments) : row.installments;
    const next = (installments as { amount: number; dueDate: string; paid: boolean }[]).find((i) => !i.paid);
    if (!next) continue;
    const kind = installmentReminderKind(next.dueDate, today);
    if (!kind) continue;
    const done = await remindOnce(db, { enrollment_id: row.id, kind, due_on: next.dueDate }, (trx) =>
      installmentReminderEmail({ ...deps, db: trx }, row.email, kind, {
        reference: row.reference,
        offering: row.title,
        amount: next.amount,
        dueDate: next.dueDate,
        paymentLink: paymentLinkOf(deps, row.id),
      }),
    );
    if (done) sent.push(`${row.id} ${kind}`);
  }
  return sent;
}

/**
 * Sends the reminders every hour. Not exclusive: the `reminders` row sends each once, however
 * many processes run it (decision 0078).
 */
export const paymentRemindersJob = (deps: Pick<Deps, 'db' | 'config' | 'now'>): Job => ({
  name: 'send-payment-reminders',
  everyMs: HOUR_MS,
  exclusive: false,
  run: async () => {
    const now = deps.now();
    const payments = await sendPaymentReminders(deps, now);
    const installments = await sendInstallmentReminders(deps, now);
    return payments.length + installments.length > 0 ? { payments, installments } : undefined;
  },
});
