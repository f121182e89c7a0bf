import type { ExamResult, ExamResults, MyResult, StaffAttempt, StaffExam } from '@review-center/api-client/contract';
import { itemStatisticsFromTotals, scoreDistribution, strengthsBreakdown, weakestFirst } from '@review-center/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { allDocs } from '../../platform/db/paginate.ts';
import { NotFound } from '../../platform/errors.ts';
import { plainText } from '../../platform/http/sanitize.ts';
import { attemptsOfTemplate } from '../exams/exam-rows.ts';

/*
 * Mock exam results (decision 0051). Read-only: nothing here changes a record, so nothing is
 * audited. The item analysis is the domain's (decision 0043), run on the server so 5,000
 * attempts never travel to the browser.
 */

const iso = (date: Date) => date.toISOString();
const nameOf = (
  profile: { firstName?: string | null; middleName?: string | null; lastName?: string | null } | null,
  email: string,
) => [profile?.firstName, profile?.middleName, profile?.lastName].filter(Boolean).join(' ') || email;

function examsQuery(db: Db) {
  return db
    .selectFrom('exam_templates')
    .leftJoin('categories', 'categories.id', 'exam_templates.category_id')
    .select([
      'exam_templates.id',
      'exam_templates.name',
      'exam_templates.slug',
      'exam_templates.category_id',
      'categories.title as category_title',
      'exam_templates.available_from',
      'exam_templates.available_until',
      'exam_templates.duration',
      'exam_templates.question_ids',
    ])
    .select((eb) => [attemptsOfTemplate(eb).as('attempts'), attemptsOfTemplate(eb, 'completed').as('completed')]);
}
type ExamRow = Awaited<ReturnType<ReturnType<typeof examsQuery>['execute']>>[number];

const toStaffExam = (row: ExamRow): StaffExam => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  category: row.category_id && row.category_title ? { _id: row.category_id, title: row.category_title } : null,
  availableFrom: iso(row.available_from),
  availableUntil: iso(row.available_until),
  duration: row.duration,
  items: row.question_ids.length,
  attempts: Number(row.attempts ?? 0),
  completed: Number(row.completed ?? 0),
});

export async function listStaffExams(db: Db) {
  const rows = await examsQuery(db)
    .orderBy('exam_templates.available_until', 'desc')
    .orderBy('exam_templates.id')
    .execute();
  return allDocs(rows.map(toStaffExam));
}

/** Attempts with their exam: what the staff's and the reviewee's result lists start from. */
const attemptsWithExam = (db: Db) =>
  db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .select([
      'user_exams.id',
      'user_exams.score',
      'user_exams.completed_at',
      'user_exams.created_at',
      'exam_templates.id as exam_id',
      'exam_templates.available_until',
    ]);

/** Attempts with their reviewee and exam, for one exam or one reviewee. */
function attemptsQuery(db: Db) {
  return attemptsWithExam(db)
    .innerJoin('users', 'users.id', 'user_exams.user_id')
    .select([
      'user_exams.user_id',
      'user_exams.completed',
      'user_exams.closed_by_server',
      'users.email',
      'users.profile',
      'exam_templates.name as exam_name',
      sql<number>`cardinality(exam_templates.question_ids)`.as('items'),
    ])
    .orderBy('user_exams.created_at', 'desc')
    .orderBy('user_exams.id');
}
type AttemptRow = Awaited<ReturnType<ReturnType<typeof attemptsQuery>['execute']>>[number];

/** "Closed by the server": submitted by the server's closing job (close-exams.ts, migration 0027). */
const toStaffAttempt = (row: AttemptRow): StaffAttempt => ({
  _id: row.id,
  reviewee: { _id: row.user_id, name: nameOf(row.profile, row.email), email: row.email },
  exam: { _id: row.exam_id, name: row.exam_name },
  startedAt: iso(row.created_at),
  completedAt: row.completed && row.completed_at ? iso(row.completed_at) : null,
  closedByServer: row.completed && row.closed_by_server,
  score: row.completed ? row.score : null,
  items: Number(row.items),
  timeTakenMs: row.completed && row.completed_at ? row.completed_at.getTime() - row.created_at.getTime() : null,
});

/**
 * One exam's results: every attempt, the completed attempts' score distribution and the item
 * analysis, weakest question first. The database adds the answers up per question and label
 * (`itemStatisticsFromTotals`, the same formulas as `itemStatistics`); every template question is
 * given to every attempt, and an attempt's stored score is its total (decision 0051).
 */
