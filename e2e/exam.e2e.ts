import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeReviewee, api, DEMO_ADMIN, registerReviewee, signIn, uniqueEmail } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { expectFocusOn, expectFocusShown, tabTo } from './support/keyboard.ts';
import { emailsTo, linkFromOutbox } from './support/outbox.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/**
 * Timed mock exams against the real API: start, answer, reload, offline and back,
 * submit with confirmation and the result e-mail; the automatic submission when the window
 * ends; every error screen and the not-yet-available countdown (product §2 "Exam", §4, §8).
 *
 * The seed has two templates open now (yesterday to 60 days ahead). The windows that are not
 * open now (future, ended, ending in seconds) are reached by moving the exam's clock: the page
 * runs on GET /utilities/current-time, which these tests answer themselves, while every other
 * call goes to the real server.
 */
const { newPage } = useBrowser();
const GENERAL = 'let-mock-exam-general-education';
const PROFESSIONAL = 'let-mock-exam-professional-education';
const UPCOMING = 'let-mock-exam-upcoming';
const ENDED = 'let-mock-exam-ended';

interface Template {
  _id: string;
  availableFrom: string;
  availableUntil: string;
}
interface Attempt {
  completed: boolean;
  answers: { question: string; answer: string }[];
  flags: { question: string; flagged: boolean }[];
  exam: { questions: string[] };
}

let user: { _id: string; token: string; email: string };

/** One reviewee for the whole file: registration is rate-limited per address (10 per 15 min). */
beforeAll(async () => {
  user = await registerReviewee(uniqueEmail('exam'));
});

const template = async (slug: string) =>
  (await api<{ docs: Template[] }>('GET', `/users/${user._id}/exam-templates?slug=${slug}`, { token: user.token }))
    .docs[0]!;
const attemptAt = async (slug: string) => {
  const { _id } = await template(slug);
  return (await api<{ docs: Attempt[] }>('GET', `/users/${user._id}/exams?exam=${_id}`, { token: user.token })).docs[0];
};

/** A signed-in page; `serverTime` moves the exam's clock (GET /utilities/current-time). */
async function examPage(slug: string, serverTime?: () => Date): Promise<Page> {
  const page = await newPage();
  await withSession(page, user.token);
  if (serverTime) {
    await page.route('**/api/v2/utilities/current-time', (route) =>
      route.fulfill({ json: { current: serverTime().toISOString() } }),
    );
  }
  await page.goto(`/exams/${slug}`);
  return page;
}

const option = (page: Page, index: number) => page.getByRole('radio').nth(index);
/** Chooses an option as a keyboard user does: focus it, press Space (React Aria RadioGroup). */
async function choose(page: Page, index: number) {
  await option(page, index).focus();
  await page.keyboard.press('Space');
  await until(() => option(page, index).isChecked(), `option ${index} checked`);
}

