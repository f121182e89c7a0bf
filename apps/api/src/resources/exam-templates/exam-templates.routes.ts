import {
  createExamTemplate,
  getStaffExamTemplate,
  listStaffExamTemplates,
  previewExamTemplate,
  updateExamTemplate,
} from '@review-center/api-client/contract';
import { examTemplateInputSchema, type ExamTemplateInput } from '@review-center/domain';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { parse, route } from '../../platform/http/route.ts';
import * as templates from './exam-templates.service.ts';

/** The exam templates (decision 0049); guardContract checks each role. */
export function examTemplateRoutes(app: Api, deps: Deps) {
  // The contract takes the body loosely; the domain's form schema checks it here.
  const template = (body: unknown) => parse(examTemplateInputSchema, body, 'body') as ExamTemplateInput;
  route(app, listStaffExamTemplates, ({ query }) => templates.listStaffTemplates(deps.db, query));
  route(app, getStaffExamTemplate, ({ params }) => templates.getTemplate(deps.db, params.id));
  route(app, createExamTemplate, ({ body }, c) => templates.createTemplate(deps, signedInUser(c), template(body)));
  route(app, updateExamTemplate, ({ params, body }, c) =>
    templates.updateTemplate(deps, signedInUser(c), params.id, template(body)),
  );
  route(app, previewExamTemplate, ({ params }) => templates.previewTemplate(deps.db, params.id));
}
