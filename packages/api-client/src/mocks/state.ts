import type {
  Announcement,
  Answer,
  Category,
  Coupon,
  Courseware,
  CurrentUser,
  Discussion,
  Enrollment,
  ExamTemplate,
  Lecturer,
  Offering,
  Opinion,
  Payment,
  Progress,
  Question,
  Subscription,
  UploadResult,
  User,
  UserExam,
} from '@review-center/domain';
import {
  adminUserFixture,
  announcementFixtures,
  categoryFixtures,
  couponFixtures,
  coursewareFixture,
  currentUserFixture,
  enrollmentFixtures,
  examTemplateFixture,
  lecturerFixtures,
  offeringFixtures,
  paymentFixtures,
  progressFixture,
  questionFixtures,
  sparseUserFixture,
  subscriptionFixtures,
  uploadFixtures,
  userExamFixtures,
} from './fixtures.ts';

/** What the mock API holds. Handlers read and change it, so a story can walk through a flow. */
export interface MockState {
  /** The user every bearer token stands for; null: tokens are refused (401). */
  me: CurrentUser | null;
  /** Accounts that can sign in with {@link MOCK_PASSWORD}. */
  users: User[];
  offerings: Offering[];
  enrollments: Enrollment[];
  payments: Payment[];
  announcements: Announcement[];
  lecturers: Lecturer[];
  categories: Category[];
  coupons: Coupon[];
  /** `'not-enrolled'` answers 403 and null 404 (spec §6). */
  courseware: Courseware | null | 'not-enrolled';
  progress: Progress;
  subscriptions: Subscription[];
  examTemplates: ExamTemplate[];
  userExams: UserExam[];
  questions: Question[];
  answers: Answer[];
  uploads: UploadResult[];
  discussions: Discussion[];
  opinions: Opinion[];
}

/** The password every mock account accepts. */
export const MOCK_PASSWORD = 'Password123';

/**
 * Named data sets, one per state a screen shows (spec §2, §4). Exam windows are placed around
 * the handlers' `now`, so the exam page sees each of its screens.
 */
export const MOCK_SCENARIOS = [
  'default',
  'signed-out',
  'empty',
  'sparse-profile',
  'admin',
  'courseware-not-enrolled',
  'exam-start',
  'exam-continue',
  'exam-completed',
  'exam-not-yet-available',
  'exam-ended',
  'exam-not-found',
] as const;
export type MockScenario = (typeof MOCK_SCENARIOS)[number];

const HOUR = 3_600_000;

function examWindow(now: Date, fromOffsetHours: number, untilOffsetHours: number): ExamTemplate {
  return {
    ...examTemplateFixture,
    availableFrom: new Date(now.getTime() + fromOffsetHours * HOUR).toISOString(),
    availableUntil: new Date(now.getTime() + untilOffsetHours * HOUR).toISOString(),
  };
}

export function createMockState(scenario: MockScenario = 'default', now: Date = new Date()): MockState {
  const open = examWindow(now, -1, 3);
  const attempt = (fixture: UserExam): UserExam => ({ ...fixture, exam: { ...fixture.exam, ...open } });
  const state: MockState = {
    me: currentUserFixture,
    users: [currentUserFixture, sparseUserFixture, adminUserFixture],
    offerings: structuredClone(offeringFixtures),
    enrollments: structuredClone(Object.values(enrollmentFixtures)),
    payments: structuredClone(paymentFixtures),
    announcements: structuredClone(announcementFixtures),
    lecturers: structuredClone(lecturerFixtures),
    categories: structuredClone(categoryFixtures),
    coupons: structuredClone(couponFixtures),
    courseware: coursewareFixture,
    progress: structuredClone(progressFixture),
    subscriptions: structuredClone(subscriptionFixtures),
    examTemplates: [open],
    userExams: [],
    questions: structuredClone(questionFixtures),
    answers: [],
    uploads: structuredClone(uploadFixtures),
    discussions: [],
    opinions: [],
  };
  switch (scenario) {
    case 'default':
    case 'exam-start':
      return state;
    case 'signed-out':
      return { ...state, me: null };
    case 'empty':
      return {
        ...state,
        enrollments: [],
        payments: [],
        announcements: [],
        lecturers: [],
        coupons: [],
        courseware: null,
        progress: { overall: [], summary: [], series: [] },
        subscriptions: [],
        examTemplates: [],
      };
    case 'sparse-profile':
      return { ...state, me: { ...sparseUserFixture, token: currentUserFixture.token }, enrollments: [], payments: [] };
    case 'admin':
      return { ...state, me: { ...adminUserFixture, token: currentUserFixture.token } };
    case 'courseware-not-enrolled':
      return { ...state, courseware: 'not-enrolled' };
    case 'exam-continue':
      return { ...state, userExams: [attempt(userExamFixtures.inProgress)] };
    case 'exam-completed':
      return { ...state, userExams: [attempt(userExamFixtures.completed)] };
    case 'exam-not-yet-available':
      return { ...state, examTemplates: [examWindow(now, 2, 6)] };
    case 'exam-ended':
      return { ...state, examTemplates: [examWindow(now, -6, -2)] };
    case 'exam-not-found':
      return { ...state, examTemplates: [] };
  }
}
