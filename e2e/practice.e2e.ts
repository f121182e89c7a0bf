import type { Page, Request } from 'playwright-core';
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
  questionId: string;
  answeredAt: string;
  unsure?: boolean;
}
interface Feedback {
  correct: boolean;
  nextDue: string;
}

/** Presses Enter on the focused control and returns the answer call it sent and its feedback. */
async function checkAnswer(page: Page): Promise<{ sent: Sent; feedback: Feedback }> {
  const [request] = await Promise.all([
    page.waitForRequest((r: Request) => r.method() === 'POST' && r.url().includes('/practice/answers')),
    page.keyboard.press('Enter'),
  ]);
  const response = await request.response();
  if (!response) throw new Error('The answer call got no response');
  return { sent: request.postDataJSON() as Sent, feedback: (await response.json()) as Feedback };
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
    // A mock exam of the three whose window closes in 20 seconds, made once the reviewee is Active
    // so that only the attempt's two calls fall inside it; the reviewee misses all three.
    const reviewee = await activeReviewee('practiser');
    const availableUntil = new Date(Date.now() + 20_000).toISOString();
    const template = await api<{ _id: string }>('POST', '/admin/exam-templates', {
      token: editor.token,
      body: {
        name: `Practice mock ${tag}`,
        slug: `practice-${tag.toLowerCase()}`,
        category: 'general-education',
        instructions: '',
        availableFrom: new Date(Date.now() - 3_600_000).toISOString(),
        availableUntil,
        duration: 1,
        questions: { mode: 'picked', questions },
        showAnswersAfterWindow: true,
        audience: { kind: 'everyone' },
      },
    });
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
    await until(async () => (await overview()).dueToday === 3, 'the window to close and its items to be due');
    expect(Date.now()).toBeGreaterThan(Date.parse(availableUntil));

    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await withSession(page, reviewee.token);
    await page.goto('/practice');
    await page.getByRole('heading', { level: 1, name: 'Practice' }).waitFor({ timeout: SERVER_MS });
    await page.getByText('Due today: 3').waitFor();
    await expectNoAxeViolations(page);

    // The queue's session, by keyboard: right, right but unsure, then wrong.
    await tabTo(page, 'Review due items');
    await page.keyboard.press('Enter');
    const answers: { sent: Sent; feedback: Feedback }[] = [];
    for (const [index, choice] of [
      { option: 'A', unsure: false },
      { option: 'A', unsure: true },
      { option: 'B', unsure: false },
    ].entries()) {
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
      const answer = await checkAnswer(page);
      answers.push(answer);
      expect(answer.feedback.correct).toBe(choice.option === 'A');
      expect(answer.sent.unsure ?? false).toBe(choice.unsure);
      const status = page.getByRole('status').filter({ hasText: answer.feedback.correct ? 'Correct' : 'Not quite' });
      await status.waitFor();
      await page.getByText(new RegExp(`${tag} rationale`)).waitFor();
      if (index === 0) await expectNoAxeViolations(page);
      await expectFocusOn(page, index < 2 ? 'Next question' : 'See how you did');
      await page.keyboard.press('Enter');
    }
    await page.getByText('You answered 2 of 3 correctly').waitFor();
    await expectNoAxeViolations(page);

    // Each next review is what ts-fsrs gives the new card for the same grade at the same time.
    const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
    const grades = [Rating.Good, Rating.Hard, Rating.Again] as const;
    for (const [index, { sent, feedback }] of answers.entries()) {
      const card = createEmptyCard(new Date(availableUntil));
      const expected = scheduler.next(card, new Date(sent.answeredAt), grades[index]!).card.due;
      expect(new Date(feedback.nextDue).toISOString(), `item ${index + 1}`).toBe(expected.toISOString());
    }

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
