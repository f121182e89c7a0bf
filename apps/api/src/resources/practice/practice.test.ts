import { accessEndedMessage, ERROR_MESSAGES } from '@review-center/domain';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { json, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { enrolled, OFFERING } from '../../testing/questions.ts';

// Sessions outlive the exam windows here, so moving the clock past one tests the window alone.
const t = testAppForFile({ sessionTtlMs: 400 * 86_400_000, sessionMaxAgeMs: 400 * 86_400_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** ts-fsrs as the API runs it (decision 0081): default parameters, no fuzz. */
const f = fsrs(generatorParameters({ enable_fuzz: false }));

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

/** A subject of this file's own, so counts are this file's questions alone. */
async function subject() {
  const id = unique('practice-subject');
  await t.db.insertInto('subjects').values({ id, part: 'general', specialization: null, title: id }).execute();
  return id;
}

/** A bank question, A correct, with a rationale. */
async function question({ eligible = true, subjectId = null as string | null, retired = false } = {}) {
  const id = unique('practice-q');
  await t.db
    .insertInto('questions')
    .values({
      id,
      data: `<p>Question ${id}</p>`,
      options: JSON.stringify([
        { label: 'A', data: 'Right' },
        { label: 'B', data: 'Wrong' },
        { label: 'C', data: 'Also wrong' },
      ]),
      correct: 'A',
      rationale: '<p>Because A.</p>',
      category_id: 'general-education',
      subject_id: subjectId,
      practice_eligible: eligible,
      ...(retired ? { retired_at: new Date() } : {}),
    })
    .execute();
  return id;
}

/** An exam over `questionIds` open from `from` to `until`. */
async function exam(questionIds: string[], from: Date, until: Date) {
  const id = unique('practice-exam');
  await t.db
    .insertInto('exam_templates')
    .values({
      id,
      name: id,
      slug: id,
      category_id: 'general-education',
      available_from: from,
      available_until: until,
      duration: 30,
      instructions: '',
      question_ids: questionIds,
    })
    .execute();
  return id;
}

/** The reviewee completed the exam giving these answers (question id → label). */
async function completed(userId: string, examId: string, answers: Record<string, string>) {
  const attempt = unique('practice-attempt');
  await t.db
    .insertInto('user_exams')
    .values({ id: attempt, user_id: userId, template_id: examId, completed: true, score: 0, completed_at: new Date() })
    .execute();
  for (const [questionId, answer] of Object.entries(answers)) {
    await t.db
      .insertInto('answers')
      .values({
        id: unique('a'),
        user_exam_id: attempt,
        question_id: questionId,
        user_id: userId,
        answer,
        answered_at: new Date(),
      })
      .execute();
  }
}

type User = { id: string; token: string };
const overview = async (user: User) =>
  json(await t.request('GET', `/users/${user.id}/practice`, { token: user.token }));
const draw = async (user: User, query: string) => {
  const response = await t.request('GET', `/users/${user.id}/practice/items?${query}`, { token: user.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { items: Json[] }).items;
};
const answer = (user: User, body: Record<string, unknown>) =>
  t.request('POST', `/users/${user.id}/practice/answers`, { token: user.token, body });
const ids = (items: Json[]) => items.map((item) => item.questionId).sort();

describe('practice and the review queue', () => {
  it('should put missed mock exam items in the queue only once the exam has closed, due at its close', async () => {
    const user = await enrolled(t, OFFERING);
    const [right, wrong, skipped] = [await question(), await question(), await question({ eligible: false })];
    const until = new Date(Date.now() + HOUR);
    const examId = await exam([right, wrong, skipped], new Date(Date.now() - HOUR), until);
    await completed(user.id, examId, { [right]: 'A', [wrong]: 'B' });

    // Still open: nothing due, nothing drawn, nothing counted.
    expect(await overview(user)).toMatchObject({ dueToday: 0, dueThisWeek: 0 });
    expect(await draw(user, 'from=queue')).toEqual([]);

    const after = new Date(until.getTime() + 60_000);
    const queue = await t.at(after, () => draw(user, 'from=queue'));
    // The wrong one and the unanswered one (not a practice item itself), never the right one.
    expect(ids(queue)).toEqual([wrong, skipped].sort());
    expect(queue.map((item) => item.due)).toEqual([until.toISOString(), until.toISOString()]);
    // Once the window has closed, an item carries its key and rationale: the site gives the
    // feedback at once, offline too (decision 0081). While it was open, nothing was drawn above.
    expect(queue[0]).toMatchObject({ key: 'A', rationale: '<p>Because A.</p>' });
    expect(Object.keys(queue[0]!).sort()).toEqual([
      'due',
      'key',
      'options',
      'question',
      'questionGroup',
      'questionId',
      'rationale',
      'subject',
    ]);
    const counts = await t.at(after, () => overview(user));
    expect(counts).toMatchObject({ dueToday: 2, dueThisWeek: 2 });
  });

  it('should never draw or count an item of an open or upcoming exam, nor a retired one', async () => {
    const user = await enrolled(t, OFFERING);
    const subjectId = await subject();
    const free = await question({ subjectId });
    const inUpcoming = await question({ subjectId });
    const inOpen = await question({ subjectId });
    const retired = await question({ subjectId, retired: true });
    await exam([inUpcoming], new Date(Date.now() + DAY), new Date(Date.now() + 2 * DAY));
    await exam([inOpen], new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
    // The open exam's item is in the queue, due now (answered in practice before it was set).
    await t.db
      .insertInto('review_cards')
      .values({
        user_id: user.id,
        question_id: inOpen,
        due: new Date(Date.now() - HOUR),
        stability: 0,
        difficulty: 0,
        elapsed_days: 0,
        scheduled_days: 0,
        learning_steps: 0,
        reps: 0,
        lapses: 0,
        state: 0,
        last_review: null,
        source: 'practice',
      })
      .execute();

    const mine = (await overview(user)).subjects as Json[];
    expect(mine.find((s) => s._id === subjectId)).toEqual({ _id: subjectId, title: subjectId, items: 1 });
    expect((await overview(user)).dueToday).toBe(0);
    expect(ids(await draw(user, `from=subjects&subjects=${subjectId}&size=50`))).toEqual([free]);
    expect(await draw(user, 'from=queue')).toEqual([]);
    for (const questionId of [inUpcoming, inOpen, retired]) {
      const response = await answer(user, {
        id: unique('pa'),
        questionId,
        answer: 'A',
        answeredAt: new Date().toISOString(),
      });
      expect(response.status).toBe(404);
    }
  });

  it('should schedule each grade as ts-fsrs does, and give the key and rationale after the answer', async () => {
    const user = await enrolled(t, OFFERING);
    const subjectId = await subject();
    const [a, b] = [await question({ subjectId }), await question({ subjectId })];
    const t0 = new Date(Date.now() - 2 * DAY);
    const expectNext = (card: Card, at: Date, grade: Grade) => f.next(card, at, grade).card;

    // Right and sure: Good.
    const good = await json(
      await answer(user, { id: unique('pa'), questionId: a, answer: 'A', answeredAt: t0.toISOString() }),
    );
    const afterGood = expectNext(createEmptyCard(t0), t0, Rating.Good);
    expect(good).toEqual({
      correct: true,
      key: 'A',
      rationale: '<p>Because A.</p>',
      nextDue: afterGood.due.toISOString(),
    });

    // Wrong a day later: Again, from the card the first answer left.
    const t1 = new Date(t0.getTime() + DAY);
    const again = await json(
      await answer(user, { id: unique('pa'), questionId: a, answer: 'C', answeredAt: t1.toISOString() }),
    );
    expect(again).toMatchObject({ correct: false, key: 'A' });
    expect(again.nextDue).toBe(expectNext(afterGood, t1, Rating.Again).due.toISOString());

    // Right but unsure: Hard.
    const hard = await json(
      await answer(user, { id: unique('pa'), questionId: b, answer: 'A', unsure: true, answeredAt: t0.toISOString() }),
    );
    expect(hard).toMatchObject({ correct: true });
    expect(hard.nextDue).toBe(expectNext(createEmptyCard(t0), t0, Rating.Hard).due.toISOString());

    // Both are now in the queue, due as scheduled: the wrong one first.
    const queue = await draw(user, 'from=queue');
    const dues = [
      { id: a, due: String(again.nextDue) },
      { id: b, due: String(hard.nextDue) },
    ].sort((x, y) => x.due.localeCompare(y.due));
    expect(queue.map((item) => [item.questionId, item.due])).toEqual(dues.map((d) => [d.id, d.due]));
  });

  it('should count an answer sent twice once, and answer it with the same feedback', async () => {
    const user = await enrolled(t, OFFERING);
    const q = await question({ subjectId: await subject() });
    const body = { id: unique('pa'), questionId: q, answer: 'B', answeredAt: new Date().toISOString() };
    const first = await json(await answer(user, body));
    // Sent again later, even with another choice: the first answer stands.
    const again = await t.at(new Date(Date.now() + HOUR), async () =>
      json(await answer(user, { ...body, answer: 'A' })),
    );
    expect(again).toEqual(first);
    // Two at once.
    const raced = { ...body, id: unique('pa') };
    const both = await Promise.all([answer(user, raced), answer(user, raced)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const [x, y] = await Promise.all(both.map((r) => json(r)));
    expect(x).toEqual(y);

    const card = await t.db
      .selectFrom('review_cards')
      .select(['reps', 'lapses'])
      .where('user_id', '=', user.id)
      .where('question_id', '=', q)
      .executeTakeFirstOrThrow();
    expect(card.reps).toBe(2);
    const stored = await t.db.selectFrom('practice_answers').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(2);

    // Another reviewee's id is not theirs to reuse.
    const other = await enrolled(t, OFFERING);
    expect((await answer(other, body)).status).toBe(409);
  });

  it('should refuse practice to a reviewee without access, saying why', async () => {
    const stranger = await registerUser(t);
    const refused = await t.request('GET', `/users/${stranger.id}/practice`, { token: stranger.token });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ message: ERROR_MESSAGES.practiceNotEnrolled });
    const items = await t.request('GET', `/users/${stranger.id}/practice/items?from=queue`, { token: stranger.token });
    expect(items.status).toBe(403);

    const activated = new Date(Date.now() - 400 * DAY);
    const lapsed = await enrolled(t, OFFERING, activated);
    const ended = await t.request('GET', `/users/${lapsed.id}/practice`, { token: lapsed.token });
    expect(ended.status).toBe(403);
    expect(((await json(ended)).message as string).startsWith('Your access to this offering’s practice ended on')).toBe(
      true,
    );
    expect(accessEndedMessage(new Date(), 'practice')).toContain('practice');
  });

  it('should refuse bad requests with a message naming the problem', async () => {
    const user = await enrolled(t, OFFERING);
    const q = await question({ subjectId: await subject() });
    const bad = async (response: Response) => {
      expect(response.status).toBe(400);
      return (await json(response)).message as string;
    };
    const items = (query: string) =>
      t.request('GET', `/users/${user.id}/practice/items?${query}`, { token: user.token });
    expect(await bad(await items('from=subjects'))).toMatch(/^query\.subjects: choose at least one subject/);
    expect(await bad(await items('from=subjects&subjects=,'))).toMatch(/^query\.subjects: choose at least one/);
    expect(await bad(await items('from=subjects&subjects=general-english,no-such-subject'))).toBe(
      'query.subjects: no subject has the id "no-such-subject"',
    );
    expect(await bad(await items('from=queue&size=0'))).toMatch(/^query\.size: /);
    expect(await bad(await items('from=queue&size=51'))).toMatch(/^query\.size: /);
    expect(await bad(await items('from=everywhere'))).toMatch(/^query\.from: /);

    const ahead = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(await bad(await answer(user, { id: unique('pa'), questionId: q, answer: 'A', answeredAt: ahead }))).toBe(
      'body.answeredAt: is more than 5 minutes ahead of the server’s clock: check the date and time on the device',
    );
    expect(
      await bad(
        await answer(user, { id: unique('pa'), questionId: q, answer: 'E', answeredAt: new Date().toISOString() }),
      ),
    ).toBe('body.answer: "E" is not an option of this item (A, B, C)');
    const at = (answeredAt: string) => answer(user, { id: unique('pa'), questionId: q, answer: 'A', answeredAt });
    expect(await bad(await at('2026-02-30'))).toMatch(/^body\.answeredAt: /);
    expect(await bad(await at('0000-01-01'))).toBe(
      'body.answeredAt: is more than a year ago: an answer kept that long is not counted',
    );
    // A clock a little fast is fine.
    const slightlyAhead = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await answer(user, { id: unique('pa'), questionId: q, answer: 'A', answeredAt: slightlyAhead })).status,
    ).toBe(200);
  });

  it('should not let a reviewee read or answer in another reviewee’s queue', async () => {
    const [owner, other] = [await enrolled(t, OFFERING), await enrolled(t, OFFERING)];
    const q = await question({ subjectId: await subject() });
    expect((await t.request('GET', `/users/${owner.id}/practice`, { token: other.token })).status).toBe(403);
    expect(
      (await t.request('GET', `/users/${owner.id}/practice/items?from=queue`, { token: other.token })).status,
    ).toBe(403);
    const body = { id: unique('pa'), questionId: q, answer: 'A', answeredAt: new Date().toISOString() };
    expect((await t.request('POST', `/users/${owner.id}/practice/answers`, { token: other.token, body })).status).toBe(
      403,
    );
    expect((await t.request('GET', `/users/${owner.id}/practice`)).status).toBe(401);
  });

  it('should give the content editor practice per subject and offering, and the items missed most', async () => {
    const subjectId = await subject();
    const [q1, q2] = [await question({ subjectId }), await question({ subjectId })];
    const [first, second] = [await enrolled(t, OFFERING), await enrolled(t, OFFERING)];
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const given: [User, string, string, number][] = [
      [first, q1, 'B', 5],
      [first, q2, 'A', 4],
      [second, q1, 'B', 3],
      [second, q2, 'C', 2],
      [second, q1, 'A', 1],
    ];
    for (const [user, questionId, label, minutesAgo] of given) {
      const response = await answer(user, { id: unique('pa'), questionId, answer: label, answeredAt: at(minutesAgo) });
      expect(response.status).toBe(200);
    }
    const response = await t.request('POST', '/users/sign-in', {
      body: { email: 'editor@review-center.local', password: 'editor-2024' },
    });
    const editor = ((await response.json()) as { token: string }).token;

    // Two reviewees of the offering, five answers, two right.
    const use = (await json(await t.request('GET', '/admin/practice/use', { token: editor }))) as unknown as Json[];
    expect(use.filter((row) => (row.subject as Json | null)?._id === subjectId)).toEqual([
      {
        subject: { _id: subjectId, title: subjectId },
        offering: { _id: OFFERING, title: expect.any(String) },
        reviewees: 2,
        answers: 5,
        correctPercent: 40,
      },
    ]);
    // The first question missed twice of three, the second once of two, each by both reviewees.
    const missed = await json(await t.request('GET', `/admin/practice/missed?subject=${subjectId}`, { token: editor }));
    const item = (_id: string, answers: number, wrong: number, wrongPercent: number) => ({
      _id,
      stem: `Question ${_id}`,
      subject: { _id: subjectId, title: subjectId },
      answers,
      wrong,
      wrongPercent,
      reviewees: 2,
    });
    expect(missed).toEqual({ docs: [item(q1, 3, 2, 66.67), item(q2, 2, 1, 50)], totalDocs: 2 });
    // A reviewee reads neither.
    expect((await t.request('GET', '/admin/practice/use', { token: first.token })).status).toBe(403);
    expect((await t.request('GET', '/admin/practice/missed', { token: first.token })).status).toBe(403);
  });
});

describe('the daily goal and the streak', () => {
  const preferences = (user: User, body: Record<string, unknown>, token = user.token) =>
    t.request('PUT', `/users/${user.id}/practice/preferences`, { token, body });
  /** The goal and the streak the reviewee's practice page shows, now or at `at` on the test clock. */
  const goalAndStreak = async (user: User, at?: Date) => {
    const { goal, streak } = at ? await t.at(at, () => overview(user)) : await overview(user);
    return { goal, streak };
  };
  /** A daily goal of `target` answers with `answeredToday` answered, and a streak of `days` days. */
  const shown = (target: number, answeredToday: number, days: number) => ({
    goal: { target, answeredToday },
    streak: { days },
  });
  /** `count` answers given at `at`, stored as the API stores them (faster than answering each). */
  async function answered(user: User, at: Date, count: number) {
    const questionId = await question();
    await t.db
      .insertInto('practice_answers')
      .values(
        Array.from({ length: count }, () => ({
          id: unique('pa'),
          user_id: user.id,
          question_id: questionId,
          answer: 'A',
          correct: true,
          unsure: false,
          answered_at: at,
          next_due: new Date(at.getTime() + DAY),
        })),
      )
      .execute();
  }
  // The next midnight in Manila (16:00 UTC), a minute before it, and the days before: Manila days.
  const midnight = new Date(Math.ceil((Date.now() - 16 * HOUR) / DAY) * DAY + 16 * HOUR);
  const daysBefore = (days: number) => new Date(midnight.getTime() - days * DAY - 12 * HOUR);

  it('should show a goal of 20 and the streak to a reviewee who chose nothing, counting today’s answers', async () => {
    const user = await enrolled(t, OFFERING);
    expect(await goalAndStreak(user)).toEqual(shown(20, 0, 0));
    const q = await question({ subjectId: await subject() });
    const response = await answer(user, {
      id: unique('pa'),
      questionId: q,
      answer: 'B',
      answeredAt: new Date().toISOString(),
    });
    expect(response.status).toBe(200);
    expect(await goalAndStreak(user)).toEqual(shown(20, 1, 0));
  });

  it('should turn the goal and the streak off and on, each on its own', async () => {
    const user = await enrolled(t, OFFERING);
    const save = async (body: { dailyGoal: number | null; streak: boolean }) => {
      const response = await preferences(user, body);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await json(response)).toEqual(body);
    };
    await save({ dailyGoal: null, streak: true });
    expect(await goalAndStreak(user)).toEqual({ goal: null, streak: { days: 0 } });
    await save({ dailyGoal: 50, streak: false });
    expect(await goalAndStreak(user)).toEqual({ goal: { target: 50, answeredToday: 0 }, streak: null });
    await save({ dailyGoal: null, streak: false });
    expect(await goalAndStreak(user)).toEqual({ goal: null, streak: null });
    await save({ dailyGoal: 10, streak: true });
    expect(await goalAndStreak(user)).toEqual(shown(10, 0, 0));
  });

  it('should refuse a goal not offered, naming the field, and another reviewee’s preferences', async () => {
    const [user, other] = [await enrolled(t, OFFERING), await enrolled(t, OFFERING)];
    const bad = async (body: Record<string, unknown>) => {
      const response = await preferences(user, body);
      expect(response.status).toBe(400);
      return (await json(response)).message as string;
    };
    expect(await bad({ dailyGoal: 15, streak: true })).toBe('body.dailyGoal: Invalid option: expected one of 10|20|50');
    expect(await bad({ dailyGoal: '20', streak: true })).toMatch(/^body\.dailyGoal: /);
    expect(await bad({ dailyGoal: 20 })).toMatch(/^body\.streak: /);
    expect((await preferences(user, { dailyGoal: 10, streak: true }, other.token)).status).toBe(403);
    expect((await t.request('PUT', `/users/${user.id}/practice/preferences`, { body: {} })).status).toBe(401);
    // Nothing refused was kept.
    expect(await goalAndStreak(user)).toEqual(shown(20, 0, 0));
  });

  it('should keep a reviewee’s preferences without an enrollment, for when they have one', async () => {
    const stranger = await registerUser(t);
    expect((await preferences(stranger, { dailyGoal: 10, streak: false })).status).toBe(200);
    expect((await t.request('GET', `/users/${stranger.id}/practice`, { token: stranger.token })).status).toBe(403);
  });

  it('should count an answer at 23:59 in Manila for that day, and one at 00:00 for the next', async () => {
    const user = await enrolled(t, OFFERING);
    expect((await preferences(user, { dailyGoal: 10, streak: true })).status).toBe(200);
    await answered(user, new Date(midnight.getTime() - 60_000), 10);
    const late = new Date(midnight.getTime() - 30_000);
    expect(await goalAndStreak(user, late)).toEqual(shown(10, 10, 1));
    // Just after midnight: a new day with nothing answered, yesterday's streak kept until tonight.
    const early = new Date(midnight.getTime() + 30_000);
    expect(await goalAndStreak(user, early)).toEqual(shown(10, 0, 1));
    await answered(user, midnight, 9);
    expect(await goalAndStreak(user, early)).toEqual(shown(10, 9, 1));
    await answered(user, midnight, 1);
    expect(await goalAndStreak(user, early)).toEqual(shown(10, 10, 2));
    // The next day with nothing answered yet, the streak holds; a day missed ends it.
    expect(await goalAndStreak(user, new Date(early.getTime() + DAY))).toEqual(shown(10, 0, 2));
    expect(await goalAndStreak(user, new Date(early.getTime() + 2 * DAY))).toEqual(shown(10, 0, 0));
  });

  it('should run the streak across the days that met the goal, stopping at one that did not', async () => {
    const user = await enrolled(t, OFFERING);
    expect((await preferences(user, { dailyGoal: 10, streak: true })).status).toBe(200);
    // Five days before tomorrow (the midnight ahead): met, met, short by one, met, met; today short.
    for (const [days, count] of [
      [5, 10],
      [4, 12],
      [3, 9],
      [2, 10],
      [1, 10],
      [0, 3],
    ] as const)
      await answered(user, daysBefore(days), count);
    const today = daysBefore(0);
    expect(await goalAndStreak(user, today)).toEqual(shown(10, 3, 2));
    await answered(user, today, 7);
    expect(await goalAndStreak(user, today)).toEqual(shown(10, 10, 3));
    // With the goal off, a day with any answer counts: the short day no longer breaks the run.
    expect((await preferences(user, { dailyGoal: null, streak: true })).status).toBe(200);
    expect(await goalAndStreak(user, today)).toEqual({ goal: null, streak: { days: 6 } });
    // A higher goal is applied to the past days too.
    expect((await preferences(user, { dailyGoal: 20, streak: true })).status).toBe(200);
    expect(await goalAndStreak(user, today)).toEqual(shown(20, 10, 0));
  });
});
