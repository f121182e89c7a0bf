import { EXAM_REMINDER_MESSAGES } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { json, registerStaff, registerUser } from '../../testing/app.ts';
import { enroll } from '../../testing/enrollment.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { sendExamReminders } from './exam-reminders.service.ts';

const t = testAppForFile();

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Saturday 6 December 2036, 8:00 AM in Manila: years from the demo's exam that opens the day after
 * the database was seeded, which is also due in its last day.
 */
const OPENS = new Date('2036-12-06T00:00:00Z');
const before = (ms: number, opens = OPENS) => new Date(opens.getTime() - ms);

let exams = 0;
/** An exam written by staff through the console's call, opening at `opens` for `audience`. */
async function examOpening(opens: Date, audience: { kind: 'everyone' } | { kind: 'offerings'; offerings: string[] }) {
  exams += 1;
  const name = `Mock board exam ${exams}`;
  const response = await t.request('POST', '/admin/exam-templates', {
    token: await t.adminToken(),
    body: {
      name,
      slug: `reminded-mock-${exams}`,
      category: 'general-education',
      instructions: 'Answer all.',
      availableFrom: opens.toISOString(),
      availableUntil: new Date(opens.getTime() + 9 * HOUR_MS).toISOString(),
      duration: 90,
      hasTimeLimit: true,
      questions: { mode: 'drawn', draws: [{ category: 'general-education', count: 5 }] },
      audience,
    },
  });
  expect(response.status).toBe(200);
  return { id: String((await json(response))._id), name };
}

/** A new reviewee, Active in `offering` since `activatedAt` (let in by the registrar). */
async function activeIn(offering: string, activatedAt = before(30 * DAY_MS)) {
  const user = await registerUser(t);
  const created = await json(await enroll(t, user, { offering, paymentType: 'Full', branch: 'Iloilo' }));
  await t.db
    .updateTable('enrollments')
    .set({ status: 'Active', activated_at: activatedAt })
    .where('id', '=', String(created._id))
    .execute();
  return user;
}

/** The exam reminders queued for `email`, oldest first. */
const remindersTo = (email: string) =>
  t.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text', 'html'])
    .where('to', '=', email)
    .where('subject', 'like', 'Exam reminder%')
    .orderBy('created_at')
    .execute();

/** The key of the unsubscribe link in a reminder's text. */
const keyIn = (text: string) => /\/exam-reminders\/unsubscribe\/([\w-]+)/.exec(text)?.[1] ?? '';

const unsubscribe = (key: string) => t.request('POST', '/exam-reminders/unsubscribe', { body: { key } });

