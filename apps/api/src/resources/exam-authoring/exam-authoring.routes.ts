import {
  createBankQuestion,
  createExamCategory,
  createExamTemplate,
  exportBankQuestions,
  getBankQuestion,
  getStaffExamTemplate,
  importBankQuestions,
  listBankQuestions,
  listStaffExamTemplates,
  previewExamTemplate,
  renameExamCategory,
  retireBankQuestion,
  updateBankQuestion,
  updateExamTemplate,
} from '@review-center/api-client/contract';
import {
  examTemplateInputSchema,
  questionDraftSchema,
  type ExamTemplateInput,
  type QuestionDraft,
} from '@review-center/domain';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { parse, route } from '../../platform/http/route.ts';
import * as bank from './question-bank.service.ts';
import * as templates from './exam-templates.service.ts';

/** The question bank and the exam templates (decision 0049); guardContract checks each role. */
export function examAuthoringRoutes(app: Api, deps: Deps) {
  // The contract takes these bodies loosely; the domain's form schemas check them here.
  const draft = (body: unknown) => parse(questionDraftSchema, body, 'body') as QuestionDraft;
  const template = (body: unknown) => parse(examTemplateInputSchema, body, 'body') as ExamTemplateInput;
  // The export before /admin/questions/{id}, so "export" is not read as an id.
  route(app, exportBankQuestions, ({ query }) => bank.exportQuestions(deps.db, query));
  route(app, listBankQuestions, ({ query }) => bank.listQuestions(deps.db, query));
  route(app, getBankQuestion, ({ params }) => bank.getBankQuestion(deps.db, params.id));
  route(app, createBankQuestion, ({ body }, c) => bank.createQuestion(deps, signedInUser(c), draft(body)));
  route(app, updateBankQuestion, ({ params, body }, c) =>
    bank.updateQuestion(deps, signedInUser(c), params.id, draft(body)),
  );
  route(app, retireBankQuestion, ({ params }, c) => bank.retireQuestion(deps, signedInUser(c), params.id));
  route(app, importBankQuestions, ({ body }, c) => bank.importQuestions(deps, signedInUser(c), body.csv));
  route(app, createExamCategory, ({ body }, c) => bank.createCategory(deps, signedInUser(c), body.title));
  route(app, renameExamCategory, ({ params, body }, c) =>
    bank.renameCategory(deps, signedInUser(c), params.id, body.title),
  );

  route(app, listStaffExamTemplates, ({ query }) => templates.listStaffTemplates(deps.db, query));
  route(app, getStaffExamTemplate, ({ params }) => templates.getTemplate(deps.db, params.id));
  route(app, createExamTemplate, ({ body }, c) => templates.createTemplate(deps, signedInUser(c), template(body)));
  route(app, updateExamTemplate, ({ params, body }, c) =>
    templates.updateTemplate(deps, signedInUser(c), params.id, template(body)),
  );
  route(app, previewExamTemplate, ({ params }) => templates.previewTemplate(deps.db, params.id));
}
