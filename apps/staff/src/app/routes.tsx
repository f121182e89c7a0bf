import { NotFound } from '@review-center/design-system';
import type { RouteObject } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { EnrollmentDetailPage } from '../features/enrollments/EnrollmentDetailPage.tsx';
import { EnrollmentsPage } from '../features/enrollments/EnrollmentsPage.tsx';
import { PaymentDecisionPage } from '../features/payments/PaymentDecisionPage.tsx';
import { PaymentQueuePage } from '../features/payments/PaymentQueuePage.tsx';
import { StaffLayout } from './StaffLayout.tsx';

/** The console's pages, under /staff (the router's basename). */
export const routes: RouteObject[] = [
  {
    element: <StaffLayout />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'payments', element: <PaymentQueuePage /> },
      { path: 'payments/:id', element: <PaymentDecisionPage /> },
      { path: 'enrollments', element: <EnrollmentsPage /> },
      { path: 'enrollments/:id', element: <EnrollmentDetailPage /> },
      // Each role's pages load when first opened: a cashier's first load carries none of them.
      {
        path: 'reviewees',
        lazy: async () => ({ Component: (await import('../features/reviewees/RevieweesPage.tsx')).RevieweesPage }),
      },
      {
        path: 'reviewees/:id',
        lazy: async () => ({ Component: (await import('../features/reviewees/RevieweePage.tsx')).RevieweePage }),
      },
      {
        path: 'exams',
        lazy: async () => ({ Component: (await import('../features/exam-results/ExamsPage.tsx')).ExamsPage }),
      },
      {
        path: 'exams/:id',
        lazy: async () => ({
          Component: (await import('../features/exam-results/ExamResultsPage.tsx')).ExamResultsPage,
        }),
      },
      {
        path: 'reviewees/:id/exams',
        lazy: async () => ({
          Component: (await import('../features/exam-results/RevieweeAttemptsPage.tsx')).RevieweeAttemptsPage,
        }),
      },
      {
        path: 'support',
        lazy: async () => ({ Component: (await import('../features/support/TicketsPage.tsx')).TicketsPage }),
      },
      {
        path: 'support/:id',
        lazy: async () => ({ Component: (await import('../features/support/TicketPage.tsx')).TicketPage }),
      },
      {
        path: 'staff-accounts',
        lazy: async () => ({
          Component: (await import('../features/staff-accounts/StaffAccountsPage.tsx')).StaffAccountsPage,
        }),
      },
      {
        path: 'audit',
        lazy: async () => ({ Component: (await import('../features/audit/AuditPage.tsx')).AuditPage }),
      },
      {
        path: 'outbox',
        lazy: async () => ({ Component: (await import('../features/outbox/OutboxPage.tsx')).OutboxPage }),
      },
      {
        path: 'discussions',
        lazy: async () => ({
          Component: (await import('../features/moderation/ModerationPage.tsx')).ModerationPage,
        }),
      },
      {
        path: 'offerings',
        lazy: async () => ({ Component: (await import('../features/catalogue/OfferingsPage.tsx')).OfferingsPage }),
      },
      {
        path: 'offerings/new',
        lazy: async () => ({
          Component: (await import('../features/catalogue/OfferingEditorPage.tsx')).OfferingEditorPage,
        }),
      },
      {
        path: 'offerings/:id',
        lazy: async () => ({
          Component: (await import('../features/catalogue/OfferingEditorPage.tsx')).OfferingEditorPage,
        }),
      },
      {
        path: 'coupons',
        lazy: async () => ({ Component: (await import('../features/catalogue/CouponsPage.tsx')).CouponsPage }),
      },
      {
        path: 'branches-and-schedules',
        lazy: async () => ({ Component: (await import('../features/catalogue/BranchesPage.tsx')).BranchesPage }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('../features/settings/SettingsPage.tsx')).SettingsPage }),
      },
      {
        path: 'lecturers',
        lazy: async () => ({ Component: (await import('../features/lecturers/LecturersPage.tsx')).LecturersPage }),
      },
      {
        path: 'questions',
        lazy: async () => ({
          Component: (await import('../features/question-bank/QuestionBankPage.tsx')).QuestionBankPage,
        }),
      },
      {
        path: 'questions/new',
        lazy: async () => ({
          Component: (await import('../features/question-bank/QuestionEditPage.tsx')).NewQuestionPage,
        }),
      },
      {
        path: 'questions/:id',
        lazy: async () => ({
          Component: (await import('../features/question-bank/QuestionEditPage.tsx')).QuestionEditPage,
        }),
      },
      {
        path: 'exam-templates',
        lazy: async () => ({
          Component: (await import('../features/exam-templates/ExamTemplatesPage.tsx')).ExamTemplatesPage,
        }),
      },
      {
        path: 'exam-templates/new',
        lazy: async () => ({
          Component: (await import('../features/exam-templates/ExamTemplateEditPage.tsx')).NewExamTemplatePage,
        }),
      },
      {
        path: 'exam-templates/:id',
        lazy: async () => ({
          Component: (await import('../features/exam-templates/ExamTemplateEditPage.tsx')).ExamTemplateEditPage,
        }),
      },
      {
        path: 'exam-templates/:id/preview',
        lazy: async () => ({
          Component: (await import('../features/exam-templates/ExamPreviewPage.tsx')).ExamPreviewPage,
        }),
      },
      {
        path: 'announcements',
        lazy: async () => ({
          Component: (await import('../features/content/AnnouncementsPage.tsx')).AnnouncementsPage,
        }),
      },
      {
        path: 'announcements/new',
        lazy: async () => ({
          Component: (await import('../features/content/AnnouncementEditorPage.tsx')).NewAnnouncementPage,
        }),
      },
      {
        path: 'announcements/:id',
        lazy: async () => ({
          Component: (await import('../features/content/AnnouncementEditorPage.tsx')).EditAnnouncementPage,
        }),
      },
      {
        path: 'courseware',
        lazy: async () => ({
          Component: (await import('../features/content/CoursewareListPage.tsx')).CoursewareListPage,
        }),
      },
      {
        path: 'courseware/:id',
        lazy: async () => ({
          Component: (await import('../features/content/CoursewareEditorPage.tsx')).CoursewareEditorPage,
        }),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
