import {
  completeExam,
  flagQuestion,
  getAnswer,
  getProgress,
  getQuestion,
  getUserExam,
  listExamTemplates,
  listUserExams,
  startExam,
  submitAnswer,
} from '@review-center/api-client/contract';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { route } from '../../platform/http/route.ts';
import * as answers from './answers.service.ts';
import * as attempts from './attempts.service.ts';
import * as completion from './completion.service.ts';
import * as flags from './flags.service.ts';
import { progressOf } from './progress.service.ts';

export function examRoutes(app: Api, deps: Deps) {
  route(app, listExamTemplates, ({ params, query }) => attempts.listTemplates(deps, params.id, query.slug));
  route(app, listUserExams, ({ params, query }) => attempts.listUserExams(deps.db, params.id, query.exam));
  route(app, startExam, ({ params, body }) => attempts.startExam(deps, params.id, body.exam));
  route(app, getUserExam, ({ params }) => attempts.getUserExam(deps.db, params.id, params.examId));
  route(app, submitAnswer, ({ params, body }) =>
    answers.submitAnswer(deps, params.id, params.examId, params.questionId, body),
  );
  route(app, getAnswer, ({ params }) => answers.getAnswer(deps.db, params.id, params.examId, params.questionId));
  route(app, flagQuestion, ({ params, body }) =>
    flags.flagQuestion(deps, params.id, params.examId, params.questionId, body),
  );
  route(app, completeExam, ({ params, body }) => completion.completeExam(deps, params.id, params.examId, body.answers));
  route(app, getProgress, ({ params, query }) => progressOf(deps.db, params.id, query.category));
  route(app, getQuestion, ({ params }) => attempts.getQuestion(deps.db, params.id, params.questionId));
}
