import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * Seconds each slow test file took on a fresh clone, by project and path in the project, as the
 * test command's report prints them. Only their order matters: the longest start first, so a
 * lane's two workers end together (decision 0066). The journeys' figures are from a5a9ab8 with
 * nothing else running; the unit and component files' (over 9 s) from 6b87714 under load. A
 * journey missing here (a new one) starts first, as Vitest starts files it has not seen; another
 * file missing here starts after the listed ones, in Vitest's order. A stale figure costs time,
 * never a result.
 */
const SECONDS: Record<string, number> = {
  'e2e exam-authoring.e2e.ts': 121,
  'e2e receipts.e2e.ts': 30, // measured alone (2026-11-28), not in a full run
  'e2e refunds.e2e.ts': 21, // measured alone (2026-11-28), not in a full run
  'e2e statement-imports.e2e.ts': 35, // measured alone (2026-11-29), not in a full run
  'e2e backups.e2e.ts': 12, // measured alone (2026-11-28)
  'e2e enrollment.e2e.ts': 116,
  'e2e console-walk.e2e.ts': 97,
  'e2e exam.e2e.ts': 82,
  'e2e accommodations.e2e.ts': 60, // estimated (2026-11-29): the 20-second grace, then the closing job
  'e2e catalogue.e2e.ts': 110, // with the offering order (2026-11-28, measured alone, 135 s)
  'e2e staff.e2e.ts': 65,
  'e2e content-editing.e2e.ts': 62,
  'e2e payment.e2e.ts': 55,
  'e2e account-area.e2e.ts': 48,
  'e2e accounts.e2e.ts': 48,
  'e2e devices.e2e.ts': 45,
  'e2e staff-people.e2e.ts': 39,
  'e2e exam-reminders.e2e.ts': 100, // measured alone (2026-11-29), under load; two rounds of a job every minute
  'e2e center-content.e2e.ts': 75, // with the holidays (2026-11-28, measured alone, 75 s)
  'e2e slow-upload.e2e.ts': 27,
  'e2e public-pages.e2e.ts': 27,
  'e2e discussions.e2e.ts': 24,
  'e2e home.e2e.ts': 23,
  'e2e exam-results.e2e.ts': 22,
  'e2e cohort-heatmap.e2e.ts': 21, // measured alone (2026-11-28)
  'e2e questions.e2e.ts': 82, // measured alone (2026-11-28), under load; 30 s of it a window closing
  'e2e support.e2e.ts': 15,
  'e2e phone.e2e.ts': 9,
  'e2e api-reference.e2e.ts': 9,
  'e2e form-before-app.e2e.ts': 4,
  'e2e route-errors.e2e.ts': 4,
  'api src/fuzz.test.ts': 173,
  'forms src/RegistrationForm/RegistrationForm.test.tsx': 98,
  'api src/platform/backup/backup.test.ts': 88,
  'forms src/EnrollmentAccountStep/EnrollmentAccountStep.test.tsx': 73,
  'scripts scripts/consumer/consumer.test.ts': 56,
  'api (postgres) src/scaling.test.ts': 51,
  'api src/demo/accounts.test.ts': 41,
  'api (postgres) src/platform/backup/backup.test.ts': 35,
  'api src/resources/exams/exams.test.ts': 35,
  'api src/resources/enrollments/enrollments.test.ts': 32,
  'api (postgres) src/resources/enrollments/enrollments.test.ts': 28,
  'api src/resources/coupons/coupons.test.ts': 26,
  'site src/features/account/AccountPage.test.tsx': 25,
  'api (postgres) src/resources/exams/exams.test.ts': 24,
  'api src/resources/enrollments/staff.test.ts': 23,
  'api src/platform/backup/schedule.test.ts': 23,
  'forms src/PaymentProofForm/PaymentProofForm.test.tsx': 22,
  'api src/demo/demo-reviewee.test.ts': 21,
  'api (postgres) src/resources/enrollments/staff.test.ts': 21,
  'api src/platform/http/roles.test.ts': 21,
  'api src/platform/mail/sent.test.ts': 20,
  'api src/resources/exam-templates/exam-templates.test.ts': 20,
  'api (postgres) src/resources/coupons/coupons.test.ts': 19,
  'api src/resources/discussions/discussions.test.ts': 17,
  'api src/platform/audit/audit.test.ts': 15,
  'api (postgres) src/resources/devices/devices.test.ts': 14,
  'api src/platform/http/hygiene.test.ts': 13,
  'api src/platform/mail/outbox.test.ts': 13,
  'api (postgres) src/resources/staff-accounts/staff-accounts.test.ts': 12,
  'api src/platform/auth/rate-limit.test.ts': 12,
  'api (postgres) src/resources/users/users.test.ts': 12,
  'api (postgres) src/resources/offerings/catalogue.test.ts': 12,
  'api src/resources/devices/devices.test.ts': 12,
  'api src/platform/auth/sessions.test.ts': 12,
  'api src/resources/exam-results/exam-results.test.ts': 12,
  'api src/app.test.ts': 12,
  'api src/resources/reviewees/reviewees.test.ts': 12,
  'api src/resources/settings/settings.test.ts': 11,
  'api src/resources/offerings/catalogue.test.ts': 11,
  'api src/resources/staff-accounts/staff-accounts.test.ts': 11,
  'api src/resources/lecturers/lecturers.test.ts': 11,
  'api src/resources/users/users.test.ts': 10,
  'api src/platform/web/site.test.ts': 10,
  'api src/resources/announcements/staff-announcements.test.ts': 10,
  'api src/platform/http/health.test.ts': 9,
};

/**
 * Vitest's own order, but the files above longest first. On a fresh clone Vitest has no timings
 * of its own and starts the largest files first: a short file of long waits (the console walk)
 * started last and ran alone for a minute while the other worker sat idle, and the form tests,
 * small files of slow typing, ran last in the unit lane for two minutes after the API's.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (file: TestSpecification) =>
      SECONDS[`${file.project.name} ${path.relative(file.project.config.root, file.moduleId)}`] ??
      (file.project.name === 'e2e' ? 1e6 : 0);
    // A stable sort: files without a figure keep Vitest's order among themselves.
    return sorted
      .map((file, index) => ({ file, index, seconds: seconds(file) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ file }) => file);
  }
}
