import { NotFound } from '@review-center/design-system';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PaymentDecisionPage } from '../features/payments/PaymentDecisionPage.tsx';
import { PaymentQueuePage } from '../features/payments/PaymentQueuePage.tsx';
import { StaffLayout } from './StaffLayout.tsx';

/** The console's pages, under /staff (the router's basename). */
export const routes: RouteObject[] = [
  {
    element: <StaffLayout />,
    children: [
      { index: true, element: <Navigate to="/payments" replace /> },
      { path: 'payments', element: <PaymentQueuePage /> },
      { path: 'payments/:id', element: <PaymentDecisionPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
