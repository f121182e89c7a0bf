import type {
  PracticeAnswer,
  PracticeFeedback,
  PracticeItem,
  PracticeItemsQuery,
  PracticeOverview,
} from '@review-center/api-client/contract';
import {
  accessEndedMessage,
  bestOfferingAccess,
  dueWindows,
  ERROR_MESSAGES,
  isCorrectAnswer,
  practiceGrade,
} from '@review-center/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { activeEnrollments } from '../enrollments/access.ts';
import { goalAndStreak } from './goal.ts';
import { newCardFields, reviewed, type CardFields } from './schedule.ts';

/*
 * Practice and the review queue (decision 0081). A reviewee with access practises the bank's
 * practice items by subject, or the items their queue has due: every item they answered in
 * practice, and every mock exam item they missed once that exam's window has closed. FSRS
 * (`ts-fsrs`, schedule.ts) sets when each comes back.
 */

/** How far ahead of the server's clock a device's answeredAt may be (a clock a little fast). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** How long an answer kept on a device offline may wait to be counted. */
const OFFLINE_MAX_MS = 365 * 24 * 3_600_000;
const DEFAULT_SIZE = 10;

/**
 * Practice is for a reviewee with access to an offering, as the courseware decides it (product §1
 * terms of use, decision 0048): an Active enrollment whose six months have not ended.
 */
async function assertPracticeAccess(db: Db, userId: string, now: Date) {
  const active = await activeEnrollments(db, userId);
  if (active.length === 0) throw new Forbidden(ERROR_MESSAGES.practiceNotEnrolled);
  const access = bestOfferingAccess(active, now);
  if (access.state === 'expired') throw new Forbidden(accessEndedMessage(access.endedAt, 'practice'));
  if (access.state !== 'valid') throw new Forbidden(ERROR_MESSAGES.practiceNotEnrolled);
}

/**
 * The condition on question `q` of every item practice may draw: the current version (neither
 * retired nor replaced), and in no exam whose window has not closed, open or upcoming, so
 * practice never shows an item of an exam someone may still take (decision 0081).
 */
const drawable = (now: Date) => sql<boolean>`(q.retired_at is null and q.replaced_by is null
  and q.id not in (select held.id from exam_templates t cross join unnest(t.question_ids) as held(id)
                   where t.available_until > ${now}::timestamptz and held.id is not null))`;

/**
 * Missed mock exam items join the queue once the exam's window has closed (decision 0081): each
 * question of a completed attempt's exam answered wrong (the score's own test, `isCorrectAnswer`,
 * written in SQL) or left unanswered, as a new card due at the window's close. Run when the queue
 * is read, so no job is needed; a card already there is left alone.
 */
async function addMissedExamItems(db: Db, userId: string, now: Date) {
  const card = newCardFields(new Date(0));
  await sql`insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days,
      scheduled_days, learning_steps, reps, lapses, state, last_review, source)
    select distinct on (q.id) ${userId}::text, q.id, t.available_until, ${card.stability}::double precision,
      ${card.difficulty}::double precision, ${card.elapsed_days}::int, ${card.scheduled_days}::int,
      ${card.learning_steps}::int, ${card.reps}::int, ${card.lapses}::int, ${card.state}::int, null, 'exam'
    from user_exams ue
    join exam_templates t on t.id = ue.template_id
    cross join lateral unnest(t.question_ids) as item(question_id)
    join questions q on q.id = item.question_id
    left join answers a on a.user_exam_id = ue.id and a.question_id = q.id
    where ue.user_id = ${userId}::text and ue.completed and t.available_until <= ${now}::timestamptz
      and (a.answer is null or a.answer <> q.correct)
    order by q.id, t.available_until
    on conflict do nothing`.execute(db);
}

