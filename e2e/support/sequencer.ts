import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * Seconds each journey file took on a fresh clone (2026-11-28, nothing else running), read from
 * the test command's report. Only their order matters: the longest start first, so the two
 * workers end together (decision 0066). A file missing here (a new journey) starts first, as
 * Vitest starts files it has not seen; a stale figure costs time, never a result.
 */
const SECONDS: Record<string, number> = {
  'exam-authoring.e2e.ts': 102,
  'enrollment.e2e.ts': 87,
  'exam.e2e.ts': 69,
  'catalogue.e2e.ts': 68,
  'staff.e2e.ts': 63,
  'console-walk.e2e.ts': 59,
  'content-editing.e2e.ts': 57,
  'payment.e2e.ts': 49,
  'account-area.e2e.ts': 49,
  'accounts.e2e.ts': 43,
  'staff-people.e2e.ts': 40,
  'home.e2e.ts': 32,
  'slow-upload.e2e.ts': 29,
  'center-content.e2e.ts': 29,
  'public-pages.e2e.ts': 27,
  'exam-results.e2e.ts': 25,
  'discussions.e2e.ts': 20,
  'support.e2e.ts': 15,
  'phone.e2e.ts': 12,
  'api-reference.e2e.ts': 8,
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
