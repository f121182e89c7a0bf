import { describe, expect, it } from 'vitest';
import { generateForm } from '../apps/api/src/demo/seed-exams.ts';
import { api, registerReviewee, uniqueEmail, DEMO_EDITOR as EDITOR } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { rowCells } from './support/tables.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * Mock exam results against the real API (decision 0051): the content editor's results page
 * shows every attempt and per-question statistics that match a computation by hand; a reviewee
 * finds exams under My Exams, sees a new score in its category under My Progress with the table
 * beside the chart, and the LET readiness verdict.
 */

const { newPage } = useBrowser();

interface Attempt {
  _id: string;
  score: number;
}

/** A new reviewee takes `exam`, answering `answers` (question id → label), and submits. */
async function takes(exam: string, answers: Record<string, string>) {
  const user = await registerReviewee(uniqueEmail('results'));
  const attempt = await api<Attempt>('POST', `/users/${user._id}/exams`, { token: user.token, body: { exam } });
  const done = await api<Attempt>('POST', `/users/${user._id}/exams/${attempt._id}/complete`, {
    token: user.token,
    body: { answers: Object.entries(answers).map(([question, answer]) => ({ question, answer })) },
  });
  return { user, attempt: done };
}

describe('exam results for the content editor', { timeout: JOURNEY_MS }, () => {
  it('should show every attempt and statistics that match a hand computation', { timeout: JOURNEY_MS }, async () => {
    // This month's Professional Education form, seeded for demo mode and taken by no other test.
    const exam = 'let-professional-full-2';
    const form = generateForm('professional', 2);
    const [q1, q2, q3] = form;
    const wrong = (q: (typeof form)[number]) => (q.correct === 'A' ? 'B' : 'A');
    // Three reviewees: totals 3, 2 and 0 on questions 1 to 3, nothing else answered.
    const takers = [
      await takes(exam, { [q1!.id]: q1!.correct, [q2!.id]: q2!.correct, [q3!.id]: q3!.correct }),
      await takes(exam, { [q1!.id]: q1!.correct, [q2!.id]: q2!.correct, [q3!.id]: wrong(q3!) }),
      await takes(exam, { [q1!.id]: wrong(q1!), [q2!.id]: wrong(q2!), [q3!.id]: wrong(q3!) }),
    ];
    expect(takers.map((t) => t.attempt.score)).toEqual([3, 2, 0]);
    // By hand (decision 0043): question 1, x = [1, 1, 0], rest of the test y = [2, 1, 0]:
    // facility 2/3 = 66.67; r = (3·3 − 2·3) / √((3·2 − 4)(3·5 − 9)) = 3/√12 = 0.8660 → 86.60.
    // Question 3, x = [1, 0, 0], y = [2, 2, 0]: facility 33.33; r = (3·2 − 1·4) / √((3 − 1)(3·8 − 16)) = 0.5 → 50.00.

    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto('/staff/');
    await page.getByRole('textbox', { name: 'Email' }).waitFor({ timeout: SERVER_MS });
    await page.getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.type(EDITOR.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(EDITOR.password);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Exam results' }).click();
    const examLink = page.getByRole('link', { name: 'LET Full Mock Exam — Professional Education (Form 2)' });
    // Keyboard: the exam opens from its link with Enter.
    await examLink.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'LET Full Mock Exam — Professional Education (Form 2)' }).waitFor();

    const attempts = page.getByRole('table', { name: 'Attempts' });
    await attempts.waitFor();
    for (const { user } of takers) expect(await attempts.getByText(user.email).count()).toBe(1);
    expect(await attempts.getByText('3 / 150 (2.00%)').count()).toBe(1);
    expect(await attempts.getByText('0 / 150 (0.00%)').count()).toBe(1);

    // Question, stem, attempts, facility, discrimination, options chosen, unanswered.
    const first = await rowCells(page, 'Question statistics', '1');
    expect(first.slice(1, 4)).toEqual(['3', '66.67', '86.60']);
    expect(first[4]).toContain(`${q1!.correct}: 2 (66.67%) — correct`);
    const third = await rowCells(page, 'Question statistics', '3');
    expect(third.slice(1, 4)).toEqual(['3', '33.33', '50.00']);
    // Question 4 was answered by nobody: facility 0, no discrimination, all unanswered.
    const fourth = await rowCells(page, 'Question statistics', '4');
    expect(fourth.slice(2, 4)).toEqual(['0.00', '—']);
    expect(fourth[5]).toBe('3 (100.00%)');
    // Weakest first: the unanswered questions lead, question 3 follows them, 1 and 2 come last.
    const order = await page.getByRole('table', { name: 'Question statistics' }).getByRole('rowheader').allInnerTexts();
    expect(order.slice(-3)).toEqual(['3', '1', '2']);

    // The score distribution: the table of the chart counts three attempts in the first bin.
    await page.getByRole('heading', { name: 'Score distribution' }).waitFor();
    expect((await rowCells(page, 'Score distribution', '0–15'))[0]).toBe('3');
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await (await download).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(csv).toContain('Question,Attempts,Facility index,Discrimination index');
    expect(csv).toContain('\r\n1,3,66.67,86.60,');
    for (const { user } of takers) expect(csv).toContain(user.email);

    // Per reviewee: every attempt of the first taker.
    await attempts.getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Exam attempts of / }).waitFor();
    expect(await page.getByRole('link', { name: 'LET Full Mock Exam — Professional Education (Form 2)' }).count()).toBe(
      1,
    );
    await expectNoAxeViolations(page);
  });
});

