import {
  centerSettingsSchema,
  emptyCenterSettings,
  PAYMENT_OPTIONS,
  paymentAccountsOf,
  type CenterSettings,
} from '@review-center/domain';
import type { Db } from '../db/database.ts';
import type { CenterDetails } from './center.ts';

/*
 * Where the center's details are kept (decision 0046): the one row of `center_settings`, read
 * by every e-mail and page, seeded on a first start. The settings resource writes it (PUT
 * /admin/center); the platform only reads and seeds it, so mail needs no resource.
 */

/** The one row of `center_settings` (migration 0010). */
export const CENTER_SETTINGS_ROW = 'center';
const ROW_ID = CENTER_SETTINGS_ROW;

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

/** The details an e-mail shows (decision 0039), from the settings. */
function centerDetailsOf(settings: CenterSettings): CenterDetails {
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
