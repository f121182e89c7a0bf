import { ApiClientProvider } from '@review-center/api-client/react';
import { DesignSystemProvider } from '@review-center/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apiClient, queryClient } from './app/api-client.ts';
import { routes } from './app/routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes, { basename: '/staff' });

createRoot(root).render(
  <StrictMode>
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <RouterProvider router={router} />
        </ApiClientProvider>
      </QueryClientProvider>
    </DesignSystemProvider>
  </StrictMode>,
);
