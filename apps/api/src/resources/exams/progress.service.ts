import { scorePercent, type Progress } from '@review-center/domain';
import type { Db } from '../../platform/db/database.ts';

/**
 * Progress (product §3): completed attempts as percentages, oldest first (drawn as Test 1,
 * Test 2, ... product §2), overall and per exam category.
 */
export async function progressOf(db: Db, userId: string, category?: string): Promise<Progress> {
  let base = db
    .selectFrom('user_exams')
    .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
    .leftJoin('categories', 'categories.id', 'exam_templates.category_id')
    .select(['user_exams.score', 'exam_templates.question_ids', 'categories.title as category'])
    .where('user_exams.user_id', '=', userId)
    .where('user_exams.completed', '=', true);
  if (category !== undefined) base = base.where('exam_templates.category_id', '=', category);
  const rows = await base.orderBy('user_exams.completed_at').execute();
  const percent = (r: (typeof rows)[number]) => scorePercent(r.score, r.question_ids.length);
  const byCategory = new Map<string, number[]>();
  for (const row of rows) {
    const name = row.category ?? 'Other';
    byCategory.set(name, [...(byCategory.get(name) ?? []), percent(row)]);
  }
  const summary = [...byCategory].map(([title, scores]) => ({ title, scores }));
  return {
    overall: rows.length ? [{ title: 'Overall', scores: rows.map(percent) }] : [],
    summary,
    series: summary.map(({ title, scores }) => ({ name: title, data: scores })),
  };
}
