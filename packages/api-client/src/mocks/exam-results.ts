import { fail, page, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

/*
 * Mock exam results (decision 0051): the reviewee's completed attempts from the mock state; the
 * staff calls answer with the templates and no attempts (stories give their own results).
 */
const completedOf = (state: MockState) =>
  state.userExams
    .filter((attempt) => attempt.completed)
    .map((attempt) => ({
      _id: attempt._id,
      exam: {
        _id: attempt.exam._id,
        name: attempt.exam.name,
        slug: attempt.exam.slug,
        availableUntil: attempt.exam.availableUntil,
      },
      category: null,
      completedAt: attempt.completedDate ?? attempt.createdDate,
      score: attempt.score ?? 0,
      items: attempt.exam.questions.length,
      // The mock questions carry no LET subject (decision 0079).
      subjects: null,
    }));

const staffExam = (template: MockState['examTemplates'][number]) => ({
  ...template,
  category: null,
  items: 0,
  attempts: 0,
  completed: 0,
});

export const examResultResolvers = {
  listStaffExams: ({ state }) => page(state.examTemplates.map(staffExam), {}),
  getExamResults: ({ state, params }) => {
    const template = state.examTemplates.find((t) => t._id === params.id);
    if (!template) return fail(404, 'Exam not found');
    return { exam: staffExam(template), attempts: [], distribution: [], statistics: [] };
  },
  listRevieweeAttempts: () => fail(404, 'Reviewee not found'),
  listMyResults: ({ state }) => page(completedOf(state), {}),
  getExamResult: ({ state, params }) => {
    const result = completedOf(state).find((r) => r._id === params.examId);
    if (!result) return fail(404, 'Exam result not found');
    return {
      ...result,
      categories: [{ title: 'Other', score: result.score, items: result.items }],
      subjects: null,
      review: null,
      reviewNote: 'This exam does not show its answers.',
    };
  },
} satisfies Resolvers<'listStaffExams' | 'getExamResults' | 'listRevieweeAttempts' | 'listMyResults' | 'getExamResult'>;
