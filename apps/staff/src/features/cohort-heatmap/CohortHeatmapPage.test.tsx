// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { CohortHeatmap } from '@review-center/api-client/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CohortHeatmapPage } from './CohortHeatmapPage.tsx';

const HEATMAP: CohortHeatmap = {
  by: 'branch',
  exams: [{ _id: 'exam-1', name: 'GenEd mock', availableUntil: '2026-03-01T00:00:00.000Z', completed: 3 }],
  counted: ['exam-1'],
  subjects: [
    { _id: 'general-english', title: 'English', part: 'general', specialization: null },
    { _id: 'general-mathematics', title: 'Mathematics', part: 'general', specialization: null },
    { _id: null, title: 'No subject', part: null, specialization: null },
  ],
  groups: [
    { _id: 'Manila', title: 'Manila' },
    { _id: null, title: 'No enrollment' },
  ],
  cells: [
    // 4 of 6: 66.66 % (not rounded up); 1 of 2: 50 % exactly.
    { subject: 'general-mathematics', group: 'Manila', score: 4, items: 6, reviewees: 2 },
    { subject: 'general-english', group: 'Manila', score: 1, items: 2, reviewees: 1 },
    { subject: null, group: null, score: 0, items: 5, reviewees: 1 },
  ],
  totals: [
    { subject: 'general-english', score: 1, items: 2, reviewees: 1 },
    { subject: 'general-mathematics', score: 4, items: 6, reviewees: 2 },
    { subject: null, score: 0, items: 5, reviewees: 1 },
  ],
};

let answer: CohortHeatmap = HEATMAP;
const asked = vi.fn<(input: unknown) => void>();
vi.mock('../../app/staff-queries.ts', () => ({
  useStaffQuery: (_name: string, input: unknown) => {
    asked(input);
    return { data: answer, error: null, isPending: false, isError: false, isPlaceholderData: false };
  },
}));
const saved = vi.fn<(name: string, blob: Blob) => void>();
vi.mock('../../app/download.ts', () => ({ saveFile: (name: string, blob: Blob) => saved(name, blob) }));

beforeEach(() => {
  answer = HEATMAP;
  asked.mockReset();
  saved.mockReset();
});
afterEach(cleanup);

function show() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CohortHeatmapPage />
    </MemoryRouter>,
  );
  return user;
}

describe('CohortHeatmapPage (decision 0085)', () => {
  it('should show each subject’s figure and reviewees per branch under its part, with the scale explained', () => {
    show();
    const table = screen.getByRole('table', { name: 'Average per LET subject by branch (1 exam)' });
    expect(screen.getByRole('region', { name: 'Average per LET subject by branch (1 exam)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Subject', 'Manila', 'No enrollment', 'Everyone']);
    expect(within(table).getByRole('rowheader', { name: 'General Education' })).toBeInTheDocument();
    const mathematics = within(table).getByRole('row', { name: /^Mathematics/ });
    expect(
      within(mathematics)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['66.66%2 reviewees', '—', '66.66%2 reviewees']);
    const english = within(table).getByRole('row', { name: /^English/ });
    expect(within(english).getAllByRole('cell')[0]).toHaveTextContent('50.00%1 reviewee');
    const legend = screen.getByRole('list', { name: 'Colour scale' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Below 50 %: under the LET’s part minimum',
      '50 % to under 75 %: short of the passing average',
      '75 % or more: at the passing average or above',
    ]);
  });

  it('should export the same figures, a line per cell, everyone’s included', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved).toHaveBeenCalledOnce();
    const [name, blob] = saved.mock.calls[0]!;
    expect(name).toBe('cohort-heatmap-by-branch.csv');
    expect((await blob.text()).split('\r\n')).toEqual([
      'Subject,Part,Branch,Reviewees,Right answers,Items,Average (%)',
      'English,General Education,Manila,1,1,2,50.00',
      'English,General Education,Everyone,1,1,2,50.00',
      'Mathematics,General Education,Manila,2,4,6,66.66',
      'Mathematics,General Education,Everyone,2,4,6,66.66',
      'No subject,,No enrollment,1,0,5,0.00',
      'No subject,,Everyone,1,0,5,0.00',
      '',
    ]);
  });

  it('should ask by offering and for one exam when the person chooses them', async () => {
    const user = show();
    expect(asked).toHaveBeenLastCalledWith({ query: { by: 'branch' } });
    await user.click(screen.getByRole('button', { name: /Columns$/ }));
    await user.click(await screen.findByRole('option', { name: 'Offering' }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ query: { by: 'offering' } }));
    await user.click(screen.getByRole('button', { name: /Exam$/ }));
    await user.click(await screen.findByRole('option', { name: 'GenEd mock (3 completed attempts)' }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ query: { by: 'offering', exams: 'exam-1' } }));
  });

  it('should say so when nobody has completed the exam', () => {
    answer = { ...HEATMAP, subjects: [], groups: [], cells: [], totals: [] };
    show();
    expect(screen.getByText('No completed attempt of this exam yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
