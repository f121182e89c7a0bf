import * as Domain from '@review-center/domain';
import type { Accommodation } from '../contract/accommodations.ts';
import type { StatementChannelMapping, StatementImport, StatementLine } from '../contract/statement-imports.ts';
import * as fixtures from './fixtures.ts';

/** What the mock API holds. Handlers read and change it, so a story can walk through a flow. */
export interface MockState {
  /** The user every bearer token stands for; null: tokens are refused (401). */
  me: Domain.CurrentUser | null;
  /** Accounts that can sign in with {@link MOCK_PASSWORD}. */
  users: Domain.User[];
  offerings: Domain.Offering[];
  enrollments: Domain.Enrollment[];
  payments: Domain.Payment[];
  announcements: Domain.Announcement[];
  lecturers: Domain.Lecturer[];
  categories: Domain.Category[];
  coupons: Domain.Coupon[];
  /** `'not-enrolled'` answers 403 and null 404 (product §6). */
  courseware: Domain.Courseware | null | 'not-enrolled';
  progress: Domain.Progress;
  subscriptions: Domain.Subscription[];
  examTemplates: Domain.ExamTemplate[];
  /** Exam-day records granted by staff (decision 0083). */
  accommodations: Accommodation[];
  userExams: Domain.UserExam[];
  questions: Domain.Question[];
  answers: Domain.Answer[];
  uploads: Domain.UploadResult[];
  discussions: Domain.Discussion[];
  opinions: Domain.Opinion[];
  /** Ids of discussions and opinions staff hid (decision 0038). */
  hiddenPosts: string[];
  /** The center's details (decision 0046). */
  center: Domain.CenterSettings;
  /** Lecturers staff hid (decision 0047): listed to staff, not on the site. */
  hiddenLecturers: string[];
  /**
   * Practice and the review queue (decision 0081): when each item is next due (by question id)
   * and the feedback given to each answer id (an answer sent twice counts once);
   * `'not-enrolled'` answers 403, as for a reviewee without access to any offering.
   */
  practice: MockPractice | 'not-enrolled';
  /** The cashier's statement imports, each with its rows, and each channel's columns (decision 0088). */
  statementImports: (StatementImport & { lines: StatementLine[] })[];
  statementMappings: StatementChannelMapping[];
}

export interface MockPractice {
  items: fixtures.PracticeItemFixture[];
  due: Record<string, string>;
  /** By the device's answer id: the feedback given, and the question it answered. */
  answers: Record<
    string,
    { questionId: string; correct: boolean; key: string; rationale: string | null; nextDue: string }
  >;
  /** The daily goal in answers a day (null: turned off) and whether the streak is shown. */
  preferences: { dailyGoal: Domain.PracticeGoal | null; streak: boolean };
  /** How many answers were given on each Manila day (YYYY-MM-DD), this session's included. */
  answersByDay: Record<string, number>;
}

/** The password every mock account accepts. */
export const MOCK_PASSWORD = 'Password123';

/**
 * Named data sets, one per state a screen shows (product §2, §4). Exam windows are placed around
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
  'exam-access-ended',
] as const;
export type MockScenario = (typeof MOCK_SCENARIOS)[number];

const HOUR = 3_600_000;

function examWindow(now: Date, fromOffsetHours: number, untilOffsetHours: number): Domain.ExamTemplate {
  return {
    ...fixtures.examTemplateFixture,
    availableFrom: new Date(now.getTime() + fromOffsetHours * HOUR).toISOString(),
    availableUntil: new Date(now.getTime() + untilOffsetHours * HOUR).toISOString(),
  };
}

export function createMockState(scenario: MockScenario = 'default', now: Date = new Date()): MockState {
  const open = examWindow(now, -1, 3);
  const attempt = (fixture: Domain.UserExam): Domain.UserExam => ({ ...fixture, exam: { ...fixture.exam, ...open } });
  const state: MockState = {
    me: fixtures.currentUserFixture,
    users: [fixtures.currentUserFixture, fixtures.sparseUserFixture, fixtures.adminUserFixture],
    offerings: structuredClone(fixtures.offeringFixtures),
    enrollments: structuredClone(Object.values(fixtures.enrollmentFixtures)),
    payments: structuredClone(fixtures.paymentFixtures),
    announcements: structuredClone(fixtures.announcementFixtures),
    lecturers: structuredClone(fixtures.lecturerFixtures),
    categories: structuredClone(fixtures.categoryFixtures),
    coupons: structuredClone(fixtures.couponFixtures),
    courseware: fixtures.coursewareFixture,
    progress: structuredClone(fixtures.progressFixture),
    subscriptions: structuredClone(fixtures.subscriptionFixtures),
    examTemplates: [open],
    accommodations: [],
    userExams: [],
    questions: structuredClone(fixtures.questionFixtures),
    answers: [],
    uploads: structuredClone(fixtures.uploadFixtures),
    discussions: structuredClone(fixtures.discussionFixtures),
    opinions: structuredClone(fixtures.opinionFixtures),
    hiddenPosts: [],
    center: structuredClone(fixtures.centerFixture),
    hiddenLecturers: [],
    statementImports: [],
    statementMappings: [],
    // Two items overdue (due today) and one due in three days (this week); one not yet in the queue.
    practice: {
      items: structuredClone(fixtures.practiceItemFixtures),
      due: {
        'q-1': new Date(now.getTime() - 48 * HOUR).toISOString(),
        'q-3': new Date(now.getTime() - 24 * HOUR).toISOString(),
        'q-4': new Date(now.getTime() + 72 * HOUR).toISOString(),
      },
      answers: {},
      // The default goal met on the two days before today, nothing answered yet today: a 2-day streak.
      preferences: { dailyGoal: Domain.DEFAULT_PRACTICE_GOAL, streak: true },
      answersByDay: {
        [Domain.addDays(Domain.calendarDateOf(now), -2)]: 20,
        [Domain.addDays(Domain.calendarDateOf(now), -1)]: 25,
      },
    },
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
        center: Domain.emptyCenterSettings(),
        courseware: null,
        progress: { overall: [], summary: [], series: [] },
        subscriptions: [],
        examTemplates: [],
        practice: 'not-enrolled',
      };
    case 'sparse-profile':
      return {
        ...state,
        me: { ...fixtures.sparseUserFixture, token: fixtures.currentUserFixture.token },
        enrollments: [],
        payments: [],
      };
    case 'admin':
      return { ...state, me: { ...fixtures.adminUserFixture, token: fixtures.currentUserFixture.token } };
    case 'courseware-not-enrolled':
      return { ...state, courseware: 'not-enrolled' };
    case 'exam-continue':
      return { ...state, userExams: [attempt(fixtures.userExamFixtures.inProgress)] };
    case 'exam-completed':
      return { ...state, userExams: [attempt(fixtures.userExamFixtures.completed)] };
    case 'exam-not-yet-available':
      return { ...state, examTemplates: [examWindow(now, 2, 6)] };
    case 'exam-ended':
      return { ...state, examTemplates: [examWindow(now, -6, -2)] };
    case 'exam-not-found':
      return { ...state, examTemplates: [] };
    case 'exam-access-ended':
      // Bound to an offering whose six months of access ended a month ago (decision 0067).
      return {
        ...state,
        examTemplates: [{ ...open, accessEndedAt: new Date(now.getTime() - 30 * 24 * HOUR).toISOString() }],
      };
  }
}
