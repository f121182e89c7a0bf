// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExamResultsPage } from '../features/exam-results/pages.tsx';
import { QuestionBankPage } from '../features/questions/QuestionBankPage.tsx';
import { counted } from './counted.ts';

/** The answers of the staff calls the pages read: one of everything. */
const DATA: Record<string, unknown> = {
  getExamResults: {
    exam: {
      _id: 'exam-1',
      slug: 'mock',
      name: 'Mock exam',
      category: null,
      items: 1,
      attempts: 1,
      completed: 1,
      availableFrom: '2026-01-01T00:00:00.000Z',
      availableUntil: '2026-02-01T00:00:00.000Z',
    },
    attempts: [],
    distribution: [],
    statistics: [],
  },
  listBankQuestions: {
    docs: [{ _id: 'q-1', text: '<p>Who?</p>', category: null, difficulty: 'easy', correct: 'A', state: 'active' }],
    totalDocs: 1,
  },
  listCategories: { docs: [], totalDocs: 0 },
};

vi.mock('./staff-queries.ts', () => ({
  useStaffQuery: (name: string) => ({ data: DATA[name], error: null, isPending: false, isError: false }),
  useStaffAction: () => ({ mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false }),
}));
vi.mock('./staff-user.ts', () => ({ useStaffUser: () => ({ role: 'admin' }) }));
vi.mock('./api-client.ts', () => ({ apiClient: { call: () => new Promise(() => undefined) } }));
vi.mock('@review-center/design-system/charts', () => ({ ProgressChart: () => null }));

afterEach(cleanup);

function show(page: ReactElement) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('counted', () => {
  it('should say the singular for exactly one and the plural otherwise', () => {
    expect(counted(1, 'attempt')).toBe('1 attempt');
    expect(counted(0, 'attempt')).toBe('0 attempts');
    expect(counted(2, 'attempt')).toBe('2 attempts');
    expect(counted(1, 'entry', 'entries')).toBe('1 entry');
    expect(counted(3, 'entry', 'entries')).toBe('3 entries');
  });
});

describe('counts in the console', () => {
  it('exam results: should say "1 attempt" and "1 item", not "1 attempts"', () => {
    show(<ExamResultsPage />);
    expect(screen.getByText(/^1 attempt, 1 completed/)).toBeInTheDocument();
    expect(screen.getByText(/· 1 item ·/)).toBeInTheDocument();
  });

  it('question bank: should say "1 question"', () => {
    show(<QuestionBankPage />);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 question$/);
  });
});
