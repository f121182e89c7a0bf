import type { AuditEntityType, AuditEntry } from '@review-center/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { randomId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { pageOf, newestFirst, type PageQuery } from '../db/paginate.ts';
import type { AuditLogTable, Database } from '../db/schema.ts';
import type { AuthUser } from '../http/deps.ts';

type Fields = Record<string, unknown>;

/** What one staff action changed: the fields as they were and as they are now. */
interface Change {
  /** The fields the action changed, as they were (null when it created the record). */
  before: Fields | null;
  /** The same fields afterwards (null when it deleted the record). */
  after: Fields | null;
}

/**
 * `record.verb`, e.g. `enrollment.approve`: the record's kind is the entry's entity type. An action
 * named after something else (a receipt of an enrollment) names its entity type too.
 */
type Action = `${AuditEntityType}.${string}` | { action: string; entityType: AuditEntityType };

/**
 * Writes the one audit entry of a staff action (decision 0027) on the record `entityId`. Call it
 * inside the action's transaction, so the change and its entry are kept or lost together.
 */
export async function recordAudit(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'email'>,
  action: Action,
  entityId: string,
  change: Change,
): Promise<void> {
  const named = typeof action === 'string' ? { action, entityType: action.split('.')[0] as AuditEntityType } : action;
  await db
    .insertInto('audit_log')
    .values({
      id: randomId(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: named.action,
      entity_type: named.entityType,
      entity_id: entityId,
      before: change.before === null ? null : JSON.stringify(change.before),
      after: change.after === null ? null : JSON.stringify(change.after),
    })
    .execute();
}

/**
 * Creates a record: inserts `fields` into `table` under a new id, with the audit entry of the
 * creation, whose `after` is what the log keeps of the record, in one transaction. The new id.
 */
export async function insertAudited<T extends keyof Database>(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'email'>,
  action: Action,
  table: T,
  fields: Omit<Insertable<Database[T]>, 'id'>,
  after: Fields,
): Promise<string> {
  const id = randomId();
  await db.transaction().execute(async (trx) => {
    // Kysely cannot name a column of a table chosen by a type parameter: a record has an `id`.
    const tables = trx as unknown as Kysely<{ [name: string]: { id: string } }>;
    await tables
      .insertInto(table as string)
      .values({ id, ...fields } as never)
      .execute();
    await recordAudit(trx, actor, action, id, { before: null, after });
  });
  return id;
}

const toEntry = (row: Selectable<AuditLogTable>): AuditEntry => ({
  _id: row.id,
  actor: { _id: row.actor_id, email: row.actor_email },
  action: row.action,
  entityType: row.entity_type as AuditEntityType,
  entityId: row.entity_id,
  before: row.before,
  after: row.after,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A record's history, oldest first: what the record's own page shows. */
export async function historyOf(db: Db, entityType: AuditEntityType, entityId: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();
  return rows.map(toEntry);
}

export interface AuditQuery extends PageQuery {
  entityType?: AuditEntityType | undefined;
  entityId?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
}

/** The administrator's list, newest first, filtered by record, actor (e-mail) or action. */
export function listAudit(db: Db, query: AuditQuery) {
  let base = db.selectFrom('audit_log');
  if (query.entityType) base = base.where('entity_type', '=', query.entityType);
  if (query.entityId) base = base.where('entity_id', '=', query.entityId);
  if (query.actor) base = base.where('actor_email', '=', query.actor.toLowerCase());
  if (query.action) base = base.where('action', '=', query.action);
  return newestFirst(base, pageOf(query, 50), (rows) => rows.map(toEntry));
}

/** Only the fields that changed, before and after. */
export function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
