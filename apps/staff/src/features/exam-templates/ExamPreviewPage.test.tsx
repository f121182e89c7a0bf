// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExamPreviewPage } from './ExamPreviewPage.tsx';

const options = [
  { label: 'A', data: '<p>Deductive</p>' },
  { label: 'B', data: '<p>Inductive</p>' },
];
const template = {
  _id: 'tpl-1',
  name: 'Prof Ed mock',
  instructions: '',
  duration: 60,
  hasTimeLimit: true,
  shuffleQuestions: false,
  shuffleOptions: false,
  showAnswersAfterWindow: true,
};
let data: Record<string, unknown> = {};

vi.mock('../../app/staff-queries.ts', () => ({
  useStaffQuery: (name: string) => ({ data: data[name], error: null, isPending: false, isError: false }),
}));

afterEach(cleanup);

function show(showAnswersAfterWindow = true) {
  data = {
    getStaffExamTemplate: { ...template, showAnswersAfterWindow },
    previewExamTemplate: {
      questions: [{ _id: 'q-1', question: { data: '<p>Which approach?</p>' }, questionGroup: null, options }],
      review: [
        {
          question: 'q-1',
          stem: '<p>Which approach?</p>',
          passage: null,
          options,
          answer: null,
          correct: 'B',
          rationale: '<p>From examples to the rule.<img src="data:image/png;base64,AAAA" alt="Pixel"></p>',
        },
      ],
    },
  };
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/exam-templates/tpl-1/preview']}>
      <Routes>
        <Route path="/exam-templates/:id/preview" element={<ExamPreviewPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe('ExamPreviewPage: the review after the window (decision 0076)', () => {
  it('should show the review a reviewee reads, the choice made while taking it as the answer', async () => {
    const user = show();
    await user.click(screen.getByRole('radio', { name: 'Deductive' }));
    await user.click(screen.getByRole('tab', { name: 'Review after the window' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('A. Deductive — your answer');
    expect(panel).toHaveTextContent('B. Inductive — correct answer');
    expect(panel).toHaveTextContent('Wrong.');
    expect(panel).toHaveTextContent('RationaleFrom examples to the rule.');
  });

  it("should sanitize with the site's sanitizer: a data: image loses its source", async () => {
    const user = show();
    await user.click(screen.getByRole('tab', { name: 'Review after the window' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('img', { name: 'Pixel' })).not.toHaveAttribute('src');
  });

  it('should say when reviewees get no review', async () => {
    const user = show(false);
    await user.click(screen.getByRole('tab', { name: 'Review after the window' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/Reviewees do not get this review/);
  });
});