describe('exam', { timeout: JOURNEY_MS }, () => {
  it('should ask a signed-out visitor to log in', async () => {
    const page = await newPage();
    await page.goto(`/exams/${GENERAL}`);
    await page.getByRole('heading', { name: 'Log in to take this exam' }).waitFor();
    // Login comes back to this exam (decision 0036).
    expect(await page.getByRole('link', { name: 'Log in' }).last().getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/exams/${GENERAL}`)}`,
    );
  });

  it('should keep answers through a reload and while offline, then submit with confirmation', async () => {
    const page = await examPage(GENERAL);
    await page.getByRole('button', { name: 'START' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'START' }).click();
    await page.getByText('Question 1 of 10').waitFor();
    await expectNoAxeViolations(page);
    await choose(page, 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Question 2 of 10').waitFor();
    await choose(page, 2);
    await until(async () => (await attemptAt(GENERAL))?.answers.length === 2, 'two answers on the server');
    // Flagged for review, kept on the server like an answer (decision 0077).
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await until(
      async () => (await attemptAt(GENERAL))?.flags.some((flag) => flag.flagged) === true,
      'the flag on the server',
    );

    // A reload shows the exam again with its answers and its flag.
    await page.reload();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByText('Question 1 of 10').waitFor();
    // The answers come back with the attempt's load, which may finish after the question shows.
    await page.getByText('2/10 answered (20%)').waitFor();
    await until(() => option(page, 1).isChecked(), 'the first answer shown again');
    await page.getByRole('row', { name: 'Question 2, answered, flagged' }).waitFor();
    await page.getByText('1 question flagged').waitFor();

    // Offline: the timer pauses, answers stay on the device.
    await page.context().setOffline(true);
    await page.getByText('You are offline.').waitFor();
    await page.getByRole('row', { name: 'Question 3, not answered' }).click();
    await page.getByText('Question 3 of 10').waitFor();
    await choose(page, 0);
    await page.getByRole('row', { name: 'Question 1, answered' }).click();
    await choose(page, 3);
    await page.getByText('3/10 answered (30%)').waitFor();
    const whileOffline = await attemptAt(GENERAL);
    expect(whileOffline?.answers).toHaveLength(2);

    // Back online, every answer reaches the server, the latest one for question 1.
    await page.context().setOffline(false);
    const ids = whileOffline!.exam.questions;
    await until(async () => {
      const answers = Object.fromEntries((await attemptAt(GENERAL))!.answers.map((a) => [a.question, a.answer]));
      return answers[ids[0]!] === 'D' && answers[ids[1]!] === 'C' && answers[ids[2]!] === 'A';
    }, 'the offline answers on the server');

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Once you submit, you will no longer be able to change your answers for this exam.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Exam submitted' }).waitFor();
    await expectNoAxeViolations(page);
    expect((await attemptAt(GENERAL))?.completed).toBe(true);

    // The result is e-mailed.
    await until(async () => (await emailsTo(user.email)).some((eml) => eml.includes('Score: ')), 'the result e-mail');

    // Opening a completed exam again: ERROR CODE 0004.
    await page.reload();
    await page.getByText('ERROR CODE: 0004').waitFor();
  });

  it('should run from START to the submitted screen from the keyboard alone, focus always shown and on the question', async () => {
    // A reviewee of its own: the file's user takes this exam in the test above.
    const other = await registerReviewee(uniqueEmail('exam-keys'));
    const page = await newPage();
    await withSession(page, other.token);
    await page.goto(`/exams/${GENERAL}`);
    await page.getByRole('button', { name: 'START' }).waitFor();
    await tabTo(page, 'START');
    await page.keyboard.press('Enter');

    // The question takes focus; Tab reaches its options, Space answers.
    await expectFocusOn(page, /^Question 1 of 10/);
    await expectNoAxeViolations(page);
    await tabTo(page, /^A/);
    await page.keyboard.press('Space');
    for (let number = 2; number <= 10; number += 1) {
      await tabTo(page, 'Next');
      await page.keyboard.press('Enter');
      // On the last question Next is disabled: focus is on the question, not on that button.
      await expectFocusOn(page, new RegExp(`^Question ${number} of 10`));
      // Questions 4 and 7 are flagged for review with the toggle (decision 0077).
      if (number === 4 || number === 7) {
        await tabTo(page, 'Flag for review');
        await page.keyboard.press('Space');
        await until(
          async () =>
            (await page.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed')) === 'true',
          `question ${number} flagged`,
        );
      }
    }
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByText('2 questions flagged').waitFor();

    // The submit dialog counts the flagged and unanswered questions; "2 flagged" goes to question 4.
    await tabTo(page, 'Submit');
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alertdialog');
    await summary.getByText('2 flagged, 9 unanswered').waitFor();
    await summary
      .getByText('Once you submit, you will no longer be able to change your answers for this exam.')
      .waitFor();
    await expectNoAxeViolations(page);
    await tabTo(page, '2 flagged', { backwards: true });
    await page.keyboard.press('Enter');
    await summary.waitFor({ state: 'detached' });
    await expectFocusOn(page, /^Question 4 of 10/);
    await page.getByRole('row', { name: 'Question 4, not answered, flagged' }).waitFor();
    // The palette is one tab stop, on the current question; End and Home move in it without
    // scrolling the page, so the cell is never left under the sticky header (WCAG 2.4.11).
    await tabTo(page, 'Question 4, not answered, flagged');
    await page.keyboard.press('End');
    await expectFocusOn(page, 'Question 10, not answered');
    await page.keyboard.press('Home');
    await expectFocusOn(page, 'Question 1, answered');
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Question 2, not answered');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, /^Question 2 of 10/);
    // Both flags reached the server, for another device to show.
    await until(async () => {
      const { docs } = await api<{ docs: Attempt[] }>('GET', `/users/${other._id}/exams`, { token: other.token });
      return docs[0]?.flags.filter((flag) => flag.flagged).length === 2;
    }, 'two flags on the server');

    await tabTo(page, 'Submit');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    await expectFocusShown(page, 'in the confirmation:');
    await expectNoAxeViolations(page);
    await tabTo(page, 'Confirm');
    await page.keyboard.press('Enter');

    await expectFocusOn(page, 'Exam submitted');
    await expectNoAxeViolations(page);
  });

  it('should warn that the window is shorter than the exam, then submit by itself when time is up', async () => {
    const { availableUntil } = await template(PROFESSIONAL);
    // The exam's clock reads 25 seconds before the window closes, and runs from there.
    const offset = Date.parse(availableUntil) - 25_000 - Date.now();
    const page = await examPage(PROFESSIONAL, () => new Date(Date.now() + offset));
    await page.getByRole('note').getByText('before the full 30 minutes of the exam').waitFor();
    expect(await page.getByRole('definition').filter({ hasText: '(PHT)' }).count()).toBe(1);
    await page.getByRole('button', { name: 'START' }).click();
    await page.getByText('Question 1 of 10').waitFor();
    await choose(page, 0);
    const timer = page.getByRole('timer', { name: 'Time remaining' });
    expect(await timer.textContent()).toMatch(/00:00:[0-2]\d/);
    await page.getByRole('heading', { name: 'Time is up' }).waitFor({ timeout: 25_000 + STEP_MS });
    await page.getByText('Your answers were submitted automatically.').waitFor();
    const attempt = await attemptAt(PROFESSIONAL);
    expect(attempt?.completed).toBe(true);
    expect(attempt?.answers).toHaveLength(1);
  });

  it('should count down to an exam that is not yet open', async () => {
    // The seed opens this template a day after the server first started.
    const page = await examPage(UPCOMING);
    await page.getByText('Exam available soon (Please refresh when timer expires)').waitFor();
    // Under a day: HH:MM:SS; a whole day reads "1 day 00:00:00" (decision 0080).
    expect(await page.getByRole('timer').textContent()).toMatch(/(?:^|\D)(?:23:[0-5]\d:[0-5]\d|1 day 00:00:00)$/);
  });

  it.each([
    ['0001', 'no-such-exam'],
    ['0003', ENDED],
  ] as const)('should show ERROR CODE %s', async (code, slug) => {
    const page = await examPage(slug);
    await page.getByText(`ERROR CODE: ${code}`).waitFor();
    await page.getByRole('heading', { name: '404' }).waitFor();
  });

  it('should show the error screen without a code line when the exam cannot load (0005)', async () => {
    const page = await newPage();
    await withSession(page, user.token);
    await page.route('**/api/v2/users/*/exam-templates*', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(`/exams/${GENERAL}`);
    await page.getByRole('heading', { name: '404' }).waitFor({ timeout: STEP_MS });
    expect(await page.getByText('ERROR CODE').count()).toBe(0);
  });

  /*
   * Six months of access (product §1 terms of use; decisions 0048, 0067): an exam bound to an
   * offering is open to its reviewees only while their access lasts. The demo's lapsed reviewee
   * was activated in the hybrid review seven months ago; a new reviewee of it was activated today.
   */
  it('should refuse an offering-bound exam once access has ended, saying why, and open it within the six months', async () => {
    const OFFERING = 'hybrid-online-march-2024';
    const admin = await signIn(DEMO_ADMIN);
    const slug = `hybrid-mock-${Date.now()}`;
    await api('POST', '/admin/exam-templates', {
      token: admin.token,
      body: {
        name: 'Hybrid review mock exam',
        slug,
        category: 'general-education',
        instructions: 'For the reviewees of the hybrid review.',
        availableFrom: new Date(Date.now() - 3_600_000).toISOString(),
        availableUntil: new Date(Date.now() + 86_400_000).toISOString(),
        duration: 30,
        questions: { mode: 'drawn', draws: [{ category: 'general-education', count: 5 }] },
        audience: { kind: 'offerings', offerings: [OFFERING] },
      },
    });

    // The lapsed reviewee signs in once staff send her a password link (as the console's demo does).
    const lapsedEmail = 'lorna.villanueva@demo.review-center.local';
    const resetLinks = (await emailsTo(lapsedEmail)).join('\n').split('/account/reset-password/').length - 1;
    await api('POST', '/admin/reviewees/demo-lapsed-reviewee/password-reset', { token: admin.token });
    const [, , , id, token] = (await linkFromOutbox(lapsedEmail, '/account/reset-password/', resetLinks)).split('/');
    await api('POST', '/users/change-password-v2', { body: { user: id, token, password: 'Lorna-exam-1' } });
    const lapsed = await signIn({ email: lapsedEmail, password: 'Lorna-exam-1' });
    // Her access ended six months after her activation, the end date her subscription shows.
    const subscriptions = await api<{ docs: { offering: { _id: string }; endDate: string }[] }>(
      'GET',
      `/users/${lapsed._id}/subscriptions`,
      { token: lapsed.token },
    );
    const endDate = subscriptions.docs.find((s) => s.offering._id === OFFERING)!.endDate;
    expect(Date.parse(endDate)).toBeLessThan(Date.now());
    const endedOn = new Date(endDate).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Manila',
    });

    const refused = await newPage();
    await withSession(refused, lapsed.token);
    await refused.goto(`/exams/${slug}`);
    await refused.getByRole('heading', { name: 'Hybrid review mock exam' }).waitFor({ timeout: SERVER_MS });
    await refused
      .getByText(
        `Your access to this offering’s exams ended on ${endedOn}: access is valid for 6 months from activation.`,
      )
      .waitFor();
    expect(await refused.getByRole('button', { name: 'START' }).count()).toBe(0);
    expect(await refused.getByRole('link', { name: 'see the offerings' }).getAttribute('href')).toBe('/offerings');
    await expectNoAxeViolations(refused);
    // The API refuses a start the page does not offer.
    const { docs } = await api<{ docs: { _id: string }[] }>('GET', `/users/${lapsed._id}/exam-templates?slug=${slug}`, {
      token: lapsed.token,
    });
    const start = await fetch(`${new URL(refused.url()).origin}/api/v2/users/${lapsed._id}/exams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lapsed.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ exam: docs[0]!._id }),
    });
    expect(start.status).toBe(403);

    // A reviewee activated today starts it.
    const current = await activeReviewee('hybrid-exam', OFFERING);
    const page = await newPage();
    await withSession(page, current.token);
    await page.goto(`/exams/${slug}`);
    await page.getByRole('button', { name: 'START' }).waitFor({ timeout: SERVER_MS });
    await page.getByRole('button', { name: 'START' }).click();
    await page.getByText('Question 1 of 5').waitFor();
  });
});
