import type { Contract } from '@review-center/api-client/contract';
import { roleAllows, STAFF_ROLES, type StaffRole } from '@review-center/domain';
import type { ComponentType } from 'react';
import staffCalls from 'virtual:contract-roles';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { EnrollmentDetailPage } from '../features/enrollments/EnrollmentDetailPage.tsx';
import { EnrollmentsPage } from '../features/enrollments/EnrollmentsPage.tsx';
import { PaymentDecisionPage } from '../features/payments/PaymentDecisionPage.tsx';
import { PaymentQueuePage } from '../features/payments/PaymentQueuePage.tsx';

/**
 * One address of the console: its path under /staff ('' is the dashboard), the contract calls
 * it cannot work without, and its page: `Page` when it ships in the first load (the cashier's
 * pages), `load` when it is fetched on first visit.
 */
/** A call of the contract, by its name there. */
type CallName = keyof Contract;

/** Each staff call's `roles`, read from the contract when the console is built (../../contract-roles.ts). */
const contractRoles = staffCalls as Partial<Record<CallName, readonly StaffRole[]>>;

export type ConsolePage = { path: string; calls: readonly CallName[] } & (
  { Page: ComponentType; load?: never } | { load: () => Promise<ComponentType>; Page?: never }
);

/** The navigation's groups, in the order the bar shows them. */
const NAV_GROUPS = ['Overview', 'Enrollments', 'People', 'Catalogue', 'Exams', 'Content', 'Center'] as const;

/**
 * One area of the console (decision 0060): its name (the nav label and the refusal's heading),
 * its place in the navigation, its pages (the first one is where the navigation links), and
 * what its refusal says the allowed roles do ("Only an administrator {task}.").
 */
export interface Resource {
  name: string;
  label: string;
  nav: { group: (typeof NAV_GROUPS)[number]; order: number } | null;
  task: string;
  pages: readonly ConsolePage[];
}

/** Staff who are not the administrator: the roles the registry decides for. */
const NON_ADMIN_ROLES = STAFF_ROLES.filter((role) => role !== 'admin');

/**
 * The roles that may use a page, read from the contract: those allowed every call it needs (a
 * call without `roles` is open to all staff; `roles: []` is the administrator's alone, as the
 * server's guard reads it). The administrator always may, so is never listed.
 */
const pageRoles = (page: ConsolePage): readonly StaffRole[] =>
  NON_ADMIN_ROLES.filter((role) =>
    page.calls.every((call) => {
      const roles = contractRoles[call];
      return roles === undefined || roleAllows(role, roles);
    }),
  );

/** Whether `role` may open `page`. */
export const mayUse = (role: string, page: ConsolePage): boolean => roleAllows(role, pageRoles(page));

