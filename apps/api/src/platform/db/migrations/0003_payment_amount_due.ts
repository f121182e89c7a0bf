import type { Kysely } from 'kysely';

/**
 * The amount a payment covers, computed by the server when the proof is submitted (decision
 * 0022): `price` stays the amount the reviewee declared, for the cashier to compare.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('amount_due', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('amount_due').execute();
}
