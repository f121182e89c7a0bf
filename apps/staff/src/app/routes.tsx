import { NotFound } from '@review-center/design-system';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AuditPage } from '../features/audit/AuditPage.tsx';
import { PaymentDecisionPage } from '../features/payments/PaymentDecisionPage.tsx';
import { PaymentQueuePage } from '../features/payments/PaymentQueuePage.tsx';
import { RevieweePage } from '../features/reviewees/RevieweePage.tsx';
import { RevieweesPage } from '../features/reviewees/RevieweesPage.tsx';
import { StaffAccountsPage } from '../features/staff-accounts/StaffAccountsPage.tsx';
import { TicketPage } from '../features/support/TicketPage.tsx';
import { TicketsPage } from '../features/support/TicketsPage.tsx';
import { StaffLayout } from './StaffLayout.tsx';

/** The console's pages, under /staff (the router's basename). */
export const routes: RouteObject[] = [
  {
    element: <StaffLayout />,
    children: [
      { index: true, element: <Navigate to="/payments" replace /> },
      { path: 'payments', element: <PaymentQueuePage /> },
      { path: 'payments/:id', element: <PaymentDecisionPage /> },
      { path: 'reviewees', element: <RevieweesPage /> },
      { path: 'reviewees/:id', element: <RevieweePage /> },
      { path: 'support', element: <TicketsPage /> },
      { path: 'support/:id', element: <TicketPage /> },
      { path: 'staff-accounts', element: <StaffAccountsPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
