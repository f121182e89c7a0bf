import type { CohortHeatmap, HeatmapGrouping } from '@review-center/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { InvalidInput } from '../../platform/errors.ts';
import { subjectRows, toSubject } from '../subjects/subjects.service.ts';

/*
 * The cohort heatmap (decision 0085). Read-only, so nothing is audited. The database adds up the
 * right answers per column, exam and question (a few thousand rows whatever the attempts); the
 * items and reviewees behind each cell follow from the attempts and the exams' questions.
 */

const iso = (date: Date) => date.toISOString();

/** The exam ids of `exams` (separated by commas), each once; every exam when none is given. */
async function countedExams(db: Db, exams: string | undefined) {
  const all = await db
    .selectFrom('exam_templates')
    .select(['id', 'name', 'available_until', 'question_ids'])
    .select((eb) =>
      eb
        .selectFrom('user_exams')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('user_exams.template_id', '=', 'exam_templates.id')
        .where('user_exams.completed', '=', true)
        .as('completed'),
    )
    .orderBy('available_until', 'desc')
    .orderBy('id')
    .execute();
  const asked = [...new Set((exams ?? '').split(',').map((id) => id.trim()))].filter(Boolean);
  const unknown = asked.find((id) => !all.some((exam) => exam.id === id));
  if (unknown !== undefined) throw new InvalidInput('query.exams', `no exam has the id “${unknown}”`);
  const counted = asked.length ? all.filter((exam) => asked.includes(exam.id)) : all;
  return { all, counted };
}

/**
 * The completed attempts of `examIds`, each under the enrollment it was taken under: of the
 * reviewee's enrollments activated by the start of the attempt (and, for an exam bound to
 * offerings, in one of them), the latest activated. Null when there is none.
 */
function countedAttempts(db: Db, examIds: readonly string[], by: HeatmapGrouping) {
  const column = by === 'branch' ? sql.ref('e.branch') : sql.ref('e.offering_id');
  return sql`
    select ue.id, ue.user_id, ue.template_id,
      (select ${column} from enrollments e
        where e.user_id = ue.user_id and e.activated_at is not null and e.activated_at <= ue.created_at
          and (t.audience_offerings is null or e.offering_id = any(t.audience_offerings))
        order by e.activated_at desc, e.id desc
        limit 1) as grp
    from user_exams ue
    join exam_templates t on t.id = ue.template_id
    where ue.completed and ue.template_id in (${sql.join(examIds)})`;
}

/** The columns' titles, in the order the center lists them: branches as the catalogue, offerings as /offerings. */
async function groupTitles(db: Db, by: HeatmapGrouping, keys: ReadonlySet<string>) {
  const rows =
    by === 'branch'
      ? await db
          .selectFrom('catalogue_options')
          .select(['name as id', 'name as title'])
          .where('kind', '=', 'branch')
          .orderBy('position')
          .orderBy('name')
          .execute()
      : await db
          .selectFrom('offerings')
          .select(['id', 'title'])
          .where('id', 'in', keys.size ? [...keys] : [''])
          .orderBy('position')
          .orderBy('title')
          .execute();
  const known = rows.filter((row) => keys.has(row.id));
  const others = [...keys]
    .filter((key) => !known.some((row) => row.id === key))
    .sort()
    .map((key) => ({ id: key, title: key }));
  return [...known, ...others].map((row) => ({ _id: row.id, title: row.title }));
}

/**
 * The right answers to each question of `attempts`, a count per column (`c0`, `c1`, … by the
 * index of each attempt's column in `columns`). One row per question, so PostgreSQL adds up in a
 * hash table of a few hundred entries: grouped by column and question as well, it estimated too
 * many groups for memory and sorted 2 million answers on text (12.8 s on PGlite for 15,000
 * attempts). The attempts and their columns travel as two arrays, small in the planner's eyes, so
 * it hashes them and reads the answers once; joined as a common table expression, PostgreSQL
 * hashed the answers instead, in batches on disk.
 */
async function rightAnswersByColumn(
  db: Db,
  attempts: readonly { id: string; grp: string | null }[],
  columns: readonly (string | null)[],
) {
  const index = new Map(columns.map((grp, i) => [grp, i]));
  const counts = columns.map((_, i) => sql`count(*) filter (where m.col = ${i}) as ${sql.ref(`c${i}`)}`);
  const { rows } = await sql<{ question_id: string } & Record<string, string | number | undefined>>`
    select a.question_id, ${sql.join(counts)}
    from unnest(${attempts.map((a) => a.id)}::text[], ${attempts.map((a) => index.get(a.grp) ?? 0)}::int[]) as m(id, col)
    join answers a on a.user_exam_id = m.id
    join questions q on q.id = a.question_id and a.answer = q.correct
    group by a.question_id`.execute(db);
  return rows;
}

