import {
  completeExam,
  getAnswer,
  getQuestion,
  getUserExam,
  listExamTemplates,
  listUserExams,
  startExam,
  submitAnswer,
} from '@review-center/api-client/contract';
import type { Hono } from 'hono';
import type { Deps } from '../http/deps.ts';
import { route } from '../http/route.ts';
import * as exams from './exams.service.ts';

export function examRoutes(app: Hono, deps: Deps) {
  route(app, listExamTemplates, ({ query }) => exams.listTemplates(deps.db, query.slug));
  route(app, listUserExams, ({ params, query }) => exams.listUserExams(deps.db, params.id, query.exam));
  route(app, startExam, ({ params, body }) => exams.startExam(deps, params.id, body.exam));
  route(app, getUserExam, ({ params }) => exams.getUserExam(deps.db, params.id, params.examId));
  route(app, submitAnswer, ({ params, body }) =>
    exams.submitAnswer(deps, params.id, params.examId, params.questionId, body),
  );
  route(app, getAnswer, ({ params }) => exams.getAnswer(deps.db, params.id, params.examId, params.questionId));
  route(app, completeExam, ({ params, body }) => exams.completeExam(deps, params.id, params.examId, body.answers));
  route(app, getQuestion, ({ params }) => exams.getQuestion(deps.db, params.id, params.questionId));
}
