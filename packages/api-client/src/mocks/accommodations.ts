import { fail, nextId, page, type Resolvers } from './resolver.ts';

/*
 * Exam day (decision 0083): the records staff grant, kept in the mock state; the mock exams have
 * no attempts to reopen (stories give their own).
 */
export const accommodationResolvers = {
  listExamDays: ({ state }) =>
    page(
      state.examTemplates.map((template) => ({
        _id: template._id,
        name: template.name,
        availableFrom: template.availableFrom,
        availableUntil: template.availableUntil,
        attempts: 0,
        accommodations: state.accommodations.length,
      })),
      {},
    ),
  getExamDay: ({ state, params }) => {
    const template = state.examTemplates.find((t) => t._id === params.id);
    if (!template) return fail(404, 'Exam not found');
    return {
      exam: {
        _id: template._id,
        name: template.name,
        availableFrom: template.availableFrom,
        availableUntil: template.availableUntil,
        duration: template.duration,
        hasTimeLimit: template.hasTimeLimit ?? false,
        items: 0,
      },
      accommodations: state.accommodations,
      attempts: [],
      notStarted: { total: 0, reviewees: [] },
      branches: ['Manila'],
      offerings: state.offerings.map((offering) => ({ _id: offering._id, title: offering.title })),
    };
  },
  grantAccommodation: ({ state, body }) => {
    const record = {
      _id: nextId('acc'),
      ...body,
      subjectName: body.subject,
      reopenedUntil: null,
      updatedAt: new Date().toISOString(),
    };
    state.accommodations.push(record);
    return record;
  },
  removeAccommodation: ({ state, params }) => {
    const index = state.accommodations.findIndex((record) => record._id === params.id);
    if (index < 0) return fail(404, 'Accommodation not found');
    state.accommodations.splice(index, 1);
    return { message: 'Accommodation removed' };
  },
  reopenAttempt: () => fail(404, 'Exam attempt not found'),
} satisfies Resolvers<'listExamDays' | 'getExamDay' | 'grantAccommodation' | 'removeAccommodation' | 'reopenAttempt'>;