describe('My Exams and My Progress for a reviewee', { timeout: JOURNEY_MS }, () => {
  it(
    'should list open and upcoming exams, then show a new score, the table beside the chart and the verdict',
    { timeout: JOURNEY_MS },
    async () => {
      const user = await registerReviewee(uniqueEmail('myexams'));
      const page = await newPage();
      page.setDefaultTimeout(STEP_MS);
      await withSession(page, user.token);
      await page.goto('/account?tab=exams');
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading', { name: 'Open now' }).waitFor({ timeout: SERVER_MS });
      const start = panel.getByRole('link', { name: 'START LET Mock Exam — General Education', exact: true });
      expect(await start.getAttribute('href')).toBe('/exams/let-mock-exam-general-education');
      await panel.getByRole('heading', { name: 'LET Mock Exam — General Education (next week)' }).waitFor();
      expect(
        await panel
          .getByRole('timer', { name: 'Time until LET Mock Exam — General Education (next week) opens' })
          .count(),
      ).toBe(1);
      expect(await panel.getByText('No completed exams yet.').count()).toBe(1);
      await expectNoAxeViolations(page);

      // The reviewee (BEED: the elementary level) takes both 10-question mocks: General Education
      // with every answer B, Professional Education with nothing answered.
      const templates = await api<{ docs: { _id: string; slug: string }[] }>(
        'GET',
        `/users/${user._id}/exam-templates`,
        {
          token: user.token,
        },
      );
      const id = (slug: string) => templates.docs.find((t) => t.slug === slug)!._id;
      const general = await api<Attempt & { exam: { questions: string[] } }>('POST', `/users/${user._id}/exams`, {
        token: user.token,
        body: { exam: id('let-mock-exam-general-education') },
      });
      const scored = await api<Attempt>('POST', `/users/${user._id}/exams/${general._id}/complete`, {
        token: user.token,
        body: { answers: general.exam.questions.map((question) => ({ question, answer: 'B' })) },
      });
      const professional = await api<Attempt>('POST', `/users/${user._id}/exams`, {
        token: user.token,
        body: { exam: id('let-mock-exam-professional-education') },
      });
      await api('POST', `/users/${user._id}/exams/${professional._id}/complete`, {
        token: user.token,
        body: { answers: [] },
      });

      await page.reload();
      const completed = page.getByRole('table', { name: 'Completed exams' });
      await completed.waitFor({ timeout: SERVER_MS });
      const generalRow = await rowCells(page, 'Completed exams', 'LET Mock Exam — General Education');
      expect(generalRow[1]).toBe(`${scored.score} / 10 (${(scored.score * 10).toFixed(2)}%)`);
      // The open list no longer offers what was submitted.
      expect(
        await panel.getByRole('link', { name: 'START LET Mock Exam — General Education', exact: true }).count(),
      ).toBe(0);
      await completed.getByRole('link', { name: 'View the result of LET Mock Exam — General Education' }).click();
      await page.getByRole('heading', { name: 'Result: LET Mock Exam — General Education' }).waitFor();
      expect(await rowCells(page, 'Score per category', 'General Education')).toEqual([
        `${scored.score} / 10`,
        `${(scored.score * 10).toFixed(2)}%`,
      ]);
      await expectNoAxeViolations(page);

      await page.getByRole('tab', { name: 'My Progress' }).click();
      await page.locator('[data-ready]').waitFor({ timeout: SERVER_MS });
      // The table beside the chart: the overall list and one row per category, Test 1, Test 2, ...
      expect(await rowCells(page, 'Scores by exam category', 'General Education')).toEqual([
        `${scored.score * 10}%`,
        '–',
      ]);
      expect(await rowCells(page, 'Scores by exam category', 'Professional Education')).toEqual(['0%', '–']);
      expect(await rowCells(page, 'Scores by exam category', 'Overall')).toEqual([`${scored.score * 10}%`, '0%']);
      // By hand: elementary weights 40/60, so the average is 0.4 × the General Education percent;
      // Professional Education at 0 is below 50 and costs the most (60 × 75 / 100 = 45 points).
      const average = ((40 * scored.score * 10) / 100).toFixed(2);
      const holdingBack =
        scored.score * 10 < 50 ? 'General Education, Professional Education' : 'Professional Education';
      const verdict = page.getByRole('status').filter({ hasText: 'Weighted average' });
      expect(await verdict.innerText()).toBe(
        `Weighted average ${average}: not yet passing. Holding you back: ${holdingBack}.`,
      );
      expect(await rowCells(page, 'Latest result per part', 'Professional Education')).toEqual([
        '0.00%',
        '60%',
        '0.00',
      ]);
      // Both windows are still open: no score per subject yet (decision 0079).
      await page
        .getByText('Your score per subject shows here once a mock exam you took has closed for everyone.')
        .waitFor();
      await expectNoAxeViolations(page);
    },
  );
});
