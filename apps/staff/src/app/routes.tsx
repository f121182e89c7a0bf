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
      { path: '*', element: <NotFound /> },
    ],
  },
];
