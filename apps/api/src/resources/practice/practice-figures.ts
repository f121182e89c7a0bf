import type { MissedItem, PracticeUse } from '@review-center/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, type PageQuery } from '../../platform/db/paginate.ts';
import { plainText } from '../../platform/http/sanitize.ts';

/*
 * What the content editor reads of practice (decision 0081): how much each subject is practised
 * by each offering's reviewees, and which questions practice misses most, to edit them first.
 */

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
const subjectOf = (id: string | null, title: string | null) => (id === null ? null : { _id: id, title: title ?? '' });

/** Practice answers per subject and offering (a reviewee Active in two offerings counts in both). */
export async function practiceUse(db: Db): Promise<PracticeUse[]> {
  const rows = await db
    .selectFrom('practice_answers as pa')
    .innerJoin('questions as q', 'q.id', 'pa.question_id')
    .leftJoin('subjects as s', 's.id', 'q.subject_id')
    .innerJoin('enrollments as e', (join) => join.onRef('e.user_id', '=', 'pa.user_id').on('e.status', '=', 'Active'))
    .innerJoin('offerings as o', 'o.id', 'e.offering_id')
    .select([
      'q.subject_id',
      's.title as subject_title',
      'o.id as offering_id',
      'o.title as offering_title',
      sql<string>`count(distinct pa.user_id)`.as('reviewees'),
      sql<string>`count(*)`.as('answers'),
      sql<string>`count(*) filter (where pa.correct)`.as('right'),
    ])
    .groupBy(['q.subject_id', 's.title', 'o.id', 'o.title'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('s.title')
    .orderBy('o.title')
    .execute();
  return rows.map((row) => ({
    subject: subjectOf(row.subject_id, row.subject_title),
    offering: { _id: row.offering_id, title: row.offering_title },
    reviewees: Number(row.reviewees),
    answers: Number(row.answers),
    correctPercent: percent(Number(row.right), Number(row.answers)),
  }));
}

/** The questions missed most in practice: most wrong answers first, then the highest share wrong. */
export async function missedItems(db: Db, query: PageQuery & { subject?: string | undefined }) {
  const { limit, offset } = pageOf(query, 25);
  let base = db
    .selectFrom('practice_answers as pa')
    .innerJoin('questions as q', 'q.id', 'pa.question_id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('practice_answers as w')
          .select('w.id')
          .whereRef('w.question_id', '=', 'q.id')
          .where('w.correct', '=', false),
      ),
    );
  if (query.subject) base = base.where('q.subject_id', '=', query.subject);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('subjects as s', 's.id', 'q.subject_id')
      .select([
        'q.id',
        'q.data',
        'q.subject_id',
        's.title as subject_title',
        sql<string>`count(*)`.as('answers'),
        sql<string>`count(*) filter (where not pa.correct)`.as('wrong'),
        sql<string>`count(distinct pa.user_id)`.as('reviewees'),
      ])
      .groupBy(['q.id', 'q.data', 'q.subject_id', 's.title'])
      .orderBy(sql`count(*) filter (where not pa.correct)`, 'desc')
      .orderBy(sql`count(*) filter (where not pa.correct)::float / count(*)`, 'desc')
      .orderBy('q.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<string>`count(distinct q.id)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const docs: MissedItem[] = rows.map((row) => ({
    _id: row.id,
    stem: plainText(row.data),
    subject: subjectOf(row.subject_id, row.subject_title),
    answers: Number(row.answers),
    wrong: Number(row.wrong),
    wrongPercent: percent(Number(row.wrong), Number(row.answers)),
    reviewees: Number(row.reviewees),
  }));
  return { docs, totalDocs: Number(total.total) };
}