/** The console's areas. Routes, the navigation and every role check come from this list. */
export const resources: readonly Resource[] = [
  {
    name: 'dashboard',
    label: 'Dashboard',
    nav: { group: 'Overview', order: 1 },
    task: 'reads the dashboard',
    pages: [{ path: '', calls: ['getDashboard'], Page: DashboardPage }],
  },
  {
    name: 'payments',
    label: 'Payments',
    nav: { group: 'Enrollments', order: 1 },
    task: 'reviews payments',
    pages: [
      { path: 'payments', calls: ['listReviewEnrollments'], Page: PaymentQueuePage },
      {
        path: 'payments/:id',
        calls: ['getReviewEnrollment', 'approveEnrollment', 'rejectEnrollment'],
        Page: PaymentDecisionPage,
      },
    ],
  },
  {
    name: 'enrollments',
    label: 'Enrollments',
    nav: { group: 'Enrollments', order: 2 },
    task: 'looks after enrollments',
    pages: [
      { path: 'enrollments', calls: ['listStaffEnrollments'], Page: EnrollmentsPage },
      { path: 'enrollments/:id', calls: ['getStaffEnrollment'], Page: EnrollmentDetailPage },
    ],
  },
  {
    name: 'reviewees',
    label: 'Reviewees',
    nav: { group: 'People', order: 1 },
    task: 'looks after reviewees’ accounts',
    pages: [
      {
        path: 'reviewees',
        calls: ['listReviewees'],
        load: async () => (await import('../features/reviewees/RevieweesPage.tsx')).RevieweesPage,
      },
      {
        path: 'reviewees/:id',
        calls: ['getReviewee', 'listRevieweeDevices'],
        load: async () => (await import('../features/reviewees/RevieweePage.tsx')).RevieweePage,
      },
    ],
  },
  {
    name: 'support',
    label: 'Support inbox',
    nav: { group: 'People', order: 2 },
    task: 'answers support tickets',
    pages: [
      {
        path: 'support',
        calls: ['listTickets'],
        load: async () => (await import('../features/support/TicketsPage.tsx')).TicketsPage,
      },
      {
        path: 'support/:id',
        calls: ['getTicket', 'replyToTicket'],
        load: async () => (await import('../features/support/TicketPage.tsx')).TicketPage,
      },
    ],
  },
  {
    name: 'discussions',
    label: 'Discussions',
    nav: { group: 'People', order: 3 },
    task: 'moderates discussions',
    pages: [
      {
        path: 'discussions',
        calls: ['listModerationThreads', 'hideDiscussion'],
        load: async () => (await import('../features/moderation/ModerationPage.tsx')).ModerationPage,
      },
    ],
  },
  {
    name: 'offerings',
    label: 'Offerings',
    nav: { group: 'Catalogue', order: 1 },
    task: 'edits the offerings',
    pages: [
      {
        path: 'offerings',
        calls: ['listCatalogueOfferings'],
        load: async () => (await import('../features/catalogue/OfferingsPage.tsx')).OfferingsPage,
      },
      {
        path: 'offerings/new',
        calls: ['createOffering'],
        load: async () => (await import('../features/catalogue/OfferingEditorPage.tsx')).OfferingEditorPage,
      },
      {
        path: 'offerings/:id',
        calls: ['getCatalogueOffering', 'updateOffering'],
        load: async () => (await import('../features/catalogue/OfferingEditorPage.tsx')).OfferingEditorPage,
      },
    ],
  },
  {
    name: 'coupons',
    label: 'Coupons',
    nav: { group: 'Catalogue', order: 2 },
    task: 'keeps the coupons',
    pages: [
      {
        path: 'coupons',
        calls: ['listStaffCoupons', 'createCoupon'],
        load: async () => (await import('../features/catalogue/CouponsPage.tsx')).CouponsPage,
      },
    ],
  },
  {
    name: 'branches-and-schedules',
    label: 'Branches and schedules',
    nav: { group: 'Catalogue', order: 3 },
    task: 'keeps the list of branches and schedules',
    pages: [
      {
        path: 'branches-and-schedules',
        calls: ['listCatalogueOptions', 'createCatalogueOption'],
        load: async () => (await import('../features/catalogue/BranchesPage.tsx')).BranchesPage,
      },
    ],
  },
  {
    name: 'questions',
    label: 'Question bank',
    nav: { group: 'Exams', order: 1 },
    task: 'edits the question bank',
    pages: [
      {
        path: 'questions',
        calls: ['listBankQuestions'],
        load: async () => (await import('../features/questions/QuestionBankPage.tsx')).QuestionBankPage,
      },
      {
        path: 'questions/new',
        calls: ['createBankQuestion'],
        load: async () => (await import('../features/questions/QuestionEditPage.tsx')).NewQuestionPage,
      },
      {
        path: 'questions/:id',
        calls: ['getBankQuestion', 'updateBankQuestion'],
        load: async () => (await import('../features/questions/QuestionEditPage.tsx')).QuestionEditPage,
      },
    ],
  },
  {
    name: 'exam-templates',
    label: 'Exam templates',
    nav: { group: 'Exams', order: 2 },
    task: 'edits the exam templates',
    pages: [
      {
        path: 'exam-templates',
        calls: ['listStaffExamTemplates'],
        load: async () => (await import('../features/exam-templates/ExamTemplatesPage.tsx')).ExamTemplatesPage,
      },
      {
        path: 'exam-templates/new',
        calls: ['createExamTemplate'],
        load: async () => (await import('../features/exam-templates/ExamTemplateEditPage.tsx')).NewExamTemplatePage,
      },
      {
        path: 'exam-templates/:id',
        calls: ['getStaffExamTemplate', 'updateExamTemplate'],
        load: async () => (await import('../features/exam-templates/ExamTemplateEditPage.tsx')).ExamTemplateEditPage,
      },
      {
        path: 'exam-templates/:id/preview',
        calls: ['previewExamTemplate'],
        load: async () => (await import('../features/exam-templates/ExamPreviewPage.tsx')).ExamPreviewPage,
      },
    ],
  },
  {
    name: 'exam-results',
    label: 'Exam results',
    nav: { group: 'Exams', order: 3 },
    task: 'reads the exam results',
    pages: [
      {
        path: 'exams',
        calls: ['listStaffExams'],
        load: async () => (await import('../features/exam-results/ExamsPage.tsx')).ExamsPage,
      },
      {
        path: 'exams/:id',
        calls: ['getExamResults'],
        load: async () => (await import('../features/exam-results/ExamResultsPage.tsx')).ExamResultsPage,
      },
      {
        path: 'reviewees/:id/exams',
        calls: ['listRevieweeAttempts'],
        load: async () => (await import('../features/exam-results/RevieweeAttemptsPage.tsx')).RevieweeAttemptsPage,
      },
    ],
  },
  {
    name: 'announcements',
    label: 'Announcements',
    nav: { group: 'Content', order: 1 },
    task: 'writes announcements',
    pages: [
      {
        path: 'announcements',
        calls: ['listStaffAnnouncements'],
        load: async () => (await import('../features/announcements/AnnouncementsPage.tsx')).AnnouncementsPage,
      },
      {
        path: 'announcements/new',
        calls: ['createAnnouncement'],
        load: async () => (await import('../features/announcements/AnnouncementEditorPage.tsx')).NewAnnouncementPage,
      },
      {
        path: 'announcements/:id',
        calls: ['getStaffAnnouncement', 'updateAnnouncement'],
        load: async () => (await import('../features/announcements/AnnouncementEditorPage.tsx')).EditAnnouncementPage,
      },
    ],
  },
  {
    name: 'courseware',
    label: 'Courseware',
    nav: { group: 'Content', order: 2 },
    task: 'writes the courseware',
    pages: [
      {
        path: 'courseware',
        calls: ['listCoursewarePages'],
        load: async () => (await import('../features/courseware/CoursewareListPage.tsx')).CoursewareListPage,
      },
      {
        path: 'courseware/:id',
        calls: ['getCoursewarePage', 'saveCoursewarePage'],
        load: async () => (await import('../features/courseware/CoursewareEditorPage.tsx')).CoursewareEditorPage,
      },
    ],
  },
  {
    name: 'lecturers',
    label: 'Lecturers',
    nav: { group: 'Content', order: 3 },
    task: 'keeps the lecturers',
    pages: [
      {
        path: 'lecturers',
        calls: ['listStaffLecturers', 'createLecturer'],
        load: async () => (await import('../features/lecturers/LecturersPage.tsx')).LecturersPage,
      },
    ],
  },
  {
    name: 'staff-accounts',
    label: 'Staff accounts',
    nav: { group: 'Center', order: 1 },
    task: 'manages staff accounts',
    pages: [
      {
        path: 'staff-accounts',
        calls: ['listStaff', 'createStaff'],
        load: async () => (await import('../features/staff-accounts/StaffAccountsPage.tsx')).StaffAccountsPage,
      },
    ],
  },
  {
    name: 'audit',
    label: 'Audit log',
    nav: { group: 'Center', order: 2 },
    task: 'reads the audit log',
    pages: [
      {
        path: 'audit',
        calls: ['listAuditLog'],
        load: async () => (await import('../features/audit/AuditPage.tsx')).AuditPage,
      },
    ],
  },
  {
    name: 'outbox',
    label: 'E-mail outbox',
    nav: { group: 'Center', order: 3 },
    task: 'reads the e-mail outbox',
    pages: [
      {
        path: 'outbox',
        calls: ['listOutbox'],
        load: async () => (await import('../features/outbox/OutboxPage.tsx')).OutboxPage,
      },
    ],
  },
  {
    name: 'settings',
    label: 'Center settings',
    nav: { group: 'Center', order: 4 },
    task: 'changes the center’s details',
    pages: [
      {
        path: 'settings',
        calls: ['getCenter', 'updateCenter'],
        load: async () => (await import('../features/settings/SettingsPage.tsx')).SettingsPage,
      },
    ],
  },
];

