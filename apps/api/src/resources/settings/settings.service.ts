import { bannerOfferingLabel, type CenterSettings, type CenterSettingsInput } from '@review-center/domain';
import { CENTER_SETTINGS_ROW as ROW_ID, readCenterSettings } from '../../platform/config/center-settings.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { InvalidInput } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { invalidatePublicPages } from '../../platform/web/freshness.ts';
import { changedFields } from '../../platform/audit/changes.ts';

async function writeCenterSettings(db: Db, settings: CenterSettings) {
  const data = JSON.stringify(settings);
  await db
    .insertInto('center_settings')
    .values({ id: ROW_ID, data })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: new Date() }))
    .execute();
}

/**
 * The home banner's offers must be offerings (decision 0057): a 400 naming each that is not
 * (deleted since the console loaded its list, or never one). Unpublished ones are allowed: the
 * site leaves them out until they are published.
 */
async function checkBannerOfferings(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = new Set(
    (await db.selectFrom('offerings').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
  );
  const issues = ids.flatMap((id, index) =>
    found.has(id)
      ? []
      : [
          {
            field: `body.bannerOfferings.${index}`,
            problem: `${bannerOfferingLabel(index)} is not an offering (it may have been deleted): choose another, or None`,
          },
        ],
  );
  if (issues.length > 0) throw new InvalidInput(issues);
}

/**
 * PUT /admin/center: the administrator's details replace the stored ones, in one transaction
 * with their audit entry (decision 0027). Saved by an administrator, they are no longer samples.
 * The public pages show them on the next request (decision 0046).
 */
export async function updateCenterSettings(deps: Deps, actor: AuthUser, input: CenterSettingsInput) {
  const saved = await deps.db.transaction().execute(async (trx) => {
    await checkBannerOfferings(trx, input.bannerOfferings);
    const before = await readCenterSettings(trx);
    // A client that predates the holidays sends none: the stored list stays (decision 0078).
    const after: CenterSettings = { ...input, holidays: input.holidays ?? before.holidays, sample: false };
    await writeCenterSettings(trx, after);
    await recordAudit(
      trx,
      actor,
      'settings.update',
      ROW_ID,
      changedFields(before, after, (a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
    return after;
  });
  invalidatePublicPages();
  return saved;
}
