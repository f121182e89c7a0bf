import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_offerings.ts';
import * as m0002 from './0002_core.ts';
import * as m0003 from './0003_payment_amount_due.ts';
import * as m0004 from './0004_audit_log.ts';
import * as m0005 from './0005_staff_enrollments.ts';
import * as m0006 from './0006_staff_people.ts';
import * as m0007 from './0007_shared_state.ts';
import * as m0008 from './0008_discussions.ts';
import * as m0009 from './0009_catalogue.ts';
import * as m0010 from './0010_center_settings.ts';
import * as m0012 from './0012_exam_authoring.ts';
import * as m0011 from './0011_content_editing.ts';
import * as m0013 from './0013_exam_results.ts';
import * as m0014 from './0014_activation_dates.ts';
import * as m0015 from './0015_devices.ts';
import * as m0017 from './0017_package_offerings.ts';
import * as m0018 from './0018_receipts.ts';
import * as m0019 from './0019_offering_order.ts';
import * as m0020 from './0020_question_subjects_and_rationales.ts';
import * as m0021 from './0021_question_flags.ts';
import * as m0022 from './0022_reminders.ts';
import * as m0023 from './0023_practice.ts';
import * as m0024 from './0024_practice_preferences.ts';
import * as m0025 from './0025_exam_accommodations.ts';
import * as m0026 from './0026_refunds.ts';
import * as m0027 from './0027_closed_by_server.ts';
import * as m0028 from './0028_statement_imports.ts';
import * as m0029 from './0029_exam_reminders.ts';

/** Versioned migrations, applied in name order at start. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_offerings': { up: m0001.up, down: m0001.down },
  '0002_core': { up: m0002.up, down: m0002.down },
  '0003_payment_amount_due': { up: m0003.up, down: m0003.down },
  '0004_audit_log': { up: m0004.up, down: m0004.down },
  '0005_staff_enrollments': { up: m0005.up, down: m0005.down },
  '0006_staff_people': { up: m0006.up, down: m0006.down },
  '0007_shared_state': { up: m0007.up, down: m0007.down },
  '0008_discussions': { up: m0008.up, down: m0008.down },
  '0009_catalogue': { up: m0009.up, down: m0009.down },
  '0010_center_settings': { up: m0010.up, down: m0010.down },
  '0012_exam_authoring': { up: m0012.up, down: m0012.down },
  '0011_content_editing': { up: m0011.up, down: m0011.down },
  '0013_exam_results': { up: m0013.up, down: m0013.down },
  '0014_activation_dates': { up: m0014.up, down: m0014.down },
  '0015_devices': { up: m0015.up, down: m0015.down },
  '0017_package_offerings': { up: m0017.up, down: m0017.down },
  '0018_receipts': { up: m0018.up, down: m0018.down },
  '0019_offering_order': { up: m0019.up, down: m0019.down },
  '0020_question_subjects_and_rationales': { up: m0020.up, down: m0020.down },
  '0021_question_flags': { up: m0021.up, down: m0021.down },
  '0022_reminders': { up: m0022.up, down: m0022.down },
  '0023_practice': { up: m0023.up, down: m0023.down },
  '0024_practice_preferences': { up: m0024.up, down: m0024.down },
  '0025_exam_accommodations': { up: m0025.up, down: m0025.down },
  '0026_refunds': { up: m0026.up, down: m0026.down },
  '0027_closed_by_server': { up: m0027.up, down: m0027.down },
  '0028_statement_imports': { up: m0028.up, down: m0028.down },
  '0029_exam_reminders': { up: m0029.up, down: m0029.down },
};
