import type { CatalogueOption } from '@review-center/api-client/contract';
import type { CatalogueOptionFormValues } from '@review-center/domain';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomId } from '../../platform/auth/tokens.ts';
import { rowById } from '../../platform/db/rows.ts';
import type { Db } from '../../platform/db/database.ts';
import { nextPosition } from '../../platform/db/order.ts';
import { Conflict } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';

/*
 * The administrator's list of branches and schedules (decision 0045). Every change writes one
 * audit entry in its own transaction (decision 0027).
 */

const PLURAL = { branch: 'branches', schedule: 'schedules' } as const;

export async function listOptions(db: Db): Promise<{ docs: CatalogueOption[] }> {
  const rows = await db
    .selectFrom('catalogue_options')
    .selectAll()
    .orderBy('kind')
    .orderBy('position')
    .orderBy('name')
    .execute();
  return { docs: rows.map((row) => ({ _id: row.id, kind: row.kind as CatalogueOption['kind'], name: row.name })) };
}

export async function createOption(deps: Deps, actor: AuthUser, input: CatalogueOptionFormValues) {
  return deps.db.transaction().execute(async (trx) => {
    const id = randomId();
    const row = await trx
      .insertInto('catalogue_options')
      .values({
        id,
        kind: input.kind,
        name: input.name,
        position: await nextPosition(trx, 'catalogue_options', input.kind),
      })
      .onConflict((oc) => oc.columns(['kind', 'name']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Conflict(`The list of ${PLURAL[input.kind]} already has ${input.name}`);
    await recordAudit(trx, actor, { action: `${input.kind}.create`, entityType: 'catalogue-option' }, id, {
      before: null,
      after: { kind: input.kind, name: input.name },
    });
    return { _id: row.id, kind: input.kind, name: row.name };
  });
}

export async function deleteOption(deps: Deps, actor: AuthUser, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await rowById(trx, 'catalogue_options', id, 'Branch or schedule not found');
    await trx.deleteFrom('catalogue_options').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: `${row.kind}.delete`, entityType: 'catalogue-option' }, id, {
      before: { kind: row.kind, name: row.name },
      after: null,
    });
    return { message: `${row.name} was removed from the list` };
  });
}