export async function overview(deps: Deps, userId: string): Promise<PracticeOverview> {
  const { db } = deps;
  const now = deps.now();
  await assertPracticeAccess(db, userId, now);
  await addMissedExamItems(db, userId, now);
  const { endOfToday, endOfWeek } = dueWindows(now);
  const [counts, subjects, goalAndStreakNow] = await Promise.all([
    sql<{ today: number; week: number }>`
      select count(*) filter (where c.due < ${endOfToday}::timestamptz)::int as today,
        count(*) filter (where c.due < ${endOfWeek}::timestamptz)::int as week
      from review_cards c join questions q on q.id = c.question_id
      where c.user_id = ${userId}::text and ${drawable(now)}`.execute(db),
    sql<{ id: string; title: string; items: number }>`
      select s.id, s.title, count(*)::int as items
      from questions q join subjects s on s.id = q.subject_id
      where q.practice_eligible and ${drawable(now)}
      group by s.id, s.title, s.position
      order by s.position, s.title`.execute(db),
    goalAndStreak(db, userId, now),
  ]);
  const row = counts.rows[0];
  return {
    dueToday: Number(row?.today ?? 0),
    dueThisWeek: Number(row?.week ?? 0),
    subjects: subjects.rows.map((s) => ({ _id: s.id, title: s.title, items: Number(s.items) })),
    ...goalAndStreakNow,
  };
}

interface ItemRow {
  id: string;
  data: string;
  group_content: string | null;
  options: { label: string; data: string }[];
  correct: string;
  rationale: string | null;
  subject_id: string | null;
  subject_title: string | null;
  due: Date | null;
}

/** An item as the reviewee answers it, with the key and rationale its feedback shows at once. */
const toItem = (row: ItemRow): PracticeItem => ({
  questionId: row.id,
  question: { data: row.data },
  questionGroup: row.group_content === null ? null : { content: row.group_content },
  options: row.options.map((o) => ({ label: o.label, data: o.data })),
  key: row.correct,
  rationale: row.rationale,
  subject: row.subject_id === null ? null : { _id: row.subject_id, title: row.subject_title ?? '' },
  due: row.due === null ? null : new Date(row.due).toISOString(),
});

/** The ids of `query.subjects`, each a subject; a 400 names what is missing or unknown. */
async function chosenSubjects(db: Db, text: string | undefined) {
  const ids = [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) {
    throw new InvalidInput('query.subjects', 'choose at least one subject to practise (subject ids, comma-separated)');
  }
  const known = await db.selectFrom('subjects').select('id').where('id', 'in', ids).execute();
  const unknown = ids.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw new InvalidInput('query.subjects', `no subject has the id ${unknown.map((id) => `"${id}"`).join(', ')}`);
  }
  return ids;
}

export async function items(deps: Deps, userId: string, query: PracticeItemsQuery) {
  const { db } = deps;
  const now = deps.now();
  await assertPracticeAccess(db, userId, now);
  const size = query.size ?? DEFAULT_SIZE;
  const subjects = query.from === 'subjects' ? await chosenSubjects(db, query.subjects) : [];
  await addMissedExamItems(db, userId, now);
  const columns = sql`q.id, q.data, q.group_content, q.options, q.correct, q.rationale, s.id as subject_id, s.title as subject_title`;
  const { rows } =
    query.from === 'queue'
      ? // The queue: what is due now, the longest overdue first.
        await sql<ItemRow>`select ${columns}, c.due
          from review_cards c
          join questions q on q.id = c.question_id
          left join subjects s on s.id = q.subject_id
          where c.user_id = ${userId}::text and c.due <= ${now}::timestamptz and ${drawable(now)}
          order by c.due, q.id
          limit ${size}`.execute(db)
      : // The chosen subjects' practice items: those due first, then others at random.
        await sql<ItemRow>`select ${columns}, c.due
          from questions q
          join subjects s on s.id = q.subject_id
          left join review_cards c on c.question_id = q.id and c.user_id = ${userId}::text
          where q.practice_eligible and q.subject_id in (${sql.join(subjects)}) and ${drawable(now)}
          order by case when c.due <= ${now}::timestamptz then c.due end nulls last, random()
          limit ${size}`.execute(db);
  return { items: rows.map(toItem) };
}

interface StoredAnswer {
  user_id: string;
  question_id: string;
  correct: boolean;
  next_due: Date;
  key: string;
  rationale: string | null;
}