describe('sendExamReminders (decision 0091)', () => {
  it('should e-mail an exam’s audience once in the day before it opens, however many runs there are at once', async () => {
    const [maria, jose] = [await activeIn('override-offering-1'), await activeIn('override-offering-1')];
    const outsider = await activeIn('override-offering-2');
    const disabled = await activeIn('override-offering-1');
    await t.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', disabled.id).execute();
    const exam = await examOpening(OPENS, { kind: 'offerings', offerings: ['override-offering-1'] });

    // A day and a minute before: not yet.
    expect(await sendExamReminders(t.deps, before(DAY_MS + 60_000))).toEqual([]);
    // Twelve hours before: two processes run the job at the same moment.
    const runs = await Promise.all([
      sendExamReminders(t.deps, before(12 * HOUR_MS)),
      sendExamReminders(t.deps, before(12 * HOUR_MS)),
    ]);
    expect(runs.flat().sort()).toEqual([`${exam.id} ${jose.id}`, `${exam.id} ${maria.id}`].sort());
    // And again an hour later.
    expect(await sendExamReminders(t.deps, before(11 * HOUR_MS))).toEqual([]);

    for (const reviewee of [maria, jose]) expect(await remindersTo(reviewee.email)).toHaveLength(1);
    for (const reviewee of [outsider, disabled]) expect(await remindersTo(reviewee.email)).toEqual([]);
    const [mail] = await remindersTo(maria.email);
    expect(mail!.subject).toBe(`Exam reminder — ${exam.name}`);
    expect(mail!.text).toContain(
      `${exam.name} opens on Saturday, December 6, 2036 at 8:00 AM and closes on Saturday, December 6, 2036 at 5:00 PM, Philippine time.`,
    );
    expect(mail!.text).toContain('Once you start, you have 90 minutes to finish.');
    expect(mail!.text).toContain('Open My Exams: http://site.test/account?tab=exams');
    const key = keyIn(mail!.text);
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(mail!.html).toContain(`href="http://site.test/exam-reminders/unsubscribe/${key}"`);
    // Each reviewee's own key.
    expect(keyIn((await remindersTo(jose.email))[0]!.text)).not.toBe(key);
  });

  it('should remind everyone of an exam open to everyone, but not staff', async () => {
    const reviewee = await registerUser(t);
    const cashier = await registerStaff(t, 'cashier');
    const opens = new Date('2036-12-13T01:00:00Z');
    const exam = await examOpening(opens, { kind: 'everyone' });
    const sent = await sendExamReminders(t.deps, before(HOUR_MS, opens));
    expect(sent).toContain(`${exam.id} ${reviewee.id}`);
    expect(sent).not.toContain(`${exam.id} ${cashier.id}`);
  });

  it('should remind again of a moved opening, and not those whose access will have ended by then', async () => {
    const opens = new Date('2036-12-20T00:00:00Z');
    const current = await activeIn('override-offering-3', before(30 * DAY_MS, opens));
    // Six months of access from activation (decision 0067): over before this exam opens.
    const lapsing = await activeIn('override-offering-3', before(190 * DAY_MS, opens));
    const exam = await examOpening(opens, { kind: 'offerings', offerings: ['override-offering-3'] });
    expect(await sendExamReminders(t.deps, before(2 * HOUR_MS, opens))).toEqual([`${exam.id} ${current.id}`]);

    const later = new Date(opens.getTime() + 3 * HOUR_MS);
    await t.db.updateTable('exam_templates').set({ available_from: later }).where('id', '=', exam.id).execute();
    expect(await sendExamReminders(t.deps, before(2 * HOUR_MS, later))).toEqual([`${exam.id} ${current.id}`]);
    const mails = await remindersTo(current.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('opens on Saturday, December 20, 2036 at 11:00 AM');
    expect(await remindersTo(lapsing.email)).toEqual([]);
  });
});

describe('POST /exam-reminders/unsubscribe (decision 0091)', () => {
  it('should stop the exam reminders by the e-mail’s link, without signing in, and nothing else', async () => {
    const opens = new Date('2037-01-10T00:00:00Z');
    const [maria, jose] = [
      await activeIn('override-offering-1', before(DAY_MS, opens)),
      await activeIn('override-offering-1', before(DAY_MS, opens)),
    ];
    await examOpening(opens, { kind: 'offerings', offerings: ['override-offering-1'] });
    await sendExamReminders(t.deps, before(HOUR_MS, opens));
    const key = keyIn((await remindersTo(maria.email))[0]!.text);

    const stopped = await unsubscribe(key);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ message: EXAM_REMINDER_MESSAGES.stopped });
    // Opened again (a second click, a mail scanner): the same answer.
    expect((await unsubscribe(key)).status).toBe(200);

    // The next exam reminds the classmate only.
    const next = await examOpening(new Date(opens.getTime() + 7 * DAY_MS), {
      kind: 'offerings',
      offerings: ['override-offering-1'],
    });
    const sent = await sendExamReminders(t.deps, before(HOUR_MS, new Date(opens.getTime() + 7 * DAY_MS)));
    expect(sent).toContain(`${next.id} ${jose.id}`);
    expect(sent).not.toContain(`${next.id} ${maria.id}`);
    expect(await remindersTo(maria.email)).toHaveLength(1);

    // A transactional e-mail still goes: a reset link.
    expect((await t.request('POST', '/users/reset-password-v2', { body: { email: maria.email } })).status).toBe(200);
    const reset = await t.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('to', '=', maria.email)
      .where('subject', 'like', 'Reset your%')
      .execute();
    expect(reset).toHaveLength(1);
  });

  it('should answer 404 with what is wrong for a key that names no one, and 400 for none', async () => {
    const response = await unsubscribe('not-a-key-from-any-e-mail');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: EXAM_REMINDER_MESSAGES.linkInvalid });
    const empty = await unsubscribe('');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('body.key');
  });
});
