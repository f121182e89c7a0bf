import { fail, type Resolvers } from './resolver.ts';

/*
 * The cohort heatmap (decision 0085): the mock templates to choose from and the exams counted;
 * the mock questions carry no LET subject (decision 0079), so no figures (stories and tests give
 * their own).
 */
export const cohortHeatmapResolvers = {
  getCohortHeatmap: ({ state, query }) => {
    const by = query.by ?? 'branch';
    if (by !== 'branch' && by !== 'offering')
      return fail(400, 'query.by: Invalid option: expected one of "branch"|"offering"');
    const asked = [...new Set((query.exams ?? '').split(',').map((id) => id.trim()))].filter(Boolean);
    const unknown = asked.find((id) => !state.examTemplates.some((t) => t._id === id));
    if (unknown !== undefined) return fail(400, `query.exams: no exam has the id “${unknown}”`);
    const exams = state.examTemplates.map((t) => ({
      _id: t._id,
      name: t.name,
      availableUntil: t.availableUntil,
      completed: 0,
    }));
    const counted = asked.length ? asked : exams.map((exam) => exam._id);
    return { by, exams, counted, subjects: [], groups: [], cells: [], totals: [] };
  },
} satisfies Resolvers<'getCohortHeatmap'>;
