import { createHandlers, userFixture } from '@review-center/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../app/session.ts';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { ExamPage } from './ExamPage.tsx';

const SLUG = 'gen-ed-mock-1';
const server = setupMockApi();
afterEach(() => localStorage.clear());

function openExam(scenario?: NonNullable<Parameters<typeof createHandlers>[0]>['scenario'], signedIn = true) {
  server.use(...createHandlers({ baseUrl: API, scenario }));
  if (signedIn) setSessionToken(`token-${userFixture._id}`);
  renderExam();
}

describe('ExamPage', () => {
  it('should ask a signed-out visitor to log in (screen 1)', async () => {
    openExam('default', false);
    expect(await screen.findByRole('heading', { name: 'Log in to take this exam' })).toBeInTheDocument();
    // Login brings the reviewee back to this exam (decision 0036).
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/exams/gen-ed-mock-1')}`,
    );
  });

  it.each([
    ['exam-not-found', 'ERROR CODE: 0001'],
    ['exam-ended', 'ERROR CODE: 0003'],
    ['exam-completed', 'ERROR CODE: 0004'],
  ] as const)('should show the error screen for %s', async (scenario, line) => {
    openExam(scenario);
    expect(await screen.findByText(line)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('should count down to an exam not yet available (screen 8)', async () => {
    openExam('exam-not-yet-available');
    expect(await screen.findByText('Exam available soon (Please refresh when timer expires)')).toBeInTheDocument();
    expect(screen.getByText('ERROR CODE: 0002')).toBeInTheDocument();
    // The mock opens the window two hours from now.
    expect(screen.getByRole('timer').textContent).toMatch(/0[12]:\d\d:\d\d/);
  });

  it('should say when access to the offerings ended, with no START (decision 0067)', async () => {
    openExam('exam-access-ended');
    expect(
      await screen.findByText(
        /^Your access to this offering’s exams ended on [A-Z][a-z]+ \d{1,2}, \d{4}: access is valid for 6 months from activation\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see the offerings' })).toHaveAttribute('href', '/offerings');
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
  });

  it('should offer CONTINUE for an attempt in progress (screen 4)', async () => {
    openExam('exam-continue');
    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeInTheDocument();
  });

  it('should start, keep an answer on the device, and submit after confirming (screens 3, 5, 7)', async () => {
    const user = userEvent.setup();
    openExam('exam-start');
    expect(await screen.findByText(/Philippine|PHT/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'START' }));
    const group = await screen.findByRole('radiogroup');
    await user.click(within(group).getAllByRole('radio')[1]!);
    expect(within(group).getAllByRole('radio')[1]).toBeChecked();
    const stored = Object.entries(localStorage).find(([key]) => key.startsWith('review-center:exam:'));
    expect(stored?.[1]).toContain('"answer":"B"');
    expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toMatch(/\d\d:\d\d:\d\d/);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Once you submit, you will no longer be able to change your answers for this exam.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Exam submitted' })).toBeInTheDocument();
  });

  it('should keep the submit dialog open when the submit fails, say the answers are kept, and submit on Confirm', async () => {
    const user = userEvent.setup();
    openExam('exam-start');
    await user.click(await screen.findByRole('button', { name: 'START' }));
    await user.click(within(await screen.findByRole('radiogroup')).getAllByRole('radio')[1]!);
    let tries = 0;
    server.use(
      http.post(`${API}/users/:id/exams/:examId/complete`, () => {
        tries += 1;
        return tries === 1 ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /They are kept on this device: press Confirm to try again\.$/,
    );
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    const stored = Object.entries(localStorage).find(([key]) => key.startsWith('review-center:exam:'));
    expect(stored?.[1]).toContain('"answer":"B"');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Exam submitted' })).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('should submit by itself once the device is back online after a submit made offline', async () => {
    const user = userEvent.setup();
    openExam('exam-start');
    await user.click(await screen.findByRole('button', { name: 'START' }));
    await user.click(within(await screen.findByRole('radiogroup')).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post(`${API}/users/:id/exams/:examId/complete`, () => HttpResponse.error(), { once: true }));
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'You are offline. Your answers are kept on this device and will be submitted when you are back online.',
      );
    } finally {
      online.mockRestore();
    }
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Exam submitted' })).toBeInTheDocument();
  });

  it('should flag from the keyboard, count the flags, and move to them from the submit dialog (decision 0077)', async () => {
    const user = userEvent.setup();
    openExam('exam-continue');
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    await screen.findByRole('radiogroup');
    // Question 2 was flagged on another device: the attempt brings the flag back.
    const palette = screen.getByRole('grid', { name: 'Questions' });
    expect(await within(palette).findByRole('row', { name: 'Question 2, not answered, flagged' })).toBeInTheDocument();
    expect(screen.getByText('1 question flagged')).toBeInTheDocument();

    // Question 1, flagged from the keyboard: a toggle with a name that stays and a pressed state.
    const toggle = screen.getByRole('button', { name: 'Flag for review' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('2 questions flagged')).toBeInTheDocument();
    expect(within(palette).getByRole('row', { name: 'Question 1, answered, flagged' })).toBeInTheDocument();
    const stored = Object.entries(localStorage).find(([key]) => key.startsWith('review-center:exam-flags:'));
    expect(JSON.parse(stored?.[1] ?? '{}')['q-1']).toMatchObject({ flagged: true });

    // The submit dialog counts them before its own text; "2 flagged" moves to the first of them.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 3 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      '2 flagged, 3 unanswered' + 'Once you submit, you will no longer be able to change your answers for this exam.',
    );
    await user.click(within(dialog).getByRole('link', { name: '2 flagged' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    // Focus is on the question moved to, not on Submit.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Question 1 of 4/));

    // "3 unanswered" moves to question 2, the first without an answer; unflagging it updates the count.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('link', { name: '3 unanswered' }));
    expect(await screen.findByText('Question 2 of 4')).toBeInTheDocument();
    const flagged = screen.getByRole('button', { name: 'Flag for review' });
    expect(flagged).toHaveAttribute('aria-pressed', 'true');
    await user.click(flagged);
    expect(await screen.findByText('1 question flagged')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('1 flagged, 3 unanswered');
  });

  it('should clear the shown answer of a question whose load answers 404 (product §8)', async () => {
    const user = userEvent.setup();
    openExam('exam-continue');
    // The attempt holds answer B for question 1 on the server, but the question itself is gone.
    server.use(
      http.get(`${API}/users/:id/questions/q-1`, () =>
        HttpResponse.json({ message: 'Question not found' }, { status: 404 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('This question was not found: it has no answer to show.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const palette = screen.getByRole('grid', { name: 'Questions' });
    // The palette follows the question in a deferred render (it is 150 cells on a real exam).
    expect(await within(palette).findByRole('row', { name: 'Question 1, not answered' })).toBeInTheDocument();
    // The next question loads as usual.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
  });

  it('should show the error screen without a code line when loading fails (0005)', async () => {
    server.use(...createHandlers({ baseUrl: API, failures: { listExamTemplates: 500 } }));
    setSessionToken(`token-${userFixture._id}`);
    renderExam();
    await waitFor(() => expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument());
    expect(screen.queryByText(/ERROR CODE/)).not.toBeInTheDocument();
  });
});

/** Renders the page with the app's providers and whatever handlers the test installed. */
function renderExam() {
  renderPage(<ExamPage slug={SLUG} />, { path: '*', at: `/exams/${SLUG}` });
}
