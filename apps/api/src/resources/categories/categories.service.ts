import { sql } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { nextPosition } from '../../platform/db/order.ts';
import { allDocs } from '../../platform/db/paginate.ts';
import { updateById } from '../../platform/db/rows.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';

type Actor = Pick<AuthUser, 'id' | 'email'>;

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

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'category';

async function assertTitleFree(db: Db, title: string, except?: string) {
  const clash = await db
    .selectFrom('categories')
    .select('id')
    .where('group', '=', 'exams')
    .where(sql<string>`lower(title)`, '=', title.toLowerCase())
    .executeTakeFirst();
  if (clash && clash.id !== except) throw new Conflict(`An exam category is already called "${title}"`);
}

/** A new exam category, last in the list. */
export async function createCategory(deps: Deps, actor: Actor, title: string) {
  const clean = title.trim();
  await assertTitleFree(deps.db, clean);
  return deps.db.transaction().execute(async (trx) => {
    const taken = new Set((await trx.selectFrom('categories').select('id').execute()).map((c) => c.id));
    let id = slugOf(clean);
    for (let n = 2; taken.has(id); n++) id = `${slugOf(clean)}-${n}`;
    const position = await nextPosition(trx, 'categories');
    await trx.insertInto('categories').values({ id, title: clean, group: 'exams', position }).execute();
    await recordAudit(trx, actor, 'category.create', id, { before: null, after: { title: clean } });
    return { _id: id, title: clean };
  });
}

export async function renameCategory(deps: Deps, actor: Actor, id: string, title: string) {
  const clean = title.trim();
  await assertTitleFree(deps.db, clean, id);
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('categories')
      .select('title')
      .where('id', '=', id)
      .where('group', '=', 'exams')
      .executeTakeFirst();
    if (!before) throw new NotFound('Exam category not found');
    await updateById(trx, 'categories', id, { title: clean });
    await recordAudit(trx, actor, 'category.rename', id, { before: { title: before.title }, after: { title: clean } });
    return { _id: id, title: clean };
  });
}
