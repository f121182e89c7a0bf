import { calendarDateOf, dueWindows, practiceStreak } from '@review-center/domain';
import { fail, page, type Resolvers } from './resolver.ts';
import type { MockPractice, MockState } from './state.ts';

const DAY = 86_400_000;

/*
 * Practice and the review queue (decision 0081), over the mock state's items. The mock schedules
 * with fixed steps instead of FSRS (the API's): a miss comes back tomorrow, an unsure right answer
 * in two days, a sure one in four. Subjects are drawn in the fixtures' order, so tests are stable.
 */
const practiceOf = (state: MockState): MockPractice | undefined =>
  state.practice === 'not-enrolled' ? undefined : state.practice;

const noAccess = () => fail(403, 'Practice is for reviewees with an active enrollment.');

const dueBefore = (practice: MockPractice, end: Date) =>
  practice.items.filter((item) => {
    const due = practice.due[item.question._id];
    return due !== undefined && new Date(due).getTime() < end.getTime();
  });

const itemOf = (practice: MockPractice, item: MockPractice['items'][number]) => ({
  questionId: item.question._id,
  question: item.question.question,
  questionGroup: item.question.questionGroup?.content ? { content: item.question.questionGroup.content } : null,
  options: item.question.options,
  key: item.key,
  rationale: item.rationale,
  subject: item.subject,
  due: practice.due[item.question._id] ?? null,
});

/**
 * The goal and the streak as the API works them out (decision 0081), from the answers per Manila day;
 * the mock counts an answer on its own clock's day, so a test's fixed clock decides "today".
 */
function goalAndStreak(practice: MockPractice, now: Date) {
  const { dailyGoal, streak } = practice.preferences;
  const today = calendarDateOf(now);
  const enough = dailyGoal ?? 1;
  const daysMet = Object.keys(practice.answersByDay).filter((day) => (practice.answersByDay[day] ?? 0) >= enough);
  return {
    goal: dailyGoal === null ? null : { target: dailyGoal, answeredToday: practice.answersByDay[today] ?? 0 },
    streak: streak ? { days: practiceStreak(daysMet, today) } : null,
  };
}

/** The mock reviewee's offering, for the staff's figures. */
const MOCK_OFFERING = { _id: 'mock-offering', title: 'LET Review' };

/** Each answer given, with the item it answered. */
const answeredItems = (practice: MockPractice) =>
  Object.values(practice.answers).flatMap(({ questionId, correct }) => {
    const item = practice.items.find((candidate) => candidate.question._id === questionId);
    return item ? [{ item, correct }] : [];
  });

export const practiceResolvers = {
  getPracticeOverview: ({ state, now }) => {
    const practice = practiceOf(state);
    if (!practice) return noAccess();
    const { endOfToday, endOfWeek } = dueWindows(now);
    const subjects = new Map<string, { _id: string; title: string; items: number }>();
    for (const { subject } of practice.items) {
      const entry = subjects.get(subject._id) ?? { ...subject, items: 0 };
      entry.items += 1;
      subjects.set(subject._id, entry);
    }
    return {
      dueToday: dueBefore(practice, endOfToday).length,
      dueThisWeek: dueBefore(practice, endOfWeek).length,
      subjects: [...subjects.values()],
      ...goalAndStreak(practice, now),
    };
  },
  updatePracticePreferences: ({ state, body }) => {
    // Like the API, kept without an enrollment; the mock has nowhere to keep them then.
    const practice = practiceOf(state);
    if (practice) practice.preferences = { ...body };
    return body;
  },
  listPracticeItems: ({ state, query, now }) => {
    const practice = practiceOf(state);
    if (!practice) return noAccess();
    const size = Number(query.size ?? 10) || 10;
    const byDue = (item: MockPractice['items'][number]) => practice.due[item.question._id] ?? '9999';
    if (query.from === 'queue') {
      const due = dueBefore(practice, dueWindows(now).endOfToday).sort((a, b) => byDue(a).localeCompare(byDue(b)));
      return { items: due.slice(0, size).map((item) => itemOf(practice, item)) };
    }
    const chosen = new Set((query.subjects ?? '').split(',').filter(Boolean));
    const items = practice.items
      .filter((item) => chosen.has(item.subject._id))
      .sort(
        (a, b) =>
          Number(practice.due[b.question._id] !== undefined) - Number(practice.due[a.question._id] !== undefined),
      );
    return { items: items.slice(0, size).map((item) => itemOf(practice, item)) };
  },
  answerPractice: ({ state, body, now }) => {
    const practice = practiceOf(state);
    if (!practice) return noAccess();
    const sent = practice.answers[body.id];
    if (sent) {
      const { questionId: _question, ...feedback } = sent;
      return feedback;
    }
    const item = practice.items.find((i) => i.question._id === body.questionId);
    if (!item) return fail(404, 'Practice item not found');
    const correct = body.answer === item.key;
    const days = !correct ? 1 : body.unsure ? 2 : 4;
    const nextDue = new Date(now.getTime() + days * DAY).toISOString();
    practice.due[item.question._id] = nextDue;
    const feedback = { correct, key: item.key, rationale: item.rationale, nextDue };
    practice.answers[body.id] = { questionId: item.question._id, ...feedback };
    const today = calendarDateOf(now);
    practice.answersByDay[today] = (practice.answersByDay[today] ?? 0) + 1;
    return feedback;
  },
  // The staff's figures, over the answers given in this mock session by its one reviewee.
  listPracticeUse: ({ state }) => {
    const practice = practiceOf(state);
    const answered = practice ? answeredItems(practice) : [];
    const bySubject = new Map<
      string,
      { subject: MockPractice['items'][number]['subject']; answers: number; right: number }
    >();
    for (const { item, correct } of answered) {
      const entry = bySubject.get(item.subject._id) ?? { subject: item.subject, answers: 0, right: 0 };
      entry.answers += 1;
      entry.right += Number(correct);
      bySubject.set(item.subject._id, entry);
    }
    return [...bySubject.values()].map(({ subject, answers, right }) => ({
      subject,
      offering: MOCK_OFFERING,
      reviewees: 1,
      answers,
      correctPercent: (right / answers) * 100,
    }));
  },
  listMissedItems: ({ state, query }) => {
    const practice = practiceOf(state);
    const answered = practice ? answeredItems(practice) : [];
    const byItem = new Map<string, { item: MockPractice['items'][number]; answers: number; wrong: number }>();
    for (const { item, correct } of answered) {
      if (query.subject && item.subject._id !== query.subject) continue;
      const entry = byItem.get(item.question._id) ?? { item, answers: 0, wrong: 0 };
      entry.answers += 1;
      entry.wrong += Number(!correct);
      byItem.set(item.question._id, entry);
    }
    const missed = [...byItem.values()]
      .filter((entry) => entry.wrong > 0)
      .sort((a, b) => b.wrong - a.wrong)
      .map(({ item, answers, wrong }) => ({
        _id: item.question._id,
        stem: item.question.question.data.replace(/<[^>]*>/g, ''),
        subject: item.subject,
        answers,
        wrong,
        wrongPercent: (wrong / answers) * 100,
        reviewees: 1,
      }));
    return page(missed, query);
  },
} satisfies Resolvers<
  | 'getPracticeOverview'
  | 'updatePracticePreferences'
  | 'listPracticeItems'
  | 'answerPractice'
  | 'listPracticeUse'
  | 'listMissedItems'
>;
