import type { Db } from '../../platform/db/database.ts';
import { allDocs } from '../../platform/db/paginate.ts';

export async function listCategories(db: Db, query: { limit?: number; group?: string }) {
  let base = db.selectFrom('categories');
  if (query.group) base = base.where('group', '=', query.group);
  const rows = await base
    .selectAll()
    .orderBy('position')
    .limit(query.limit ?? 100)
    .execute();
  return allDocs(rows.map((r) => ({ _id: r.id, title: r.title })));
}