export async function examResults(db: Db, examId: string): Promise<ExamResults> {
  const exam = await examsQuery(db).where('exam_templates.id', '=', examId).executeTakeFirst();
  if (!exam) throw new NotFound('Exam not found');
  const [attemptRows, questionRows, choiceRows] = await Promise.all([
    attemptsQuery(db).where('user_exams.template_id', '=', examId).execute(),
    db
      .selectFrom('questions')
      .select(['id', 'data', 'options', 'correct'])
      .where('id', 'in', exam.question_ids.length ? exam.question_ids : [''])
      .execute(),
    // Per question and chosen label: how many completed attempts chose it, and the sum of their
    // scores (decision 0051): at most 150 × 6 rows, where the answers are 750,000 on an exam day.
    db
      .selectFrom('answers')
      .innerJoin('user_exams', 'user_exams.id', 'answers.user_exam_id')
      .select([
        'answers.question_id',
        'answers.answer',
        sql<number>`count(*)::int`.as('count'),
        sql<number>`coalesce(sum(user_exams.score), 0)::int`.as('score_sum'),
      ])
      .where('user_exams.template_id', '=', examId)
      .where('user_exams.completed', '=', true)
      .groupBy(['answers.question_id', 'answers.answer'])
      .execute(),
  ]);
  const byId = new Map(questionRows.map((q) => [q.id, q]));
  const questions = exam.question_ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, options: row.options.map((o) => o.label), correct: row.correct, stem: row.data }] : [];
  });
  const choices = new Map<string, Map<string, { count: number; scoreSum: number }>>();
  for (const row of choiceRows) {
    const byLabel = choices.get(row.question_id) ?? new Map<string, { count: number; scoreSum: number }>();
    byLabel.set(row.answer, { count: Number(row.count), scoreSum: Number(row.score_sum) });
    choices.set(row.question_id, byLabel);
  }
  const attempts = attemptRows.map(toStaffAttempt);
  const scores = attempts.flatMap((a) => (a.score === null ? [] : [a.score]));
  const totals = {
    attempts: scores.length,
    scoreSum: scores.reduce((sum, score) => sum + score, 0),
    scoreSquareSum: scores.reduce((sum, score) => sum + score * score, 0),
    choices,
  };
  const statistics = weakestFirst(itemStatisticsFromTotals(questions, totals)).map((item) => ({
    ...item,
    number: item.position + 1,
    stem: plainText(questions[item.position]!.stem),
  }));
  return {
    exam: toStaffExam(exam),
    attempts,
    distribution: scoreDistribution(scores, { maxScore: Math.max(1, questions.length) }),
    statistics,
  };
}

export async function revieweeAttempts(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'profile'])
    .where('id', '=', userId)
    .where('role', '=', 'user')
    .executeTakeFirst();
  if (!user) throw new NotFound('Reviewee not found');
  const rows = await attemptsQuery(db).where('user_exams.user_id', '=', userId).execute();
  return {
    reviewee: { _id: user.id, name: nameOf(user.profile, user.email), email: user.email },
    attempts: rows.map(toStaffAttempt),
  };
}

/** The reviewee's own completed attempts, oldest first (as My Progress draws Test 1, Test 2). */
function myResultsQuery(db: Db, userId: string) {
  return attemptsWithExam(db)
    .leftJoin('categories', 'categories.id', 'exam_templates.category_id')
    .select([
      'exam_templates.name',
      'exam_templates.slug',
      'exam_templates.question_ids',
      'exam_templates.show_answers_after_window',
      'exam_templates.category_id',
      'categories.title as category_title',
    ])
    .where('user_exams.user_id', '=', userId)
    .where('user_exams.completed', '=', true);
}
type MyRow = Awaited<ReturnType<ReturnType<typeof myResultsQuery>['execute']>>[number];

const toMyResult = (row: MyRow): MyResult => ({
  _id: row.id,
  exam: { _id: row.exam_id, name: row.name, slug: row.slug, availableUntil: iso(row.available_until) },
  category: row.category_id && row.category_title ? { _id: row.category_id, title: row.category_title } : null,
  completedAt: iso(row.completed_at ?? row.created_at),
  score: row.score ?? 0,
  items: row.question_ids.length,
  subjects: null,
});

export async function myResults(db: Db, userId: string, now: Date) {
  const rows = await myResultsQuery(db, userId).orderBy('user_exams.completed_at').orderBy('user_exams.id').execute();
  const subjects = await subjectScores(
    db,
    rows.filter((row) => now >= row.available_until).map((row) => row.id),
  );
  return allDocs(rows.map((row) => ({ ...toMyResult(row), subjects: subjects.get(row.id) ?? null })));
}

/**
 * The score per subject of each of `attemptIds` (decision 0079): every question of the exam
 * counted, answered or not, in one grouped query; subjects in the order the exam first asks them,
 * as one result's breakdown has them (`strengthsBreakdown`).
 */