const ROLE_NAMES: Record<Exclude<StaffRole, 'admin'>, string> = {
  cashier: 'a cashier',
  registrar: 'a registrar',
  'content-editor': 'a content editor',
  support: 'support staff',
};

/** What the refusal says: who may use the page ("Only a cashier or an administrator reviews payments."). */
export function refusalOf(resource: Resource, page: ConsolePage): string {
  const others = pageRoles(page).map((role) => ROLE_NAMES[role as keyof typeof ROLE_NAMES]);
  const who = others.length === 0 ? 'an administrator' : `${others.join(', ')} or an administrator`;
  return `Only ${who} ${resource.task}.`;
}

/** The navigation a role sees: each area whose first page it may use, by group and order. */
export function navigationFor(role: string): { href: string; label: string; group: string }[] {
  return resources
    .flatMap((resource) => {
      const first = resource.pages[0];
      return resource.nav && first && mayUse(role, first) ? [{ resource, nav: resource.nav, first }] : [];
    })
    .sort((a, b) => NAV_GROUPS.indexOf(a.nav.group) - NAV_GROUPS.indexOf(b.nav.group) || a.nav.order - b.nav.order)
    .map(({ resource, nav, first }) => ({ href: `/${first.path}`, label: resource.label, group: nav.group }));
}
