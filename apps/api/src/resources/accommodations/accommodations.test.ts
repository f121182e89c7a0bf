import { describe, expect, it } from 'vitest';
import { json, registerStaff, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { enrolled } from '../../testing/questions.ts';
import { completeEndedAttempts, examClosingJob } from '../exams/close-exams.ts';

// Sessions outlive the exam window here, so moving the clock past it tests the window alone.
const t = testAppForFile({ sessionTtlMs: 400 * 86_400_000, sessionMaxAgeMs: 400 * 86_400_000 });

const MINUTE = 60_000;
let made = 0;

/**
 * An exam of its own for each test, which the reviewees start five minutes ago (`start`): a
 * 30-minute limit in a window that closes 20 minutes after the start, so the window's end would
 * cut a started attempt short (PrairieLearn #2224). A registrar looks after it.
 */
async function exam() {
  const start = Date.now() - 5 * MINUTE;
  const source = await t.db
    .selectFrom('exam_templates')
    .select('question_ids')
    .where('id', '=', 'exam-gened-mock-1')
    .executeTakeFirstOrThrow();
  const id = `exam-day-${++made}-${start}`;
  await t.db
    .insertInto('exam_templates')
    .values({
      id,
      name: `Exam day ${made}`,
      slug: id,
      category_id: 'general-education',
      available_from: new Date(start - 60 * MINUTE),
      available_until: new Date(start + 20 * MINUTE),
      duration: 30,
      instructions: 'Answer all.',
      question_ids: source.question_ids,
      has_time_limit: true,
    })
    .execute();
  const registrar = await registerStaff(t, 'registrar');
  return {
    id,
    start,
    questions: source.question_ids,
    windowEnd: start + 20 * MINUTE,
    registrar,
    /** The registrar grants an accommodation: the API's answer. */
    grant: (body: Json) => t.request('POST', `/admin/exams/${id}/accommodations`, { token: registrar.token, body }),
    /** The attempts as the registrar's exam day page lists them. */
    attempts: async () =>
      (await json(await t.request('GET', `/admin/exams/${id}/accommodations`, { token: registrar.token })))
        .attempts as Json[],
    /** The registrar reopens attempt `attemptId` for `minutes`: the API's answer. */
    reopen: (attemptId: unknown, minutes: number, reason: string) =>
      t.request('POST', `/admin/exam-attempts/${attemptId as string}/reopen`, {
        token: registrar.token,
        body: { minutes, reason },
      }),
  };
}

/** A reviewee who started the exam at its `start` (the server's clock). */
async function reviewee({ id: examId, start }: { id: string; start: number }) {
  const user = await registerUser(t);
  const attempt = await t.at(new Date(start), async () =>
    json(await t.request('POST', `/users/${user.id}/exams`, { token: user.token, body: { exam: examId } })),
  );
  return { user, attempt, base: `/users/${user.id}/exams/${attempt._id as string}` };
}

const at = <T>(when: number, run: () => Promise<T> | T) => t.at(new Date(when), async () => run());

/** The reviewee answers `questionId` with `label` at `when`, on their device's clock and the server's. */
const answer = (
  who: Awaited<ReturnType<typeof reviewee>>,
  questionId: string | undefined,
  label: string,
  when: number,
) =>
  at(when, () =>
    t.request('POST', `${who.base}/questions/${questionId}`, {
      token: who.user.token,
      body: { answer: label, answeredAt: new Date(when).toISOString() },
    }),
  );

const grantBody = (subject: string, extra: Partial<Json> = {}) => ({
  scope: 'reviewee',
  subject,
  extraMinutes: 30,
  timeMultiplier: null,
  windowFrom: null,
  windowUntil: null,
  reason: 'Medical certificate on file',
  ...extra,
});

describe('accommodations', () => {
  it('should give one reviewee 30 extra minutes, past the window’s end, and audit the grant with its reason', async () => {
    const e = await exam();
    const granted = await reviewee(e);
    const other = await reviewee(e);
    // Before the grant: both end when the window does, 20 minutes after the start.
    expect(granted.attempt.deadline).toBe(new Date(e.windowEnd).toISOString());

    const response = await e.grant(grantBody(granted.user.email));
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ scope: 'reviewee', subject: granted.user.id, extraMinutes: 30 });

    // 30 + 30 minutes, cut at the window's end moved by the same 30: 50 minutes after the start.
    const mine = await json(await t.request('GET', granted.base, { token: granted.user.token }));
    expect(mine.deadline).toBe(new Date(e.windowEnd + 30 * MINUTE).toISOString());
    const theirs = await json(await t.request('GET', other.base, { token: other.user.token }));
    expect(theirs.deadline).toBe(new Date(e.windowEnd).toISOString());

    // The staff page shows the same deadlines.
    const deadlines = Object.fromEntries((await e.attempts()).map((a) => [(a.reviewee as Json).email, a.deadline]));
    expect(deadlines).toEqual({ [granted.user.email]: mine.deadline, [other.user.email]: theirs.deadline });

    const entries = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', e.id).execute();
    expect(entries).toMatchObject([
      {
        action: 'accommodation.grant',
        actor_id: e.registrar.id,
        before: null,
        after: { extraMinutes: 30, reason: 'Medical certificate on file' },
      },
    ]);
  });

  it('should take answers until the adjusted deadline, close the others at the window’s end and the accommodated later', async () => {
    const e = await exam();
    const granted = await reviewee(e);
    const other = await reviewee(e);
    await e.grant(grantBody(granted.user.email));
    // Ten minutes after the window's end: the granted reviewee answers, the other is refused.
    expect((await answer(granted, e.questions[0], 'B', e.windowEnd + 10 * MINUTE)).status).toBe(200);
    expect((await answer(other, e.questions[0], 'B', e.windowEnd + 10 * MINUTE)).status).toBe(403);
    // Staff see when each was last heard from: the saved answer, or the start.
    const seen = Object.fromEntries(
      (await e.attempts()).map((a) => [(a.reviewee as Json).email, [a.lastSeen, a.answered]]),
    );
    expect(seen).toEqual({
      [granted.user.email]: [new Date(e.windowEnd + 10 * MINUTE).toISOString(), 1],
      [other.user.email]: [new Date(e.start).toISOString(), 0],
    });

    // The server's closing job, past the window's end and its grace: only the other is closed.
    await at(e.windowEnd + 3 * MINUTE, () => completeEndedAttempts(t.deps));
    const read = async (who: typeof granted) => json(await t.request('GET', who.base, { token: who.user.token }));
    expect(await read(other)).toMatchObject({ completed: true });
    expect(await read(granted)).toMatchObject({ completed: false });
    // Past their own deadline (50 minutes after the start) and its grace, they are closed too.
    await at(e.windowEnd + 30 * MINUTE + 3 * MINUTE, () => completeEndedAttempts(t.deps));
    const closed = await read(granted);
    expect(closed).toMatchObject({ completed: true, score: expect.any(Number), answers: [{ answer: 'B' }] });
    expect(Date.parse(closed.completedDate as string)).toBeGreaterThan(
      Date.parse((await read(other)).completedDate as string),
    );
    expect((await e.attempts()).map((a) => a.closedByServer)).toEqual([true, true]);
  });

  it('should leave every stored answer as it was after the deadline plus grace, whatever answer times arrive', async () => {
    const e = await exam();
    const granted = await reviewee(e);
    await e.grant(grantBody(granted.user.email));
    await answer(granted, e.questions[0], 'A', e.start + MINUTE);
    const deadline = e.windowEnd + 30 * MINUTE;
    // One millisecond past the deadline and its grace, a completion backdated to the first minutes.
    const late = await at(deadline + 2 * MINUTE + 1, () =>
      t.request('POST', `${granted.base}/complete`, {
        token: granted.user.token,
        body: {
          answers: [
            { question: e.questions[0], answer: 'D', answeredAt: new Date(e.start + 2 * MINUTE).toISOString() },
            { question: e.questions[1], answer: 'C', answeredAt: new Date(e.start + 2 * MINUTE).toISOString() },
          ],
        },
      }),
    );
    expect(late.status).toBeLessThan(500);
    const stored = await t.db
      .selectFrom('answers')
      .select(['question_id', 'answer'])
      .where('user_exam_id', '=', granted.attempt._id as string)
      .execute();
    expect(stored).toEqual([{ question_id: e.questions[0], answer: 'A' }]);
    // A flag at that moment is refused too.
    const flag = await at(deadline + 2 * MINUTE + 1, () =>
      t.request('PUT', `${granted.base}/questions/${e.questions[1]}/flag`, {
        token: granted.user.token,
        body: { flagged: true, flaggedAt: new Date(e.start + 2 * MINUTE).toISOString() },
      }),
    );
    expect(flag.status).toBe(403);
  });

  it('should reopen an attempt closed by the server, so the reviewee continues it, and audit it', async () => {
    const e = await exam();
    const r = await reviewee(e);
    await answer(r, e.questions[0], 'A', e.start + MINUTE);
    const afterClose = e.windowEnd + 3 * MINUTE;
    await at(afterClose, () => completeEndedAttempts(t.deps));
    // Still open: nothing to reopen (409), and a reason is required (400 naming it).
    const open = await reviewee(e);
    const refused = await e.reopen(open.attempt._id, 20, 'Brownout');
    expect(refused.status).toBe(409);
    const blank = await e.reopen(r.attempt._id, 20, ' ');
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('reason');

    const reopenedAt = afterClose + MINUTE;
    const reopened = await at(reopenedAt, async () => json(await e.reopen(r.attempt._id, 20, 'Brownout in Batangas')));
    expect(reopened).toMatchObject({ completedAt: null, deadline: new Date(reopenedAt + 20 * MINUTE).toISOString() });
    // The reviewee continues: the earlier answer kept, a new one taken, then submitted.
    await at(reopenedAt + 5 * MINUTE, async () => {
      const attempt = await json(await t.request('GET', r.base, { token: r.user.token }));
      expect(attempt).toMatchObject({ completed: false, answers: [{ question: e.questions[0], answer: 'A' }] });
      const next = await t.request('POST', `${r.base}/questions/${e.questions[1]}`, {
        token: r.user.token,
        body: { answer: 'B', answeredAt: new Date(reopenedAt + 5 * MINUTE).toISOString() },
      });
      expect(next.status).toBe(200);
      const done = await t.request('POST', `${r.base}/complete`, { token: r.user.token, body: { answers: [] } });
      expect(await json(done)).toMatchObject({ completed: true, answers: [{ answer: 'A' }, { answer: 'B' }] });
    });
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_id', '=', e.id)
      .execute();
    expect(entries).toMatchObject([{ action: 'attempt.reopen', after: { reason: 'Brownout in Batangas' } }]);
  });

  it('should call an attempt closed by the server only when its closing job submitted it, before the window ends too', async () => {
    const e = await exam();
    // The 30-minute limit ends first: the window stays open two hours.
    await t.db
      .updateTable('exam_templates')
      .set({ available_until: new Date(e.start + 120 * MINUTE) })
      .where('id', '=', e.id)
      .execute();
    const editor = await registerStaff(t, 'content-editor');
    const [left, late] = [await reviewee(e), await reviewee(e)];
    // One submits after the limit and its grace (nothing merged, but their own submit); the other
    // never does, and the closing job submits it, an hour and a half before the window's end.
    const afterGrace = e.start + 30 * MINUTE + 3 * MINUTE;
    await at(afterGrace, async () =>
      expect(
        (await t.request('POST', `${late.base}/complete`, { token: late.user.token, body: { answers: [] } })).status,
      ).toBe(200),
    );
    expect(await at(afterGrace, () => completeEndedAttempts(t.deps))).toBeGreaterThanOrEqual(1);

    const closedBy = (rows: Json[]) =>
      Object.fromEntries(rows.map((a) => [(a.reviewee as Json).email, a.closedByServer]));
    const expected = { [left.user.email]: true, [late.user.email]: false };
    const results = await json(await t.request('GET', `/admin/exams/${e.id}/results`, { token: editor.token }));
    expect(closedBy(results.attempts as Json[])).toEqual(expected);
    expect(closedBy(await e.attempts())).toEqual(expected);
  });

  it('should close an attempt only once a configured grace has passed, looking twice per grace', async () => {
    const e = await exam();
    const r = await reviewee(e);
    const read = async () => (await json(await t.request('GET', r.base, { token: r.user.token }))).completed as boolean;
    // COMPLETION_GRACE_SECONDS=20 (the journeys' API): 20 s after the window's end, not 2 minutes.
    const deps = { ...t.deps, config: { ...t.deps.config, completionGraceMs: 20_000 } };
    expect(await at(e.windowEnd + 19_000, () => completeEndedAttempts(deps))).toBe(0);
    expect(await read()).toBe(false);
    expect(await at(e.windowEnd + 21_000, () => completeEndedAttempts(deps))).toBe(1);
    expect(await read()).toBe(true);
    expect(examClosingJob(deps).everyMs).toBe(10_000);
    expect(examClosingJob(t.deps).everyMs).toBe(MINUTE);
  });

  it('should reopen once when two staff reopen the same attempt at once', async () => {
    const e = await exam();
    const r = await reviewee(e);
    await at(e.windowEnd + 3 * MINUTE, () => completeEndedAttempts(t.deps));
    const reopen = () => e.reopen(r.attempt._id, 20, 'Lost signal');
    const statuses = (await Promise.all([reopen(), reopen()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const entries = await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', e.id).execute();
    expect(entries).toEqual([{ action: 'attempt.reopen' }]);
  });

  it('should name who of the audience has not started, without disabled accounts, others or ended access', async () => {
    const e = await exam();
    const offering = 'override-offering-2';
    await t.db
      .updateTable('exam_templates')
      .set({ audience_offerings: [offering] })
      .where('id', '=', e.id)
      .execute();
    const started = await enrolled(t, offering);
    const waiting = await enrolled(t, offering);
    const disabled = await enrolled(t, offering);
    const lapsed = await enrolled(t, offering, new Date(Date.now() - 400 * 86_400_000));
    await enrolled(t, 'override-offering-3');
    await t.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', disabled.id).execute();
    const start = await t.request('POST', `/users/${started.id}/exams`, { token: started.token, body: { exam: e.id } });
    expect(start.status).toBe(200);
    expect(lapsed.id).not.toBe(waiting.id);

    const day = await json(await t.request('GET', `/admin/exams/${e.id}/accommodations`, { token: e.registrar.token }));
    expect(day.notStarted).toEqual({
      total: 1,
      reviewees: [{ _id: waiting.id, name: expect.any(String), email: waiting.email }],
    });
    expect((day.attempts as Json[]).map((attempt) => (attempt.reviewee as Json)._id)).toEqual([started.id]);
  });

  it('should refuse a grant to no one or of nothing, naming the field, and remove one with its reason', async () => {
    const e = await exam();
    const r = await reviewee(e);
    const unknown = await e.grant(grantBody('nobody@example.com'));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('body.subject');
    const nothing = await e.grant(grantBody(r.user.email, { extraMinutes: null }));
    expect(nothing.status).toBe(400);
    expect(await nothing.text()).toContain('Grant extra minutes, a multiplier or a window');

    const record = await json(await e.grant(grantBody(r.user.email, { extraMinutes: null, timeMultiplier: 1.5 })));
    // 30 × 1.5 = 45 minutes, the window's end moved by 15.
    expect((await json(await t.request('GET', r.base, { token: r.user.token }))).deadline).toBe(
      new Date(e.windowEnd + 15 * MINUTE).toISOString(),
    );
    const removed = await t.request('POST', `/admin/accommodations/${record._id as string}/remove`, {
      token: e.registrar.token,
      body: { reason: 'Granted to the wrong reviewee' },
    });
    expect(removed.status).toBe(200);
    expect((await json(await t.request('GET', r.base, { token: r.user.token }))).deadline).toBe(
      new Date(e.windowEnd).toISOString(),
    );
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', e.id)
      .orderBy('created_at')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['accommodation.grant', 'accommodation.remove']);
    expect(entries[1]).toMatchObject({
      before: { timeMultiplier: 1.5 },
      after: { removed: true, reason: 'Granted to the wrong reviewee' },
    });
  });
});
