import { createHandlers, createMockState, type MockOptions, userFixture } from '@review-center/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../app/format-date.ts';
import { setSessionToken } from '../../app/session.ts';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { PracticePage } from './PracticePage.tsx';

const server = setupMockApi();
// Answers still to send stay on the device (decision 0081): none is carried into the next test.
afterEach(() => localStorage.clear());

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
    const status = screen.getByRole('status', { name: 'Feedback' });
    expect(await within(status).findByText('Correct')).toBeInTheDocument();
    expect(status).toHaveTextContent('The answer: B. Learners build new understanding on what they already know.');
    expect(status).toHaveTextContent('Constructivism holds that learners build knowledge on what they know.');
    // The date comes once the API has the answer.
    expect(
      await within(status).findByText(`Next review: ${formatDate(new Date(NOW.getTime() + 4 * DAY).toISOString())}`),
    ).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next question' });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('checkbox', { name: 'I was unsure' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const feedback = screen.getByRole('status', { name: 'Feedback' });
    expect(await within(feedback).findByText('Not quite')).toBeInTheDocument();
    expect(feedback).toHaveTextContent('The answer: C. 5');
    expect(
      await within(feedback).findByText(`Next review: ${formatDate(new Date(NOW.getTime() + DAY).toISOString())}`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See how you did' }));

    expect(await screen.findByRole('heading', { name: 'Practice finished' })).toHaveFocus();
    expect(screen.getByText('You answered 1 of 2 correctly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to practice' }));
    // The two answers rescheduled both items: none is due today any more.
    expect(await screen.findByText('Due today: 0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review queue' })).toHaveFocus();
  });

  it('should give the feedback at once when the API does not answer, keep the answer, and send it again', async () => {
    const user = userEvent.setup();
    const state = createMockState('default', NOW);
    openPractice({ state, failures: { answerPractice: 'network' } });
    await user.click(await screen.findByRole('button', { name: 'Review due items' }));
    await user.click(
      await screen.findByRole('radio', { name: 'Learners build new understanding on what they already know.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const feedback = screen.getByRole('status', { name: 'Feedback' });
    expect(within(feedback).getByText('Correct')).toBeInTheDocument();
    expect(
      await within(feedback).findByText(
        'Not saved yet: the review center did not answer. Your answer is kept and sent again by itself.',
      ),
    ).toBeInTheDocument();
    expect(Object.keys(localStorage)).toContain(`review-center:practice:${userFixture._id}`);

    // The API is back: the outbox's next try gets the item's next review.
    server.use(...createHandlers({ baseUrl: API, now: () => NOW, state }));
    expect(
      await within(feedback).findByText(`Next review: ${formatDate(new Date(NOW.getTime() + 4 * DAY).toISOString())}`),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`review-center:practice:${userFixture._id}`) ?? '{}')).toEqual({});
    expect(state.practice !== 'not-enrolled' && Object.keys(state.practice.answers)).toHaveLength(1);
  });

  it('should say when the page is offline, keep the answers on the device, and send them once back online', async () => {
    const user = userEvent.setup();
    const state = createMockState('default', NOW);
    openPractice({ state });
    await user.click(await screen.findByRole('button', { name: 'Review due items' }));
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event('offline'));
      const notice = await screen.findByText(/^You are offline\. You can go on answering the questions on screen/);
      await user.click(
        screen.getByRole('radio', { name: 'Learners build new understanding on what they already know.' }),
      );
      await user.click(screen.getByRole('button', { name: 'Check answer' }));
      const feedback = screen.getByRole('status', { name: 'Feedback' });
      expect(within(feedback).getByText('Correct')).toBeInTheDocument();
      expect(feedback).toHaveTextContent('Your answer is kept on this device and sent when you are back online.');
      expect(notice).toHaveTextContent('1 answer is waiting to be sent.');
      expect(state.practice !== 'not-enrolled' && Object.keys(state.practice.answers)).toHaveLength(0);
    } finally {
      Object.defineProperty(navigator, 'onLine', online);
    }
    window.dispatchEvent(new Event('online'));
    const feedback = screen.getByRole('status', { name: 'Feedback' });
    expect(
      await within(feedback).findByText(`Next review: ${formatDate(new Date(NOW.getTime() + 4 * DAY).toISOString())}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(state.practice !== 'not-enrolled' && Object.keys(state.practice.answers)).toHaveLength(1);
  });

  it('should tell a reviewee without an active enrollment where to get one', async () => {
    openPractice({ failures: { getPracticeOverview: 403 } });
    expect(await screen.findByText(/Practice is for reviewees with an active enrollment\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offerings' })).toHaveAttribute('href', '/offerings');
    expect(screen.queryByRole('button', { name: 'Review due items' })).not.toBeInTheDocument();
  });

  describe('the daily goal and the streak', () => {
    /** The mock's answers per Manila day, ending today (NOW is 10:00 on 2 March in Manila). */
    const answered = (
      byDay: Record<string, number>,
      preferences?: { dailyGoal: 10 | 20 | 50 | null; streak: boolean },
    ) => {
      const state = createMockState('default', NOW);
      if (state.practice !== 'not-enrolled') {
        state.practice.answersByDay = byDay;
        if (preferences) state.practice.preferences = preferences;
      }
      return state;
    };
    const todayBar = () => screen.findByRole('progressbar', { name: 'Today' });

    it('should show today’s answers against the goal of 20, and the streak, to a reviewee who chose nothing', async () => {
      openPractice({ state: answered({ '2026-02-28': 20, '2026-03-01': 31, '2026-03-02': 5 }) });
      const bar = await todayBar();
      expect(bar).toHaveAttribute('aria-valuetext', '5 of 20 answered');
      expect(within(bar).getByText('5 of 20 answered')).toBeVisible();
      // Today's goal is not met yet: the streak is the days before it.
      expect(screen.getByText('Streak: 2 days')).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Daily goal and streak' });
      expect(within(form).getByRole('radio', { name: '20 a day' })).toBeChecked();
      expect(within(form).getByRole('checkbox', { name: 'Show my streak' })).toBeChecked();
    });

    it('should count today once its goal is met, and say "1 day"', async () => {
      openPractice({ state: answered({ '2026-02-28': 20, '2026-03-02': 20 }) });
      expect(await todayBar()).toHaveAttribute('aria-valuetext', '20 of 20 answered');
      expect(screen.getByText('Streak: 1 day')).toBeInTheDocument();
    });

    it('should hide the goal, then the streak, once each is turned off and saved', async () => {
      const user = userEvent.setup();
      openPractice({ state: answered({ '2026-03-01': 20 }) });
      await todayBar();
      const form = screen.getByRole('form', { name: 'Daily goal and streak' });
      await user.click(within(form).getByRole('radio', { name: 'Off' }));
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await within(form).findByRole('status')).toHaveTextContent('Your daily goal and streak are saved.');
      expect(screen.queryByRole('progressbar', { name: 'Today' })).not.toBeInTheDocument();
      expect(screen.getByText('Streak: 1 day')).toBeInTheDocument();

      await user.click(within(form).getByRole('checkbox', { name: 'Show my streak' }));
      // A change not yet saved is not announced as saved.
      expect(within(form).getByRole('status')).toBeEmptyDOMElement();
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await within(form).findByText('Your daily goal and streak are saved.')).toBeInTheDocument();
      expect(screen.queryByText(/^Streak:/)).not.toBeInTheDocument();

      // And a goal of 50 brings the bar back.
      await user.click(within(form).getByRole('radio', { name: '50 a day' }));
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await todayBar()).toHaveAttribute('aria-valuetext', '0 of 50 answered');
    });

    it('should say what to do when the preferences are not saved, and keep what the reviewee chose', async () => {
      const user = userEvent.setup();
      const state = answered({});
      openPractice({ state, failures: { updatePracticePreferences: 'network' } });
      await todayBar();
      const form = screen.getByRole('form', { name: 'Daily goal and streak' });
      await user.click(within(form).getByRole('radio', { name: '10 a day' }));
      await user.click(within(form).getByRole('checkbox', { name: 'Show my streak' }));
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      const alert = await within(form).findByRole('alert');
      expect(alert.textContent).toMatch(/^Error - No network connection/);
      expect(alert).toHaveTextContent(
        'Everything you entered is still here: check your connection, then send the form again.',
      );
      expect(within(form).getByRole('radio', { name: '10 a day' })).toBeChecked();
      expect(within(form).getByRole('checkbox', { name: 'Show my streak' })).not.toBeChecked();
      expect(within(form).getByRole('status')).toBeEmptyDOMElement();
      // Nothing changed on the server: the page still shows the goal of 20.
      expect(await todayBar()).toHaveAttribute('aria-valuetext', '0 of 20 answered');

      server.use(...createHandlers({ baseUrl: API, now: () => NOW, state }));
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await within(form).findByText('Your daily goal and streak are saved.')).toBeInTheDocument();
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
      expect(await todayBar()).toHaveAttribute('aria-valuetext', '0 of 10 answered');
      expect(screen.queryByText(/^Streak:/)).not.toBeInTheDocument();
    });
  });
});
