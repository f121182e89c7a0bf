// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceShow } from './ResourceShow.tsx';

/** Each record answers when its test says so: `answer.get(id)` resolves it. */
const answer = new Map<string, (record: unknown) => void>();
vi.mock('@review-center/api-client/react', () => ({
  callEndpoint: (_client: unknown, _name: string, input: { params: { id: string } }) =>
    new Promise((resolve) => answer.set(input.params.id, resolve)),
}));
vi.mock('../api-client.ts', () => ({ apiClient: {} }));

afterEach(() => {
  cleanup();
  answer.clear();
});

describe('ResourceShow', () => {
  it('should show the next record’s spinner, never the record of the address before', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/enrollments/:id',
          element: (
            <ResourceShow call="getStaffEnrollment" title="Enrollment" noun="enrollment" back={['/', 'Back']}>
              {(enrollment) => <h1>Enrollment {enrollment.reference}</h1>}
            </ResourceShow>
          ),
        },
      ],
      { initialEntries: ['/enrollments/first'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    act(() => answer.get('first')?.({ _id: 'first', reference: 'RC-1' }));
    expect(await screen.findByRole('heading', { name: 'Enrollment RC-1' })).toBeInTheDocument();

    await act(() => router.navigate('/enrollments/second'));
    expect(screen.queryByRole('heading', { name: 'Enrollment RC-1' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading the enrollment' })).toBeInTheDocument();
    act(() => answer.get('second')?.({ _id: 'second', reference: 'RC-2' }));
    expect(await screen.findByRole('heading', { name: 'Enrollment RC-2' })).toBeInTheDocument();
  });
});
