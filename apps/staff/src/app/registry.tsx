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

/** A page of a lazy area: its component by its name in the area's module. */
type LazyPage<M> = {
  path: string;
  calls: readonly CallName[];
  page: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];
};

/**
 * An area whose pages are fetched on first visit, all from its one module (its page, or its
 * folder's `pages.ts`): each page names its component there, checked against the module's exports.
 */
function lazyArea<M>({
  load,
  pages,
  ...area
}: Omit<Resource, 'pages'> & { load: () => Promise<M>; pages: readonly LazyPage<M>[] }): Resource {
  return {
    ...area,
    pages: pages.map(({ page, ...rest }) => ({ ...rest, load: async () => (await load())[page] as ComponentType })),
  };
}

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
  lazyArea({
    name: 'statement-imports',
    label: 'Bank statements',
    nav: { group: 'Enrollments', order: 3 },
    task: 'imports bank statements',
    load: () => import('../features/statement-imports/pages.tsx'),
    pages: [
      {
        path: 'statement-imports',
        calls: ['listStatementImports', 'listStatementMappings', 'createStatementImport'],
        page: 'StatementImportsPage',
      },
      {
        path: 'statement-imports/:id',
        calls: ['getStatementImport', 'listStatementLines', 'confirmStatementImport'],
        page: 'StatementImportPage',
      },
    ],
  }),
  lazyArea({
    name: 'reviewees',
    label: 'Reviewees',
    nav: { group: 'People', order: 1 },
    task: 'looks after reviewees’ accounts',
    load: () => import('../features/reviewees/pages.tsx'),
    pages: [
      { path: 'reviewees', calls: ['listReviewees'], page: 'RevieweesPage' },
      { path: 'reviewees/:id', calls: ['getReviewee', 'listRevieweeDevices'], page: 'RevieweePage' },
    ],
  }),
  lazyArea({
    name: 'tickets',
    label: 'Support inbox',
    nav: { group: 'People', order: 2 },
    task: 'answers support tickets',
    load: () => import('../features/tickets/pages.tsx'),
    pages: [
      { path: 'support', calls: ['listTickets'], page: 'TicketsPage' },
      { path: 'support/:id', calls: ['getTicket', 'replyToTicket'], page: 'TicketPage' },
    ],
  }),
  lazyArea({
    name: 'discussions',
    label: 'Discussions',
    nav: { group: 'People', order: 3 },
    task: 'moderates discussions',
    load: () => import('../features/discussions/DiscussionsPage.tsx'),
    pages: [{ path: 'discussions', calls: ['listModerationThreads', 'hideDiscussion'], page: 'DiscussionsPage' }],
  }),
  lazyArea({
    name: 'offerings',
    label: 'Offerings',
    nav: { group: 'Catalogue', order: 1 },
    task: 'edits the offerings',
    load: () => import('../features/offerings/pages.ts'),
    pages: [
      { path: 'offerings', calls: ['listCatalogueOfferings'], page: 'OfferingsPage' },
      { path: 'offerings/new', calls: ['createOffering'], page: 'NewOfferingPage' },
      { path: 'offerings/:id', calls: ['getCatalogueOffering', 'updateOffering'], page: 'EditOfferingPage' },
    ],
  }),
  lazyArea({
    name: 'coupons',
    label: 'Coupons',
    nav: { group: 'Catalogue', order: 2 },
    task: 'keeps the coupons',
    load: () => import('../features/coupons/CouponsPage.tsx'),
    pages: [{ path: 'coupons', calls: ['listStaffCoupons', 'createCoupon'], page: 'CouponsPage' }],
  }),
  lazyArea({
    name: 'catalogue-options',
    label: 'Branches and schedules',
    nav: { group: 'Catalogue', order: 3 },
    task: 'keeps the list of branches and schedules',
    load: () => import('../features/catalogue-options/CatalogueOptionsPage.tsx'),
    pages: [
      {
        path: 'branches-and-schedules',
        calls: ['listCatalogueOptions', 'createCatalogueOption'],
        page: 'CatalogueOptionsPage',
      },
    ],
  }),
  lazyArea({
    name: 'questions',
    label: 'Question bank',
    nav: { group: 'Exams', order: 1 },
    task: 'edits the question bank',
    load: () => import('../features/questions/pages.ts'),
    pages: [
      { path: 'questions', calls: ['listBankQuestions'], page: 'QuestionBankPage' },
      { path: 'questions/new', calls: ['createBankQuestion'], page: 'NewQuestionPage' },
      { path: 'questions/:id', calls: ['getBankQuestion', 'updateBankQuestion'], page: 'QuestionEditPage' },
    ],
  }),
  lazyArea({
    name: 'subjects',
    label: 'LET subjects',
    nav: { group: 'Exams', order: 5 },
    task: 'keeps the lists of LET subjects',
    load: () => import('../features/subjects/SubjectsPage.tsx'),
    pages: [{ path: 'subjects', calls: ['listSubjects', 'createSubject'], page: 'SubjectsPage' }],
  }),
  lazyArea({
    name: 'exam-templates',
    label: 'Exam templates',
    nav: { group: 'Exams', order: 2 },
    task: 'edits the exam templates',
    load: () => import('../features/exam-templates/pages.ts'),
    pages: [
      { path: 'exam-templates', calls: ['listStaffExamTemplates'], page: 'ExamTemplatesPage' },
      { path: 'exam-templates/new', calls: ['createExamTemplate'], page: 'NewExamTemplatePage' },
      {
        path: 'exam-templates/:id',
        calls: ['getStaffExamTemplate', 'updateExamTemplate'],
        page: 'ExamTemplateEditPage',
      },
      { path: 'exam-templates/:id/preview', calls: ['previewExamTemplate'], page: 'ExamPreviewPage' },
    ],
  }),
  lazyArea({
    name: 'exam-results',
    label: 'Exam results',
    nav: { group: 'Exams', order: 3 },
    task: 'reads the exam results',
    load: () => import('../features/exam-results/pages.tsx'),
    pages: [
      { path: 'exams', calls: ['listStaffExams'], page: 'ExamsPage' },
      { path: 'exams/:id', calls: ['getExamResults'], page: 'ExamResultsPage' },
      { path: 'reviewees/:id/exams', calls: ['listRevieweeAttempts'], page: 'RevieweeAttemptsPage' },
    ],
  }),
  lazyArea({
    name: 'accommodations',
    label: 'Exam day',
    nav: { group: 'Exams', order: 4 },
    task: 'grants exam accommodations',
    load: () => import('../features/accommodations/pages.tsx'),
    pages: [
      { path: 'accommodations', calls: ['listExamDays'], page: 'ExamDaysPage' },
      {
        path: 'accommodations/:id',
        calls: ['getExamDay', 'grantAccommodation', 'removeAccommodation', 'reopenAttempt'],
        page: 'ExamDayPage',
      },
    ],
  }),
  lazyArea({
    name: 'cohort-heatmap',
    label: 'Cohort heatmap',
    nav: { group: 'Exams', order: 4 },
    task: 'reads the cohort heatmap',
    load: () => import('../features/cohort-heatmap/CohortHeatmapPage.tsx'),
    pages: [{ path: 'cohort-heatmap', calls: ['getCohortHeatmap'], page: 'CohortHeatmapPage' }],
  }),
  lazyArea({
    name: 'practice',
    label: 'Practice',
    nav: { group: 'Exams', order: 6 },
    task: 'reads the practice figures',
    load: () => import('../features/practice/pages.tsx'),
    pages: [
      { path: 'practice', calls: ['listPracticeUse'], page: 'PracticeUsePage' },
      { path: 'practice/missed', calls: ['listMissedItems', 'listSubjects'], page: 'MissedItemsPage' },
    ],
  }),
  lazyArea({
    name: 'announcements',
    label: 'Announcements',
    nav: { group: 'Content', order: 1 },
    task: 'writes announcements',
    load: () => import('../features/announcements/pages.tsx'),
    pages: [
      { path: 'announcements', calls: ['listStaffAnnouncements'], page: 'AnnouncementsPage' },
      { path: 'announcements/new', calls: ['createAnnouncement'], page: 'NewAnnouncementPage' },
      {
        path: 'announcements/:id',
        calls: ['getStaffAnnouncement', 'updateAnnouncement'],
        page: 'EditAnnouncementPage',
      },
    ],
  }),
  lazyArea({
    name: 'courseware',
    label: 'Courseware',
    nav: { group: 'Content', order: 2 },
    task: 'writes the courseware',
    load: () => import('../features/courseware/pages.tsx'),
    pages: [
      { path: 'courseware', calls: ['listCoursewarePages'], page: 'CoursewareListPage' },
      { path: 'courseware/:id', calls: ['getCoursewarePage', 'saveCoursewarePage'], page: 'CoursewareEditorPage' },
    ],
  }),
  lazyArea({
    name: 'lecturers',
    label: 'Lecturers',
    nav: { group: 'Content', order: 3 },
    task: 'keeps the lecturers',
    load: () => import('../features/lecturers/LecturersPage.tsx'),
    pages: [{ path: 'lecturers', calls: ['listStaffLecturers', 'createLecturer'], page: 'LecturersPage' }],
  }),
  lazyArea({
    name: 'staff-accounts',
    label: 'Staff accounts',
    nav: { group: 'Center', order: 1 },
    task: 'manages staff accounts',
    load: () => import('../features/staff-accounts/StaffAccountsPage.tsx'),
    pages: [{ path: 'staff-accounts', calls: ['listStaff', 'createStaff'], page: 'StaffAccountsPage' }],
  }),
  lazyArea({
    name: 'audit',
    label: 'Audit log',
    nav: { group: 'Center', order: 2 },
    task: 'reads the audit log',
    load: () => import('../features/audit/AuditPage.tsx'),
    pages: [{ path: 'audit', calls: ['listAuditLog'], page: 'AuditPage' }],
  }),
  lazyArea({
    name: 'outbox',
    label: 'E-mail outbox',
    nav: { group: 'Center', order: 3 },
    task: 'reads the e-mail outbox',
    load: () => import('../features/outbox/OutboxPage.tsx'),
    pages: [{ path: 'outbox', calls: ['listOutbox'], page: 'OutboxPage' }],
  }),
  lazyArea({
    name: 'settings',
    label: 'Center settings',
    nav: { group: 'Center', order: 4 },
    task: 'changes the center’s details',
    load: () => import('../features/settings/SettingsPage.tsx'),
    pages: [{ path: 'settings', calls: ['getCenter', 'updateCenter'], page: 'SettingsPage' }],
  }),
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
