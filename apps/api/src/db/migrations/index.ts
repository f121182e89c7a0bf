import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_offerings.ts';
import * as m0002 from './0002_core.ts';
import * as m0003 from './0003_payment_amount_due.ts';
import * as m0004 from './0004_audit_log.ts';
import * as m0005 from './0005_staff_enrollments.ts';
import * as m0006 from './0006_staff_people.ts';

/** Versioned migrations, applied in name order at start. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_offerings': { up: m0001.up, down: m0001.down },
  '0002_core': { up: m0002.up, down: m0002.down },
  '0003_payment_amount_due': { up: m0003.up, down: m0003.down },
  '0004_audit_log': { up: m0004.up, down: m0004.down },
  '0005_staff_enrollments': { up: m0005.up, down: m0005.down },
  '0006_staff_people': { up: m0006.up, down: m0006.down },
};
