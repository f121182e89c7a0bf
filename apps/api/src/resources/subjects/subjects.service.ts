import {
  bankMessages,
  LET_PART_TITLES,
  LET_PARTS,
  letPartOfCategory,
  SPECIALIZATIONS,
  type LetPart,
  type Subject,
  type SubjectInput,
} from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { nextPosition } from '../../platform/db/order.ts';
import { allDocs } from '../../platform/db/paginate.ts';
import { updateById } from '../../platform/db/rows.ts';
import type { Database } from '../../platform/db/schema.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';

type Actor = Pick<AuthUser, 'id' | 'email'>;
type SubjectRow = Selectable<Database['subjects']>;

const isPart = (value: string): value is LetPart => (LET_PARTS as readonly string[]).includes(value);
const isSpecialization = (value: string | null): value is (typeof SPECIALIZATIONS)[number] =>
  value !== null && (SPECIALIZATIONS as readonly string[]).includes(value);

export const toSubject = (row: SubjectRow): Subject => ({
  _id: row.id,
  part: isPart(row.part) ? row.part : 'general',
  specialization: isSpecialization(row.specialization) ? row.specialization : null,
  title: row.title,
});

/** Every subject, in the order the lists show them: by part, then specialization, then position. */
export async function subjectRows(db: Db): Promise<SubjectRow[]> {
  const rows = await db.selectFrom('subjects').selectAll().orderBy('position').orderBy('created_at').execute();
  const partOrder = (row: SubjectRow) => LET_PARTS.indexOf(row.part as LetPart);
  const specializationOrder = (row: SubjectRow) =>
    row.specialization === null ? -1 : SPECIALIZATIONS.indexOf(row.specialization as (typeof SPECIALIZATIONS)[number]);
  return rows.sort((a, b) => partOrder(a) - partOrder(b) || specializationOrder(a) - specializationOrder(b));
}

export const listSubjects = async (db: Db) => allDocs((await subjectRows(db)).map(toSubject));

async function assertTitleFree(db: Db, part: string, title: string, except?: string) {
  const clash = await db
    .selectFrom('subjects')
    .select('id')
    .where('part', '=', part)
    .where(sql<string>`lower(title)`, '=', title.toLowerCase())
    .executeTakeFirst();
  if (clash && clash.id !== except) {
    throw new Conflict(`${LET_PART_TITLES[part as LetPart] ?? part} already has a subject called "${title}"`);
  }
}

/** A new subject, last on its list. */
export async function createSubject(deps: Deps, actor: Actor, input: SubjectInput) {
  const title = input.title.trim();
  const specialization = input.part === 'specialization' ? (input.specialization ?? null) : null;
  await assertTitleFree(deps.db, input.part, title);
  return deps.db.transaction().execute(async (trx) => {
    const id = randomId();
    const position = await nextPosition(trx, 'subjects');
    await trx.insertInto('subjects').values({ id, part: input.part, specialization, title, position }).execute();
    await recordAudit(trx, actor, 'subject.create', id, {
      before: null,
      after: { part: input.part, specialization, title },
    });
    return toSubject(await trx.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

/** Another title for a subject: the questions tagged with it follow, as they point at its id. */
export async function renameSubject(deps: Deps, actor: Actor, id: string, title: string) {
  const clean = title.trim();
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new NotFound('Subject not found');
    await assertTitleFree(trx, before.part, clean, id);
    await updateById(trx, 'subjects', id, { title: clean });
    await recordAudit(trx, actor, 'subject.rename', id, { before: { title: before.title }, after: { title: clean } });
    return toSubject({ ...before, title: clean });
  });
}

/**
 * The subjects a question of `categoryId` may carry: its LET part's list, or null when the
 * category counts towards no part (a category staff added), whose questions carry none.
 */
async function subjectsOfCategory(db: Db, categoryId: string | null) {
  const part = letPartOfCategory(categoryId);
  if (!part) return null;
  const rows = (await subjectRows(db)).filter((row) => row.part === part);
  return { part, title: LET_PART_TITLES[part], rows };
}

/**
 * The rule the form's select keeps (decision 0076): a question's subject is one of its
 * category's part, and a category of no part takes none. 400 naming `field` otherwise.
 */
export async function assertSubject(db: Db, categoryId: string, subjectId: string | undefined, field: string) {
  if (!subjectId) return;
  const list = await subjectsOfCategory(db, categoryId);
  if (!list) {
    const category = await db.selectFrom('categories').select('title').where('id', '=', categoryId).executeTakeFirst();
    throw new InvalidInput(field, bankMessages.subjectWithoutPart(category?.title ?? categoryId));
  }
  if (!list.rows.some((row) => row.id === subjectId)) {
    throw new InvalidInput(
      field,
      bankMessages.subjectNotInPart(
        list.title,
        list.rows.map((row) => row.title),
      ),
    );
  }
}