async function subjectScores(db: Db, attemptIds: readonly string[]) {
  const scores = new Map<string, NonNullable<MyResult['subjects']>>();
  if (attemptIds.length === 0) return scores;
  const { rows } = await sql<{
    attempt: string;
    subject_id: string | null;
    title: string | null;
    items: string;
    score: string;
  }>`
    select ue.id as attempt, q.subject_id, s.title, count(*) as items,
      count(a.id) filter (where a.answer = q.correct) as score
    from user_exams ue
    join exam_templates t on t.id = ue.template_id
    cross join lateral unnest(t.question_ids) with ordinality as item(question_id, position)
    join questions q on q.id = item.question_id
    left join subjects s on s.id = q.subject_id
    left join answers a on a.user_exam_id = ue.id and a.question_id = q.id
    where ue.id in (${sql.join(attemptIds)})
    group by ue.id, q.subject_id, s.title
    order by ue.id, min(item.position)`.execute(db);
  for (const row of rows) {
    scores.set(row.attempt, [
      ...(scores.get(row.attempt) ?? []),
      {
        subject: row.subject_id === null ? null : { _id: row.subject_id, title: row.title ?? '' },
        score: Number(row.score),
        items: Number(row.items),
      },
    ]);
  }
  return scores;
}

/**
 * The result of one completed attempt. Once the window has closed, the score per subject and
 * competency against the cohort (decision 0079). The review (each question, the answer given, the
 * correct one and its rationale, decision 0076) only once the window has closed, so no answer key leaks to those still taking
 * the exam, and only when the exam shows answers then (decision 0043's `showAnswersAfterWindow`).
 */
export async function myResult(db: Db, userId: string, attemptId: string, now: Date): Promise<ExamResult> {
  const row = await myResultsQuery(db, userId).where('user_exams.id', '=', attemptId).executeTakeFirst();
  if (!row) throw new NotFound('Exam result not found');
  const result = toMyResult(row);
  const categories = [{ title: result.category?.title ?? 'Other', score: result.score, items: result.items }];
  const hidden = row.show_answers_after_window ? null : 'This exam does not show its answers.';
  if (now < row.available_until) {
    const reviewNote = hidden ?? 'The answers are shown once the exam closes for everyone.';
    return { ...result, categories, subjects: null, review: null, reviewNote };
  }
  const [questionRows, answerRows, cohort] = await Promise.all([
    db
      .selectFrom('questions')
      .leftJoin('subjects', 'subjects.id', 'questions.subject_id')
      .selectAll('questions')
      .select('subjects.title as subject_title')
      .where('questions.id', 'in', row.question_ids.length ? row.question_ids : [''])
      .execute(),
    db.selectFrom('answers').select(['question_id', 'answer']).where('user_exam_id', '=', attemptId).execute(),
    cohortAnswers(db, row.exam_id),
  ]);
  const byId = new Map(questionRows.map((q) => [q.id, q]));
  const subjectTitles = new Map(questionRows.map((q) => [q.subject_id, q.subject_title ?? '']));
  const given = new Map(answerRows.map((a) => [a.question_id, a.answer]));
  const asked = row.question_ids.flatMap((id) => byId.get(id) ?? []);
  const subjects = strengthsBreakdown(
    asked.map((q) => ({
      subject: q.subject_id,
      competency: q.competency,
      correct: given.get(q.id) === q.correct,
      cohortCorrect: cohort.answers.get(`${q.id} ${q.correct}`) ?? 0,
      cohortAttempts: cohort.attempts,
    })),
  ).map(({ key, competencies, ...scores }) => ({
    ...scores,
    subject: key === null ? null : { _id: key, title: subjectTitles.get(key) ?? '' },
    competencies: competencies.map(({ key: code, ...area }) => ({ ...area, code })),
  }));
  if (hidden) return { ...result, categories, subjects, review: null, reviewNote: hidden };
  const review = asked.map((q) => ({
    question: q.id,
    stem: q.data,
    passage: q.group_content,
    options: q.options,
    answer: given.get(q.id) ?? null,
    correct: q.correct,
    rationale: q.rationale,
  }));
  return { ...result, categories, subjects, review, reviewNote: null };
}

/**
 * How the cohort answered one exam: its completed attempts, and how many of them gave each answer
 * to each question (keyed `question answer`), counted in the database (decision 0079).
 */
async function cohortAnswers(db: Db, examId: string) {
  const [attempts, counts] = await Promise.all([
    db
      .selectFrom('user_exams')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('template_id', '=', examId)
      .where('completed', '=', true)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('answers')
      .innerJoin('user_exams', 'user_exams.id', 'answers.user_exam_id')
      .select(['answers.question_id', 'answers.answer', (eb) => eb.fn.countAll<string>().as('n')])
      .where('user_exams.template_id', '=', examId)
      .where('user_exams.completed', '=', true)
      .groupBy(['answers.question_id', 'answers.answer'])
      .execute(),
  ]);
  return {
    attempts: Number(attempts.n),
    answers: new Map(counts.map((c) => [`${c.question_id} ${c.answer}`, Number(c.n)])),
  };
}
