import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * Seconds each journey file took on a fresh clone (2026-11-28, a5a9ab8, nothing else running), read from
 * the test command's report. Only their order matters: the longest start first, so the two
 * workers end together (decision 0066). A file missing here (a new journey) starts first, as
 * Vitest starts files it has not seen; a stale figure costs time, never a result.
 */
const SECONDS: Record<string, number> = {
  'exam-authoring.e2e.ts': 121,
  'enrollment.e2e.ts': 116,
  'console-walk.e2e.ts': 97,
  'exam.e2e.ts': 82,
  'catalogue.e2e.ts': 71,
  'staff.e2e.ts': 65,
  'content-editing.e2e.ts': 62,
  'payment.e2e.ts': 55,
  'account-area.e2e.ts': 48,
  'accounts.e2e.ts': 48,
  'devices.e2e.ts': 45,
  'staff-people.e2e.ts': 39,
  'center-content.e2e.ts': 30,
  'receipts.e2e.ts': 30, // measured alone (2026-11-28), not in a full run
  'slow-upload.e2e.ts': 27,
  'public-pages.e2e.ts': 27,
  'discussions.e2e.ts': 24,
  'home.e2e.ts': 23,
  'exam-results.e2e.ts': 22,
  'support.e2e.ts': 15,
  'phone.e2e.ts': 9,
  'api-reference.e2e.ts': 9,
  'form-before-app.e2e.ts': 4,
  'route-errors.e2e.ts': 4,
};

/**
 * Vitest's own order, but the journeys longest first. On a fresh clone Vitest has no timings of
 * its own and starts the largest files first; a short file of long waits (the console walk) then
 * started last and ran alone for a minute while the other worker sat idle.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (file: TestSpecification) => SECONDS[path.basename(file.moduleId)] ?? 1e6;
    const journeys = sorted.filter(isJourney).sort((a, b) => seconds(b) - seconds(a));
    return sorted.map((file) => (isJourney(file) ? journeys.shift()! : file));
  }
}

const isJourney = (file: TestSpecification) => file.project.name === 'e2e';
