import type { Request } from 'playwright-core';
import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { activeReviewee, api, DEMO_EDITOR, signIn } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { arrowTo, expectFocusOn, tabTo } from './support/keyboard.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * Practice and the review queue (decision 0081): a reviewee misses three items of a mock exam;
 * once its window has closed they are due today, and a session from the queue, by keyboard alone,
 * gives feedback on each answer and schedules each item's next review as ts-fsrs does for the same
 * grade and time. The content editor then finds the item missed again among those practice
 * misses most.
 */
const { newPage } = useBrowser();

interface Sent {
  id: string;
  questionId: string;
  answeredAt: string;
  unsure?: boolean;
}
interface Feedback {
  correct: boolean;
  nextDue: string;
}

describe('practice', { timeout: JOURNEY_MS }, () => {
  it('should bring back the items missed in a mock exam once its window closes, due as ts-fsrs has them, with the keyboard alone', async () => {
    const editor = await signIn(DEMO_EDITOR);
    const tag = `P${Date.now()}`;
    const subjects = await api<{ docs: { _id: string; title: string }[] }>('GET', '/admin/subjects?limit=100', {
      token: editor.token,
    });
    const mathematics = subjects.docs.find((subject) => subject.title === 'Mathematics');
    if (!mathematics) throw new Error('The demo data has no Mathematics subject');
    // Three questions whose right answer is A.
    const questions: string[] = [];
    for (const n of [1, 2, 3]) {
      const created = await api<{ _id: string }>('POST', '/admin/questions', {
        token: editor.token,
        body: {
          category: 'general-education',
          difficulty: 'Easy',
          stem: `<p>${tag} item ${n}: ${n} + ${n} = ?</p>`,
          options: [
            { label: 'A', data: String(n + n) },
            { label: 'B', data: String(n + n + 1) },
          ],
          correct: 'A',
          rationale: `<p>${tag} rationale ${n}.</p>`,
          subject: mathematics._id,
        },
      });
      questions.push(created._id);
    }
    // A mock exam of the three, open for an hour; the reviewee misses all three. The editor closes
    // its window once the open state is seen, so no step races the clock.
    const reviewee = await activeReviewee('practiser');
    const body = {
      name: `Practice mock ${tag}`,
      slug: `practice-${tag.toLowerCase()}`,
      category: 'general-education',
      instructions: '',
      availableFrom: new Date(Date.now() - 3_600_000).toISOString(),
      availableUntil: new Date(Date.now() + 3_600_000).toISOString(),
      duration: 1,
      questions: { mode: 'picked', questions },
      showAnswersAfterWindow: true,
      audience: { kind: 'everyone' },
    };
    const template = await api<{ _id: string }>('POST', '/admin/exam-templates', { token: editor.token, body });
    const attempt = await api<{ _id: string }>('POST', `/users/${reviewee.user}/exams`, {
      token: reviewee.token,
      body: { exam: template._id },
    });
    await api('POST', `/users/${reviewee.user}/exams/${attempt._id}/complete`, {
      token: reviewee.token,
      body: {
        answers: [
          { question: questions[0], answer: 'B' },
          { question: questions[1], answer: 'B' },
        ],
      },
    });
    const overview = () =>
      api<{ dueToday: number }>('GET', `/users/${reviewee.user}/practice`, { token: reviewee.token });
    // While the window is open, nothing of the exam is in the queue.
    expect((await overview()).dueToday).toBe(0);
    const availableUntil = new Date(Date.now() - 1_000).toISOString();
    await api('PUT', `/admin/exam-templates/${template._id}`, {
      token: editor.token,
      body: { ...body, availableUntil },
    });
    expect((await overview()).dueToday).toBe(3);

    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await withSession(page, reviewee.token);
    await page.goto('/practice');
    await page.getByRole('heading', { level: 1, name: 'Practice' }).waitFor({ timeout: SERVER_MS });
    await page.getByText('Due today: 3').waitFor();
    await expectNoAxeViolations(page);

    // The queue's session, by keyboard, with the network cut once its items are on screen:
    // right, right but unsure, then wrong. The feedback comes at once; the answers wait.
    const answerCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/practice/answers')) answerCalls.push(request);
    });
    await tabTo(page, 'Review due items');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Question 1 of 3');
    await page.context().setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await notice.waitFor();
    const choices = [
      { option: 'A', unsure: false },
      { option: 'A', unsure: true },
      { option: 'B', unsure: false },
    ];
    for (const [index, choice] of choices.entries()) {
      // The question heading takes focus; the radios' values are the options' letters.
      await expectFocusOn(page, `Question ${index + 1} of 3`);
      await tabTo(page, 'A');
      await arrowTo(page, choice.option);
      await page.keyboard.press('Space');
      if (choice.unsure) {
        await tabTo(page, 'I was unsure');
        await page.keyboard.press('Space');
      }
      await tabTo(page, 'Check answer');
      await page.keyboard.press('Enter');
      const feedback = page.getByRole('status', { name: 'Feedback' });
      await feedback.getByText(choice.option === 'A' ? 'Correct' : 'Not quite', { exact: true }).waitFor();
      await feedback.getByText(`${tag} rationale`, { exact: false }).waitFor();
      await feedback.getByText('Your answer is kept on this device and sent when you are back online.').waitFor();
      await notice.getByText(`${index + 1} ${index === 0 ? 'answer is' : 'answers are'} waiting to be sent.`).waitFor();
      if (index === 0) await expectNoAxeViolations(page);
      await expectFocusOn(page, index < 2 ? 'Next question' : 'See how you did');
      await page.keyboard.press('Enter');
    }
    await page.getByText('You answered 2 of 3 correctly').waitFor();
    await expectNoAxeViolations(page);
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as object,
      `review-center:practice:${reviewee.user}`,
    );
    expect(Object.keys(stored)).toHaveLength(3);
    expect(answerCalls).toHaveLength(0);

    // The network returns: the three answers go in the order given, each once.
    await page.context().setOffline(false);
    await notice.getByText('You are offline.').waitFor({ state: 'detached' });
    await until(
      async () =>
        (await page.evaluate((key) => localStorage.getItem(key), `review-center:practice:${reviewee.user}`)) === '{}',
      'the answers kept offline to be sent',
    );
    const answers: { sent: Sent; feedback: Feedback }[] = [];
    for (const request of answerCalls) {
      const response = await request.response();
      expect(response?.status()).toBe(200);
      answers.push({ sent: request.postDataJSON() as Sent, feedback: (await response!.json()) as Feedback });
    }
    // In the order given (the queue's own order), each item once, each answer with its own id.
    const times = answers.map(({ sent }) => Date.parse(sent.answeredAt));
    expect(times).toEqual(times.toSorted((a, b) => a - b));
    expect(answers.map(({ sent }) => sent.questionId).toSorted()).toEqual(questions.toSorted());
    expect(new Set(answers.map(({ sent }) => sent.id)).size).toBe(3);
    expect(answers.map(({ feedback }) => feedback.correct)).toEqual([true, true, false]);
    expect(answers.map(({ sent }) => sent.unsure ?? false)).toEqual([false, true, false]);

    // Each next review is what ts-fsrs gives the new card for the same grade at the same time.
    const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
    const grades = [Rating.Good, Rating.Hard, Rating.Again] as const;
    for (const [index, { sent, feedback }] of answers.entries()) {
      const card = createEmptyCard(new Date(availableUntil));
      const expected = scheduler.next(card, new Date(sent.answeredAt), grades[index]!).card.due;
      expect(new Date(feedback.nextDue).toISOString(), `item ${index + 1}`).toBe(expected.toISOString());
    }

    // A session by subject, by keyboard: Mathematics, whose items are the demo's closed form's.
    await tabTo(page, 'Back to practice');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Review queue');
    await tabTo(page, /^Mathematics \(\d+ items?\)$/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Start practice');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, /^Question 1 of \d+$/);
    await tabTo(page, 'A');
    await page.keyboard.press('Space');
    await tabTo(page, 'Check answer');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status', { name: 'Feedback' })
      .getByText(/^Next review: /)
      .waitFor();
    await tabTo(page, 'Stop practice');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Review queue');

    // The content editor finds the missed item among those practice misses most, and opens it.
    const missed = answers[2]!.sent.questionId;
    const staff = await newPage();
    staff.setDefaultTimeout(STEP_MS);
    await staff.goto(`/staff/practice/missed?subject=${mathematics._id}`);
    await staff.getByRole('heading', { name: 'Staff console' }).waitFor({ timeout: SERVER_MS });
    await staff.getByRole('textbox', { name: 'Email' }).fill(DEMO_EDITOR.email);
    await staff.getByLabel('Password').fill(DEMO_EDITOR.password);
    await staff.keyboard.press('Enter');
    const table = staff.getByRole('table', { name: 'Questions missed most in practice' });
    const rows = table.getByRole('row').filter({ hasText: `${tag} item` });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect((await rows.innerText()).replace(/\s+/g, ' ')).toMatch(/Mathematics 1 1 \(100\.00%\) 1$/);
    await expectNoAxeViolations(staff);
    const link = rows.getByRole('link');
    await tabTo(staff, (await link.innerText()).trim());
    await staff.keyboard.press('Enter');
    await staff.getByRole('heading', { level: 1, name: 'Edit question' }).waitFor();
    expect(new URL(staff.url()).pathname).toBe(`/staff/questions/${missed}`);
  });
});