/** An answer already stored under the device's id, with its question's key and rationale. */
const storedAnswer = (db: Db, id: string) =>
  db
    .selectFrom('practice_answers')
    .innerJoin('questions', 'questions.id', 'practice_answers.question_id')
    .select([
      'practice_answers.user_id',
      'practice_answers.question_id',
      'practice_answers.correct',
      'practice_answers.next_due',
      'questions.correct as key',
      'questions.rationale',
    ])
    .where('practice_answers.id', '=', id)
    .executeTakeFirst();

function replayed(stored: StoredAnswer, userId: string, input: PracticeAnswer): PracticeFeedback {
  if (stored.user_id !== userId || stored.question_id !== input.questionId) {
    throw new Conflict('This answer id was already used for another answer: send a new id');
  }
  return {
    correct: stored.correct,
    key: stored.key,
    rationale: stored.rationale,
    nextDue: stored.next_due.toISOString(),
  };
}

const cardColumns = [
  'due',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review',
] as const;

/**
 * Grades an answer and schedules the item (decision 0081). Idempotent by the device's id: an id
 * already stored answers with its first feedback and schedules nothing, also when the same answer
 * arrives twice at once (the card's row lock orders them, and the second insert does nothing).
 */
export async function answer(deps: Deps, userId: string, input: PracticeAnswer): Promise<PracticeFeedback> {
  const now = deps.now();
  const answeredAt = new Date(input.answeredAt);
  if (Number.isNaN(answeredAt.getTime())) throw new InvalidInput('body.answeredAt', 'is not a date that exists');
  if (answeredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    throw new InvalidInput(
      'body.answeredAt',
      'is more than 5 minutes ahead of the server’s clock: check the date and time on the device',
    );
  }
  if (answeredAt.getTime() < now.getTime() - OFFLINE_MAX_MS) {
    throw new InvalidInput('body.answeredAt', 'is more than a year ago: an answer kept that long is not counted');
  }
  await assertPracticeAccess(deps.db, userId, now);
  return deps.db.transaction().execute(async (trx) => {
    const stored = await storedAnswer(trx, input.id);
    if (stored) return replayed(stored, userId, input);
    const { rows } = await sql<{ correct: string; rationale: string | null; options: { label: string }[] }>`
      select q.correct, q.rationale, q.options
      from questions q
      left join review_cards c on c.question_id = q.id and c.user_id = ${userId}::text
      where q.id = ${input.questionId}::text and (q.practice_eligible or c.user_id is not null) and ${drawable(now)}`.execute(
      trx,
    );
    const question = rows[0];
    if (!question) throw new NotFound('This practice item is not available');
    const labels = question.options.map((o) => o.label);
    if (!labels.includes(input.answer)) {
      throw new InvalidInput('body.answer', `"${input.answer}" is not an option of this item (${labels.join(', ')})`);
    }
    // A first answer starts the item's card; then the card's row is held until the answer is stored.
    await trx
      .insertInto('review_cards')
      .values({ user_id: userId, question_id: input.questionId, ...newCardFields(answeredAt), source: 'practice' })
      .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
      .execute();
    const card: CardFields = await trx
      .selectFrom('review_cards')
      .select(cardColumns)
      .where('user_id', '=', userId)
      .where('question_id', '=', input.questionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const correct = isCorrectAnswer(input.answer, question.correct);
    const next = reviewed(card, practiceGrade({ correct, unsure: input.unsure ?? false }), answeredAt);
    const inserted = await trx
      .insertInto('practice_answers')
      .values({
        id: input.id,
        user_id: userId,
        question_id: input.questionId,
        answer: input.answer,
        correct,
        unsure: input.unsure ?? false,
        answered_at: answeredAt,
        received_at: now,
        next_due: next.due,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // The same id arrived twice at once, and the other request stored it first.
      const first = await storedAnswer(trx, input.id);
      if (!first) throw new Conflict('This answer id was already used for another answer: send a new id');
      return replayed(first, userId, input);
    }
    await trx
      .updateTable('review_cards')
      .set({ ...next, updated_at: now })
      .where('user_id', '=', userId)
      .where('question_id', '=', input.questionId)
      .execute();
    return { correct, key: question.correct, rationale: question.rationale, nextDue: next.due.toISOString() };
  });
}
