import {
  bannerOfferingLabel,
  centerSettingsSchema,
  emptyCenterSettings,
  PAYMENT_OPTIONS,
  paymentAccountsOf,
  type CenterSettings,
  type CenterSettingsInput,
} from '@review-center/domain';
import type { CenterDetails } from '../config/center.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { InvalidInput } from '../errors.ts';
import type { AuthUser, Deps } from '../http/deps.ts';
import { invalidatePublicPages } from '../site/freshness.ts';

/** The one row of `center_settings` (migration 0010). */
const ROW_ID = 'center';

/**
 * The center's details as stored, or, before anything is stored, the product's name and nothing
 * else (decision 0046: a production site leaves out what an administrator has not filled in). A
 * stored document that no longer reads as the schema (a field added since) is filled from the
 * empty settings, field by field, rather than failing the site.
 */
export async function readCenterSettings(db: Db): Promise<CenterSettings> {
  const row = await db.selectFrom('center_settings').select('data').where('id', '=', ROW_ID).executeTakeFirst();
  const empty = emptyCenterSettings();
  if (!row) return empty;
  const stored = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Partial<CenterSettings>;
  const merged = {
    ...empty,
    ...stored,
    paymentAccounts: { ...empty.paymentAccounts, ...stored.paymentAccounts },
  };
  const parsed = centerSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : empty;
}

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
    const after: CenterSettings = { ...input, sample: false };
    await writeCenterSettings(trx, after);
    const changed = (Object.keys(after) as (keyof CenterSettings)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    await recordAudit(trx, actor, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: ROW_ID,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    return after;
  });
  invalidatePublicPages();
  return saved;
}

/** The details an e-mail shows (decision 0039), from the settings. */
export function centerDetailsOf(settings: CenterSettings): CenterDetails {
  const set = (value: string) => (value === '' ? undefined : value);
  return {
    name: settings.name,
    supportEmail: set(settings.supportEmail),
    supportPhone: set(settings.supportPhone),
    itSupportEmail: set(settings.itSupportEmail),
    address: set(settings.address),
    paymentAccounts: paymentAccountsOf(settings),
    sample: settings.sample,
  };
}

/** Settings holding what configuration gave (CENTER_*, PAYMENT_ACCOUNTS), the rest left empty. */
export function settingsFromDetails(details: CenterDetails): CenterSettings {
  const settings = emptyCenterSettings();
  settings.name = details.name;
  settings.supportEmail = details.supportEmail ?? '';
  settings.supportPhone = details.supportPhone ?? '';
  settings.itSupportEmail = details.itSupportEmail ?? '';
  settings.address = details.address ?? '';
  for (const channel of PAYMENT_OPTIONS) {
    const account = details.paymentAccounts.find((a) => a.channel === channel);
    if (account)
      settings.paymentAccounts[channel] = { accountName: account.accountName, accountNumber: account.accountNumber };
  }
  settings.sample = details.sample;
  return settings;
}

/**
 * The first start's settings (decision 0046): demo mode's labelled samples; otherwise what the
 * environment configures (`CENTER_*`, `PAYMENT_ACCOUNTS`), as the first value an administrator
 * then edits; with neither, nothing (a production site omits what is not set). Once a row
 * exists the environment is not read again: the console is the one place to change them.
 */
export async function seedCenterSettings(db: Db, initial: CenterSettings | null): Promise<void> {
  if (!initial) return;
  await db
    .insertInto('center_settings')
    .values({ id: ROW_ID, data: JSON.stringify(initial) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The center's details for a message: the settings an administrator keeps in the staff console
 * (decision 0046), read with `db` (inside a change's transaction, that transaction: PGlite has one
 * connection). Without a database (a message rendered ahead of time) the configuration's.
 */
export async function centerDetails(deps: { config: { center: CenterDetails }; db?: Db }): Promise<CenterDetails> {
  if (!deps.db) return deps.config.center;
  return centerDetailsOf(await readCenterSettings(deps.db));
}