interface Figures {
  score: number;
  items: number;
  users: Set<string>;
}
const figuresOf = (map: Map<string, Figures>, key: string) => {
  let figures = map.get(key);
  if (!figures) map.set(key, (figures = { score: 0, items: 0, users: new Set() }));
  return figures;
};

/**
 * The cohort's average in each LET subject by branch or offering, over the exams of `exams` (every
 * exam when none): each cell the right answers over the items of the completed attempts under that
 * column, every question of the exam counted (unanswered is wrong), and the reviewees behind it.
 */
export async function cohortHeatmap(
  db: Db,
  query: { by?: HeatmapGrouping | undefined; exams?: string | undefined },
): Promise<CohortHeatmap> {
  const by = query.by ?? 'branch';
  const { all, counted } = await countedExams(db, query.exams);
  const exams = all.map((exam) => ({
    _id: exam.id,
    name: exam.name,
    availableUntil: iso(exam.available_until),
    completed: Number(exam.completed ?? 0),
  }));
  const examIds = counted.map((exam) => exam.id);
  const empty = { by, exams, counted: examIds, subjects: [], groups: [], cells: [], totals: [] };
  if (examIds.length === 0) return empty;
  const attemptsSql = countedAttempts(db, examIds, by);
  const questionIds = [...new Set(counted.flatMap((exam) => exam.question_ids))];
  const [attempts, questions, subjects] = await Promise.all([
    sql<{ id: string; user_id: string; template_id: string; grp: string | null }>`${attemptsSql}`.execute(db),
    db
      .selectFrom('questions')
      .select(['id', 'subject_id'])
      .where('id', 'in', questionIds.length ? questionIds : [''])
      .execute(),
    subjectRows(db),
  ]);
  if (attempts.rows.length === 0) return empty;
  const columns = [...new Set(attempts.rows.map((a) => a.grp))];
  const rightAnswers = await rightAnswersByColumn(db, attempts.rows, columns);

  // Each exam's items per subject ('' for none), and which subject each question is of.
  const subjectOf = new Map(questions.map((q) => [q.id, q.subject_id ?? '']));
  const itemsOf = new Map(
    counted.map((exam) => {
      const bySubject = new Map<string, number>();
      for (const id of exam.question_ids) {
        const subject = subjectOf.get(id);
        if (subject !== undefined) bySubject.set(subject, (bySubject.get(subject) ?? 0) + 1);
      }
      return [exam.id, bySubject];
    }),
  );
  const cells = new Map<string, Figures>();
  const totals = new Map<string, Figures>();
  const cellKey = (subject: string, grp: string | null) => `${subject}\u0000${grp ?? ''}`;
  for (const attempt of attempts.rows) {
    for (const [subject, items] of itemsOf.get(attempt.template_id) ?? []) {
      for (const figures of [figuresOf(cells, cellKey(subject, attempt.grp)), figuresOf(totals, subject)]) {
        figures.items += items;
        figures.users.add(attempt.user_id);
      }
    }
  }
  for (const row of rightAnswers) {
    const subject = subjectOf.get(row.question_id);
    if (subject === undefined) continue;
    columns.forEach((grp, i) => {
      const n = Number(row[`c${i}`] ?? 0);
      figuresOf(cells, cellKey(subject, grp)).score += n;
      figuresOf(totals, subject).score += n;
    });
  }

  const rows = [
    ...subjects.filter((s) => totals.has(s.id)).map((s) => ({ ...toSubject(s), _id: s.id as string | null })),
    ...(totals.has('') ? [{ _id: null, title: 'No subject', part: null, specialization: null }] : []),
  ];
  const keys = new Set(attempts.rows.flatMap((a) => (a.grp === null ? [] : [a.grp])));
  const groups = [
    ...(await groupTitles(db, by, keys)),
    ...(attempts.rows.some((a) => a.grp === null) ? [{ _id: null, title: 'No enrollment' }] : []),
  ];
  const figures = ({ score, items, users }: Figures) => ({ score, items, reviewees: users.size });
  return {
    by,
    exams,
    counted: examIds,
    subjects: rows,
    groups,
    cells: rows.flatMap((subject) =>
      groups.flatMap((group) => {
        const cell = cells.get(cellKey(subject._id ?? '', group._id));
        return cell ? [{ subject: subject._id, group: group._id, ...figures(cell) }] : [];
      }),
    ),
    totals: rows.map((subject) => ({ subject: subject._id, ...figures(totals.get(subject._id ?? '')!) })),
  };
}
