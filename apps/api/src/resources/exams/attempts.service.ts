import type { Question } from '@review-center/domain';
import { randomId } from '../../platform/auth/tokens.ts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { allDocs } from '../../platform/db/paginate.ts';
import { byParent } from '../../platform/db/rows.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { accessEndedAt, assertAccess, examAccess, examOpenTo } from './audience.ts';
import { flagsOf } from './flags.service.ts';
import {
  assertOpen,
  attemptsWithTemplates,
  ownAttempt,
  splitAttempt,
  termsAt,
  toTemplate,
  toUserExam,
} from './exam-rows.ts';

/**
 * The templates offered to the user (`examOpenTo`, decision 0049), by slug when given; one
 * whose offerings' access has ended says when (`accessEndedAt`, decision 0067), so the exam page
 * can say why it cannot be started.
 */
export async function listTemplates(deps: Deps, userId: string, slug?: string) {
  let base = deps.db
    .selectFrom('exam_templates')
    .selectAll()
    .where((eb) => examOpenTo(eb, userId));
  if (slug !== undefined) base = base.where('slug', '=', slug);
  const rows = await base.orderBy('available_from', 'desc').orderBy('id').execute();
  const [access, terms] = await Promise.all([
    examAccess(deps.db, userId, rows, deps.now()),
    termsAt(
      deps.db,
      userId,
      rows.map((row) => row.id),
    ),
  ]);
  return allDocs(
    rows.map((row) => {
      const ended = accessEndedAt(access.get(row.id));
      const template = toTemplate(row, terms.get(row.id));
      return ended ? { ...template, accessEndedAt: ended.toISOString() } : template;
    }),
  );
}

/** The stored answers of attempts, by attempt, in question order: one query for any number. */
const answersOf = (db: Db, attemptIds: readonly string[]) =>
  byParent(db, 'answers', 'user_exam_id', attemptIds, sql`question_id`, (row) => row);

/** The user's attempts, newest first, with their templates, answers and flags: three queries in all. */
export async function listUserExams(db: Db, userId: string, templateId?: string) {
  let base = attemptsWithTemplates(db).where('user_exams.user_id', '=', userId);
  if (templateId !== undefined) base = base.where('user_exams.template_id', '=', templateId);
  const rows = (await base.orderBy('user_exams.created_at', 'desc').execute()).map(splitAttempt);
  const ids = rows.map(({ attempt }) => attempt.id);
  const [answers, flags] = await Promise.all([answersOf(db, ids), flagsOf(db, ids)]);
  return allDocs(
    rows.map(({ attempt, template, terms }) =>
      toUserExam(attempt, template, answers.get(attempt.id) ?? [], flags.get(attempt.id), terms),
    ),
  );
}

/**
 * Starts the one attempt a user has at a template (a conflict for a second), while the window is
 * open and, for an exam bound to offerings, while the user's access to one of them lasts.
 */
export async function startExam(deps: Deps, userId: string, templateId: string) {
  const template = await deps.db
    .selectFrom('exam_templates')
    .selectAll()
    .select((eb) => examOpenTo(eb, userId).as('open_to_user'))
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (!template) throw new NotFound('Exam not found');
  if (!template.open_to_user) {
    throw new Forbidden('This exam is for the reviewees of other offerings: enroll in one of them to take it');
  }
  assertAccess((await examAccess(deps.db, userId, [template], deps.now())).get(template.id));
  const terms = (await termsAt(deps.db, userId, [template.id])).get(template.id);
  assertOpen(template, deps.now(), terms);
  const row = await deps.db
    .insertInto('user_exams')
    .values({
      id: randomId(),
      user_id: userId,
      template_id: templateId,
      score: null,
      completed_at: null,
      created_at: deps.now(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'template_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Conflict('You already started this exam');
  // A new attempt has no answers yet: nothing to read back.
  const { open_to_user: _, ...templateRow } = template;
  return toUserExam(row, templateRow, [], [], terms);
}

export async function getUserExam(db: Db, userId: string, examId: string) {
  const { attempt, template, terms } = await ownAttempt(db, userId, examId);
  const [answers, flags] = await Promise.all([answersOf(db, [attempt.id]), flagsOf(db, [attempt.id])]);
  return toUserExam(attempt, template, answers.get(attempt.id) ?? [], flags.get(attempt.id), terms);
}

/** A question of an exam the user has started, without its correct answer. */
export async function getQuestion(db: Db, userId: string, questionId: string): Promise<Question> {
  const attempts = await db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .select('exam_templates.question_ids')
    .where('user_exams.user_id', '=', userId)
    .execute();
  if (!attempts.some((a) => a.question_ids.includes(questionId))) throw new NotFound('Question not found');
  const row = await db.selectFrom('questions').selectAll().where('id', '=', questionId).executeTakeFirstOrThrow();
  return {
    _id: row.id,
    question: { data: row.data },
    questionGroup: row.group_content ? { content: row.group_content } : null,
    options: row.options,
  };
}
