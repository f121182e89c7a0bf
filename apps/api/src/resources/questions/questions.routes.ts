import {
  createBankQuestion,
  exportBankQuestions,
  getBankQuestion,
  importBankQuestions,
  listBankQuestions,
  retireBankQuestion,
  updateBankQuestion,
} from '@review-center/api-client/contract';
import { questionDraftSchema, type QuestionDraft } from '@review-center/domain';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { parse, route } from '../../platform/http/route.ts';
import * as questions from './questions.service.ts';

/** The question bank (decision 0049); guardContract checks each role. */
export function questionRoutes(app: Api, deps: Deps) {
  // The contract takes the body loosely; the domain's form schema checks it here.
  const draft = (body: unknown) => parse(questionDraftSchema, body, 'body') as QuestionDraft;
  // The export before /admin/questions/{id}, so "export" is not read as an id.
  route(app, exportBankQuestions, ({ query }) => questions.exportQuestions(deps.db, query));
  route(app, listBankQuestions, ({ query }) => questions.listQuestions(deps.db, query));
  route(app, getBankQuestion, ({ params }) => questions.getBankQuestion(deps.db, params.id));
  route(app, createBankQuestion, ({ body }, c) => questions.createQuestion(deps, signedInUser(c), draft(body)));
  route(app, updateBankQuestion, ({ params, body }, c) =>
    questions.updateQuestion(deps, signedInUser(c), params.id, draft(body)),
  );
  route(app, retireBankQuestion, ({ params }, c) => questions.retireQuestion(deps, signedInUser(c), params.id));
  route(app, importBankQuestions, ({ body }, c) => questions.importQuestions(deps, signedInUser(c), body.csv));
}
