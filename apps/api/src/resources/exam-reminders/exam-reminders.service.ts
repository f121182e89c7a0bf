import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { EXAM_REMINDER_LEAD_MS, EXAM_REMINDER_MESSAGES, isExamReminderDue } from '@review-center/domain';
import type { Db } from '../../platform/db/database.ts';
import { NotFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { examReminderEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { audienceOf, withAccessAt } from '../exams/audience.ts';

/** A template whose window opens within the next day: what its reminder says. */
interface OpeningExam {
  id: string;
  name: string;
  available_from: Date;
  available_until: Date;
  duration: number;
  has_time_limit: boolean;
  audience_offerings: string[] | null;
}

/** The templates whose reminder is due at `now` (`isExamReminderDue`), soonest first. */
async function openingExams(db: Db, now: Date): Promise<OpeningExam[]> {
  const rows = await db
    .selectFrom('exam_templates')
    .select(['id', 'name', 'available_from', 'available_until', 'duration', 'has_time_limit', 'audience_offerings'])
    .where('available_from', '>', now)
    .where('available_from', '<=', new Date(now.getTime() + EXAM_REMINDER_LEAD_MS))
    .orderBy('available_from')
    .orderBy('id')
    .execute();
  return rows.filter((row) => isExamReminderDue(row.available_from, now));
}

/**
 * The exam's audience not yet reminded of this opening (decision 0049's `examOpenTo`: everyone
 * when it names no offerings, else the reviewees Active in one of them), without disabled
 * accounts and without those who stopped exam reminders. An offering-bound exam keeps those whose
 * six months of access still hold when it opens (decision 0067): the others could not start it.
 */
async function unremindedAudience(db: Db, exam: OpeningExam): Promise<{ id: string; email: string }[]> {
  const rows = await audienceOf(db, exam.id)
    .select(['users.id', 'users.email'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('exam_reminders')
            .select('exam_reminders.user_id')
            .whereRef('exam_reminders.user_id', '=', 'users.id')
            .where('exam_reminders.template_id', '=', exam.id)
            .where('exam_reminders.opens_at', '=', exam.available_from),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('exam_reminder_subscriptions')
            .select('exam_reminder_subscriptions.user_id')
            .whereRef('exam_reminder_subscriptions.user_id', '=', 'users.id')
            .where('exam_reminder_subscriptions.unsubscribed_at', 'is not', null),
        ),
      ),
    )
    // In no fixed order: processes running the job at once then mostly claim different reviewees
    // and share the sending, instead of the second queueing behind the first's every row.
    .orderBy(sql`random()`)
    .execute();
  return withAccessAt(db, exam, rows, exam.available_from);
}

/** The reviewee's unsubscribe key, made on their first reminder; and whether they have used it. */
async function subscriptionOf(trx: Db, userId: string) {
  return (
    trx
      .insertInto('exam_reminder_subscriptions')
      .values({ user_id: userId, unsubscribe_key: randomBytes(24).toString('base64url') })
      // Answers the stored row, and holds it until the transaction ends: an unsubscribe waits.
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })))
      .returning(['unsubscribe_key', 'unsubscribed_at'])
      .executeTakeFirstOrThrow()
  );
}

/** The site's page that the e-mail's link opens (apps/site, route `exam-reminders-unsubscribe`). */
const unsubscribeLinkOf = (deps: Pick<Deps, 'config'>, key: string) =>
  `${deps.config.publicUrl.replace(/\/$/, '')}/exam-reminders/unsubscribe/${encodeURIComponent(key)}`;

/**
 * Queues the reminder of `exam` to one reviewee if it was not sent yet, recording it in the same
 * transaction: the primary key of `exam_reminders` makes a second insert of the same exam,
 * reviewee and opening, in this process or another, do nothing (a concurrent one waits for the
 * first's commit), so the e-mail goes out once (decision 0078's way, decision 0091).
 */
async function remindOnce(deps: Pick<Deps, 'db' | 'config'>, exam: OpeningExam, user: { id: string; email: string }) {
  return deps.db.transaction().execute(async (trx) => {
    const subscription = await subscriptionOf(trx, user.id);
    if (subscription.unsubscribed_at !== null) return false;
    const claimed = await trx
      .insertInto('exam_reminders')
      .values({ template_id: exam.id, user_id: user.id, opens_at: exam.available_from })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await queueMail(
      trx,
      await examReminderEmail({ ...deps, db: trx }, user.email, {
        exam: exam.name,
        opensAt: exam.available_from,
        closesAt: exam.available_until,
        timeLimit: exam.has_time_limit ? exam.duration : null,
        unsubscribeLink: unsubscribeLinkOf(deps, subscription.unsubscribe_key),
      }),
    );
    return true;
  });
}

/**
 * E-mails each exam's audience in the last day before the exam opens (decision 0091), once per
 * reviewee and opening however many processes run this at once (`remindOnce`). An exam whose
 * opening staff move is announced again, for its new time. Answers `exam reviewee` of each
 * reminder sent.
 */
export async function sendExamReminders(deps: Pick<Deps, 'db' | 'config'>, now: Date): Promise<string[]> {
  const sent: string[] = [];
  for (const exam of await openingExams(deps.db, now)) {
    for (const user of await unremindedAudience(deps.db, exam)) {
      if (await remindOnce(deps, exam, user)) sent.push(`${exam.id} ${user.id}`);
    }
  }
  return sent;
}

/**
 * Stops the exam reminders of the account `key` names (the e-mail's link, without signing in).
 * Asking again answers the same; a key that names no one is a 404. Nothing else is stopped:
 * the transactional e-mails (results, payments, links) never read this.
 */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'now'>, key: string) {
  const row = await deps.db
    .updateTable('exam_reminder_subscriptions')
    // The first time counts: asking again keeps it.
    .set({ unsubscribed_at: sql<Date>`coalesce(unsubscribed_at, ${deps.now()})` })
    .where('unsubscribe_key', '=', key)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new NotFound(EXAM_REMINDER_MESSAGES.linkInvalid);
  return { message: EXAM_REMINDER_MESSAGES.stopped };
}

/**
 * Sends the reminders every minute (`examRemindersEveryMs`), so an exam scheduled less than a day ahead is announced at
 * once and a reviewee let in on the eve of an exam still hears of it. A round that finds nothing
 * to send costs a query per exam opening within the day. Not exclusive: the `exam_reminders` row
 * sends each once, however many processes run it (decision 0091).
 */
export const examRemindersJob = (deps: Pick<Deps, 'db' | 'config' | 'now' | 'outbox'>): Job => ({
  name: 'send-exam-reminders',
  everyMs: deps.config.examRemindersEveryMs,
  exclusive: false,
  run: async () => {
    const sent = await sendExamReminders(deps, deps.now());
    if (sent.length === 0) return undefined;
    deps.outbox.wake(); // the reminders leave now, not at the worker's next round
    return { sent: sent.length };
  },
});
