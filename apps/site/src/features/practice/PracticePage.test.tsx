import { createHandlers, createMockState, type MockOptions, userFixture } from '@review-center/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../app/format-date.ts';
import { setSessionToken } from '../../app/session.ts';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { PracticePage } from './PracticePage.tsx';

const server = setupMockApi();

// The mock API's clock: two items overdue, one due in three days (mocks/state.ts).
const NOW = new Date('2026-03-02T02:00:00.000Z');
const DAY = 86_400_000;

function openPractice(options: MockOptions = {}) {
  server.use(...createHandlers({ baseUrl: API, now: () => NOW, ...options }));
  setSessionToken(`token-${userFixture._id}`);
  return renderPage(<PracticePage />, { path: '/practice' });
}

const nothingDue = () => {
  const state = createMockState('default', NOW);
  if (state.practice !== 'not-enrolled') state.practice.due = {};
  return state;
};

describe('PracticePage', () => {
  it('should show what is due today and this week, and start a review of the due items', async () => {
    openPractice();
    expect(await screen.findByText('Due today: 2')).toBeInTheDocument();
    expect(screen.getByText('Due this week: 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Practice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review due items' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Mathematics (1 item)' })).toBeInTheDocument();
    const sizes = screen.getByRole('radiogroup', { name: 'Number of questions' });
    expect(within(sizes).getByRole('radio', { name: '10' })).toBeChecked();
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['10', '20', '50']);
  });

  it('should disable Review due items, and say why, when nothing is due', async () => {
    openPractice({ state: nothingDue() });
    expect(await screen.findByText('Due today: 0')).toBeInTheDocument();
    const review = screen.getByRole('button', { name: 'Review due items' });
    expect(review).toBeDisabled();
    expect(review).toHaveAccessibleDescription('Nothing is due for review today.');
  });

  it('should refuse to start without a subject, with a summary whose link focuses the first checkbox', async () => {
    const user = userEvent.setup();
    openPractice();
    await user.click(await screen.findByRole('button', { name: 'Start practice' }));
    const summary = screen.getByTestId('form-error-summary');
    expect(summary).toHaveTextContent('Choose at least one subject');
    const first = screen.getAllByRole('checkbox')[0]!;
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Choose at least one subject');
    await user.click(screen.getByRole('radio', { name: '20' }));
    await user.click(within(summary).getByRole('link', { name: 'Subjects: Choose at least one subject' }));
    expect(first).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /^Question/ })).not.toBeInTheDocument();
  });

  it('should practise the chosen subjects, one question at a time', async () => {
    const user = userEvent.setup();
    openPractice();
    await user.click(await screen.findByRole('checkbox', { name: 'Mathematics (1 item)' }));
    await user.click(screen.getByRole('button', { name: 'Start practice' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toHaveFocus();
    expect(screen.getByText(/What is the value of/)).toBeInTheDocument();
  });

  it('should give feedback on a right and a wrong answer, move to the next, and end with the score', async () => {
    const user = userEvent.setup();
    openPractice();
    await user.click(await screen.findByRole('button', { name: 'Review due items' }));

    // The longest overdue first: constructivism (key B), then the equation (key C).
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeDisabled();
    await user.click(
      screen.getByRole('radio', { name: 'Learners build new understanding on what they already know.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Correct')).toBeInTheDocument();
    expect(status).toHaveTextContent('The answer: B. Learners build new understanding on what they already know.');
    expect(status).toHaveTextContent('Constructivism holds that learners build knowledge on what they know.');
    expect(status).toHaveTextContent(`Next review: ${formatDate(new Date(NOW.getTime() + 4 * DAY).toISOString())}`);
    const next = screen.getByRole('button', { name: 'Next question' });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('checkbox', { name: 'I was unsure' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await within(screen.getByRole('status')).findByText('Not quite')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The answer: C. 5');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Next review: ${formatDate(new Date(NOW.getTime() + DAY).toISOString())}`,
    );
    await user.click(screen.getByRole('button', { name: 'See how you did' }));

    expect(await screen.findByRole('heading', { name: 'Practice finished' })).toHaveFocus();
    expect(screen.getByText('You answered 1 of 2 correctly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to practice' }));
    // The two answers rescheduled both items: none is due today any more.
    expect(await screen.findByText('Due today: 0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review queue' })).toHaveFocus();
  });

  it('should say what happened when an answer is not sent, keep the choice, and send it again', async () => {
    const user = userEvent.setup();
    const state = createMockState('default', NOW);
    openPractice({ state, failures: { answerPractice: 'network' } });
    await user.click(await screen.findByRole('button', { name: 'Review due items' }));
    const option = await screen.findByRole('radio', {
      name: 'Learners build new understanding on what they already know.',
    });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - No network connection. Your answer was not checked; your choice is kept. Check your connection, then press Try again.',
    );
    expect(option).toBeChecked();
    expect(screen.queryByText('Correct')).not.toBeInTheDocument();

    server.use(...createHandlers({ baseUrl: API, now: () => NOW, state }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('status')).findByText('Correct')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should tell a reviewee without an active enrollment where to get one', async () => {
    openPractice({ failures: { getPracticeOverview: 403 } });
    expect(await screen.findByText(/Practice is for reviewees with an active enrollment\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offerings' })).toHaveAttribute('href', '/offerings');
    expect(screen.queryByRole('button', { name: 'Review due items' })).not.toBeInTheDocument();
  });
});
