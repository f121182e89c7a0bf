import { describe, expect, it } from 'vitest';
import { enrollAt as enrollAtTime, submitProof } from '../../testing/enrollment.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { removeUnpaidRegistrations } from './cleanup.ts';
import { sendInstallmentReminders, sendPaymentReminders } from './reminders.ts';

const t = testAppForFile();

const enrollAt = (when: Date, offering: string) => enrollAtTime(t, when, offering);

const remindersTo = (email: string) =>
  t.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text'])
    .where('to', '=', email)
    .where('subject', 'like', 'Last day to pay%')
    .execute();

describe('sendPaymentReminders (decision 0078)', () => {
  it('should e-mail once on the deadline day, however many runs there are at once', async () => {
    // Friday 27 November 2026; Monday 30 November (Bonifacio Day) is not a business day, so the
    // deadline is Thursday 3 December and the registration is deleted once that day has passed.
    const { user, id, reference } = await enrollAt(new Date('2026-11-27T02:00:00Z'), 'override-offering-1');
    // Wednesday 23:59 in Manila: not yet.
    expect(await sendPaymentReminders(t.deps, new Date('2026-12-02T15:59:00Z'))).not.toContain(id);
    expect(await remindersTo(user.email)).toEqual([]);

    // Thursday 00:00 in Manila: two processes run the job at the same moment.
    const thursday = new Date('2026-12-02T16:00:00Z');
    const runs = await Promise.all([sendPaymentReminders(t.deps, thursday), sendPaymentReminders(t.deps, thursday)]);
    expect(runs.flat().filter((reminded) => reminded === id)).toEqual([id]);
    // And again later that day.
    expect(await sendPaymentReminders(t.deps, new Date('2026-12-03T08:00:00Z'))).not.toContain(id);

    const mails = await remindersTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Last day to pay — reference ${reference}`);
    expect(mails[0]!.text).toContain(`Put the reference ${reference} in the transfer memo`);
    expect(mails[0]!.text).toContain('by the end of Thursday, December 3, 2026');
    expect(mails[0]!.text).toContain(
      'After signing up, payment must be settled within 3 business days, or the registration is deleted automatically',
    );

    // The registration is still there that day, and deleted with its reminder the next.
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-12-03T15:59:00Z'))).not.toContain(id);
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-12-03T16:00:00Z'))).toContain(id);
    expect(await t.db.selectFrom('reminders').select('kind').where('enrollment_id', '=', id).execute()).toEqual([]);
  });

  it('should not remind a registration whose proof was submitted', async () => {
    const { user, id } = await enrollAt(new Date('2026-11-23T02:00:00Z'), 'override-offering-2'); // Monday
    expect(
      (await submitProof(t, user, id, { paymentOption: 'GCash', receiptId: '9', paymentDate: '2026-11-23' })).status,
    ).toBe(200);
    // Thursday 26 November, its deadline day, in Manila.
    expect(await sendPaymentReminders(t.deps, new Date('2026-11-26T02:00:00Z'))).not.toContain(id);
    expect(await remindersTo(user.email)).toEqual([]);
  });
});

describe('sendInstallmentReminders (decision 0078)', () => {
  it('should remind of the next unpaid installment three days before, on the day and once overdue, each once', async () => {
    const { user, id, reference } = await enrollAt(new Date('2026-11-02T02:00:00Z'), 'override-offering-3');
    // An installment plan whose downpayment was approved: the enrollment is Active.
    await t.db
      .updateTable('enrollments')
      .set({
        status: 'Active',
        installments: JSON.stringify([
          { amount: 3_500, dueDate: '2026-11-05', paid: true },
          { amount: 3_000, dueDate: '2026-12-10', paid: false },
          { amount: 3_000, dueDate: '2027-01-10', paid: false },
        ]),
      })
      .where('id', '=', id)
      .execute();
    const at = (manilaDate: string) => new Date(`${manilaDate}T02:00:00Z`);
    const mailsTo = async () =>
      (
        await t.db
          .selectFrom('outbox_messages')
          .select(['subject', 'text'])
          .where('to', '=', user.email)
          .where('subject', 'like', 'Installment%')
          .orderBy('created_at')
          .execute()
      ).map((mail) => mail.subject);

    expect(await sendInstallmentReminders(t.deps, at('2026-12-06'))).not.toContain(`${id} installment-soon`);
    for (const [day, kind] of [
      ['2026-12-07', 'installment-soon'],
      ['2026-12-10', 'installment-due'],
      ['2026-12-11', 'installment-overdue'],
    ] as const) {
      const runs = await Promise.all([
        sendInstallmentReminders(t.deps, at(day)),
        sendInstallmentReminders(t.deps, at(day)),
      ]);
      expect(runs.flat().filter((sent) => sent.startsWith(id))).toEqual([`${id} ${kind}`]);
    }
    // The next days send nothing more about it.
    expect((await sendInstallmentReminders(t.deps, at('2026-12-12'))).filter((s) => s.startsWith(id))).toEqual([]);
    expect(await mailsTo()).toEqual([
      `Installment due soon — reference ${reference}`,
      `Installment due today — reference ${reference}`,
      `Installment overdue — reference ${reference}`,
    ]);
    const [soon] = await t.db
      .selectFrom('outbox_messages')
      .select('text')
      .where('to', '=', user.email)
      .where('subject', 'like', 'Installment due soon%')
      .execute();
    expect(soon!.text).toContain('Your installment of ₱3,000.00 for');
    expect(soon!.text).toContain('is due on Thursday, December 10, 2026. Please pay it by then.');
    expect(soon!.text).toContain(`Put the reference ${reference} in the transfer memo`);
  });
});
