import { fail, nextId, page, Reply, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

function exam(state: MockState, examId: string) {
  const attempt = state.userExams.find((item) => item._id === examId);
  if (!attempt) return fail(404, 'Exam not found');
  return attempt;
}

const examOpen = (attempt: { exam: { availableFrom: string; availableUntil: string } }, now: Date) =>
  now >= new Date(attempt.exam.availableFrom) && now <= new Date(attempt.exam.availableUntil);

export const examResolvers = {
  listUserExams: ({ state, query }) =>
    page(query.exam ? state.userExams.filter((e) => e.exam._id === query.exam) : state.userExams, {}),
  startExam: ({ state, body, now }) => {
    const template = state.examTemplates.find((t) => t._id === body.exam);
    if (!template) return fail(404, 'Exam not found');
    if (state.userExams.some((e) => e.exam._id === template._id)) return fail(409, 'Exam already started');
    const attempt = {
      _id: nextId('uex'),
      exam: { ...template, questions: state.questions.map((q) => q._id) },
      answers: [],
      flags: [],
      completed: false,
      createdDate: now.toISOString(),
    };
    if (!examOpen(attempt, now)) return fail(403, 'Exam not available');
    state.userExams.push(attempt);
    return attempt;
  },
  getUserExam: ({ state, params }) => exam(state, params.examId),
  submitAnswer: ({ state, params, body, now }) => {
    const attempt = exam(state, params.examId);
    if (attempt instanceof Reply) return attempt;
    if (attempt.completed || !examOpen(attempt, now)) return fail(403, 'Exam is closed');
    const { answer, answeredAt } = body;
    const question = state.questions.find((q) => q._id === params.questionId);
    if (!question?.options.some((o) => o.label === answer)) return fail(400, 'Answer is not an option');
    const stored = state.answers.find((a) => a.exam === attempt._id && a.question === question._id);
    // The latest selection wins across tabs: an older answeredAt does not replace a newer one.
    if (stored?.answeredAt && stored.answeredAt > answeredAt) return stored;
    const record = {
      answer,
      answeredAt,
      exam: attempt._id,
      question: question._id,
      user: params.id,
      updatedDate: now.toISOString(),
    };
    state.answers = [...state.answers.filter((a) => a !== stored), record];
    attempt.answers = [
      ...attempt.answers.filter((a) => a.question !== question._id),
      { question: question._id, answer },
    ];
    return record;
  },
  flagQuestion: ({ state, params, body, now }) => {
    const attempt = exam(state, params.examId);
    if (attempt instanceof Reply) return attempt;
    if (attempt.completed || !examOpen(attempt, now)) return fail(403, 'Exam is closed');
    if (!attempt.exam.questions.includes(params.questionId)) return fail(404, 'Question not found in this exam');
    const stored = attempt.flags.find((f) => f.question === params.questionId);
    // The latest change wins, as for answers (decision 0077).
    if (stored && stored.flaggedAt > body.flaggedAt) return stored;
    const flag = { question: params.questionId, flagged: body.flagged, flaggedAt: body.flaggedAt };
    attempt.flags = [...attempt.flags.filter((f) => f !== stored), flag];
    return flag;
  },
  getAnswer: ({ state, params }) =>
    state.answers.find((a) => a.exam === params.examId && a.question === params.questionId) ??
    fail(404, 'No answer yet'),
  completeExam: ({ state, params, body, now }) => {
    const attempt = exam(state, params.examId);
    if (attempt instanceof Reply) return attempt;
    if (attempt.completed) return fail(403, 'Exam already completed');
    for (const { question, answer } of body.answers)
      attempt.answers = [...attempt.answers.filter((a) => a.question !== question), { question, answer }];
    return Object.assign(attempt, { completed: true, completedDate: now.toISOString(), score: attempt.answers.length });
  },
  getQuestion: ({ state, params }) =>
    state.questions.find((q) => q._id === params.questionId) ?? fail(404, 'Question not found'),
  getProgress: ({ state }) => state.progress,
} satisfies Resolvers<
  | 'listUserExams'
  | 'startExam'
  | 'getUserExam'
  | 'submitAnswer'
  | 'getAnswer'
  | 'flagQuestion'
  | 'completeExam'
  | 'getQuestion'
  | 'getProgress'
>;
