import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/** The reviewee's exam templates; the staff list answers empty and the rest 404 (decision 0049). */
export const examTemplateResolvers = {
  listExamTemplates: ({ state, query }) =>
    page(query.slug ? state.examTemplates.filter((t) => t.slug === query.slug) : state.examTemplates, {}),
  listStaffExamTemplates: ({ query }) => page([], query),
  getStaffExamTemplate: none,
  createExamTemplate: none,
  updateExamTemplate: none,
  previewExamTemplate: none,
} satisfies Resolvers<
  | 'listExamTemplates'
  | 'listStaffExamTemplates'
  | 'getStaffExamTemplate'
  | 'createExamTemplate'
  | 'updateExamTemplate'
  | 'previewExamTemplate'
>;
