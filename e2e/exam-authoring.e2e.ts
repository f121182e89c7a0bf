import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, enrollThroughApi, signIn, uploadPng, DEMO_EDITOR as EDITOR } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { chooseOption } from './support/forms.ts';
import { until } from './support/until.ts';

/*
 * The question bank and exam templates (decisions 0049, 0050) against the real API: the content
 * editor imports a CSV file with one bad row, sees its line and reason, fixes it and imports 20
 * questions; builds an exam drawn from them with a time limit and shuffling, for one offering;
 * two reviewees of that offering take it at /exams/{slug}, each in an order of their own, and
 * the first is submitted automatically when the time limit (not the window) runs out.
 */
const { newPage } = useBrowser();

const OFFERING = { id: 'hybrid-online-march-2024', title: 'LET Hybrid Online Review (March 2024)' };
const HEADER = 'category,difficulty,passage,stem,option A,option B,option C,option D,correct';

/** A reviewee paid in full and approved (Active) in the offering, as the cashier leaves it. */
async function activeReviewee(name: string) {
  const enrollment = await enrollThroughApi('Full', name, OFFERING.id);
  const { price } = await api<{ price: number }>('GET', `/enrollments/${enrollment._id}`, { token: enrollment.token });
  await api('POST', `/users/${enrollment.user}/enrollments/${enrollment._id}/payments`, {
    token: enrollment.token,
    body: {
      paymentType: 'Full',
      paymentOption: 'GCash',
      price,
      receiptId: `GC-${Date.now()}-${name}`,
      paymentDate: new Date().toISOString().slice(0, 10),
      reference: enrollment.reference,
      tag: 'Enrollment',
      attachments: [await uploadPng(enrollment.token)],
    },
  });
  const admin = await signIn(DEMO_ADMIN);
  await api('POST', `/admin/enrollments/${enrollment._id}/approve`, { token: admin.token });
  return enrollment;
}

/** Focuses a control by its role and name and presses a key on it, as a keyboard user does. */
async function press(page: Page, role: 'link' | 'button' | 'checkbox' | 'radio', name: string | RegExp, key = 'Enter') {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  await target.focus();
  await page.keyboard.press(key);
}

/** Chooses a file with the picker opened from the keyboard. */
async function chooseCsv(page: Page, name: string, text: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(page, 'button', 'Choose a CSV file')]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByText(`Chosen: ${name}`).waitFor();
}

/** The `datetime-local` value of an instant in Manila (UTC+8), as the form takes it. */
const manila = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

/** The numbers of the questions a reviewee is shown first, in order, moving with Next. */
async function firstQuestions(page: Page, tag: string, count: number) {
  const numbers: number[] = [];
  for (let i = 1; i <= count; i++) {
    await page.getByText(`Question ${i} of 20`).waitFor();
    const text = await page.locator('.question-text').innerText();
    numbers.push(Number(new RegExp(`${tag} item (\\d+)`).exec(text)?.[1]));
    if (i < count) await press(page, 'button', 'Next');
  }
  return numbers;
}

describe('exam authoring', () => {
  it(
    'should import questions, build a timed and shuffled exam for an offering, and close an attempt at its time limit',
    { timeout: 240_000 },
    async () => {
      const tag = `T${Date.now().toString(36)}`;
      const category = `Mock ${tag}`;
      const rows = (bad: boolean) =>
        Array.from({ length: 20 }, (_, i) =>
          [
            category,
            'Average',
            '',
            `${tag} item ${i + 1}`,
            'one',
            'two',
            'three',
            'four',
            bad && i === 4 ? 'Z' : 'ABCD'[i % 4],
          ].join(','),
        );
      const reviewees = Promise.all([activeReviewee('timed-a'), activeReviewee('timed-b')]);

      const editor = await signIn(EDITOR);
      const page = await newPage();
      page.setDefaultTimeout(15_000);
      await page.goto('/staff/');
      await page.getByRole('heading', { name: 'Staff console' }).waitFor({ timeout: 30_000 });
      await page.getByRole('textbox', { name: 'Email' }).focus();
      await page.keyboard.type(EDITOR.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(EDITOR.password);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      await press(page, 'link', 'Question bank');
      await page.getByRole('heading', { name: 'Question bank', level: 1 }).waitFor();
      await expectNoAxeViolations(page);

      // A category of its own, added to the editable list.
      await page.getByRole('textbox', { name: 'New category' }).focus();
      await page.keyboard.type(category);
      await page.keyboard.press('Enter');
      await page.getByRole('listitem').filter({ hasText: category }).waitFor();

      // One bad row (the fifth question, line 6): nothing imported, the line and reason shown.
      await chooseCsv(page, 'bank.csv', [HEADER, ...rows(true)].join('\n'));
      await press(page, 'button', 'Import');
      await page.getByRole('alert').filter({ hasText: 'Nothing was imported from bank.csv' }).waitFor();
      const problem = page.getByRole('list', { name: 'Rows to fix' }).getByRole('listitem');
      expect(await problem.allInnerTexts()).toEqual([expect.stringMatching(/^Line 6: .*correct/i)]);
      await expectNoAxeViolations(page);
      const none = await api<{ totalDocs: number }>('GET', `/admin/questions?search=${tag}`, { token: editor.token });
      expect(none.totalDocs).toBe(0);

      // Fixed, all twenty are imported.
      await chooseCsv(page, 'bank-fixed.csv', [HEADER, ...rows(false)].join('\n'));
      await press(page, 'button', 'Import');
      await page.getByRole('status').filter({ hasText: 'Imported 20 questions from bank-fixed.csv' }).waitFor();
      await page.getByRole('textbox', { name: 'Search' }).fill(tag);
      await page
        .getByRole('status')
        .filter({ hasText: /^20 questions$/ })
        .waitFor();

      // A question opens in the rich-text editor; one no attempt was given is edited in place.
      await press(page, 'link', `${tag} item 1`);
      await page.getByRole('heading', { name: 'Edit question' }).waitFor();
      const stem = page.getByRole('textbox', { name: 'Question', exact: true });
      await stem.focus();
      await page.keyboard.press('End');
      await page.keyboard.type(' (edited)');
      await expectNoAxeViolations(page);
      await press(page, 'button', 'Save question');
      await page.getByText('Question saved').waitFor();
      const edited = await api<{ totalDocs: number }>(
        'GET',
        `/admin/questions?search=${encodeURIComponent(`${tag} item 1 (edited)`)}`,
        { token: editor.token },
      );
      expect(edited.totalDocs).toBe(1);

      // The exam: drawn from the category, a one-minute time limit, shuffled, for one offering.
      await press(page, 'link', 'Exam templates');
      await page.getByRole('heading', { name: 'Exam templates', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Exam templates' }).waitFor();
      await expectNoAxeViolations(page);
      await press(page, 'link', 'New exam template');
      await page.getByRole('heading', { name: 'New exam template' }).waitFor();
      const slug = `timed-${tag.toLowerCase()}`;
      await page.getByRole('textbox', { name: 'Name' }).fill(`Timed mock ${tag}`);
      await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
      await chooseOption(page, /Category$/, 'General Education');
      await page.getByRole('textbox', { name: 'Instructions' }).fill('Answer every item.');
      const windowEnd = Date.now() + 2 * 86_400_000;
      await page.getByLabel('Available from').fill(manila(Date.now() - 3_600_000));
      await page.getByLabel('Available until').fill(manila(windowEnd));
      await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('1');
      await press(page, 'radio', 'Draw them at random by category', 'Space');
      await chooseOption(page, /Draw 1: category$/, category);
      await page.getByRole('textbox', { name: 'Draw 1: number of questions' }).fill('20');
      await press(page, 'checkbox', 'Shuffle the question order for each attempt', 'Space');
      await press(page, 'checkbox', 'Shuffle the option order for each attempt', 'Space');
      await press(page, 'checkbox', /^Time limit/, 'Space');
      await press(page, 'radio', 'The Active reviewees of these offerings', 'Space');
      await press(page, 'checkbox', OFFERING.title, 'Space');
      await expectNoAxeViolations(page);
      await press(page, 'button', 'Save exam template');
      await page.getByRole('heading', { name: `Edit Timed mock ${tag}` }).waitFor();
      await expectNoAxeViolations(page);

      // The preview shows it as a reviewee would.
      await press(page, 'link', 'Preview as a reviewee');
      await page.getByText('Question 1 of 20').waitFor();
      await expectNoAxeViolations(page);

      // Two reviewees of the offering, each in an order of their own.
      const [a, b] = await reviewees;
      const examPage = async (token: string) => {
        const p = await newPage();
        p.setDefaultTimeout(15_000);
        await withSession(p, token);
        await p.goto(`/exams/${slug}`);
        await p.getByRole('button', { name: 'START' }).waitFor({ timeout: 30_000 });
        await p.getByRole('button', { name: 'START' }).click();
        return p;
      };
      const first = await examPage(a.token);
      const startedAt = Date.now();
      const orderA = await firstQuestions(first, tag, 3);
      // Answered (the first option shown), so the automatic submission has something to score.
      // The options are shuffled too: the key follows the text, whatever place it is shown in.
      const shownFirst = (await first.locator('.option-text').first().innerText()).trim();
      const storedLabel = 'ABCD'[['one', 'two', 'three', 'four'].indexOf(shownFirst)];
      await first.getByRole('radio').first().focus();
      await first.keyboard.press('Space');
      const second = await examPage(b.token);
      const orderB = await firstQuestions(second, tag, 3);
      expect(orderA.every((n) => n >= 1 && n <= 20)).toBe(true);
      expect(orderA).not.toEqual(orderB);
      await expectNoAxeViolations(second);

      // The time limit runs out a minute after the start, two days before the window closes.
      await first.getByRole('heading', { name: 'Time is up' }).waitFor({ timeout: 90_000 });
      await first.getByText('Your answers were submitted automatically.').waitFor({ timeout: 30_000 });
      expect(Date.now() - startedAt).toBeLessThan(120_000);
      const templates = await api<{ docs: { _id: string; availableUntil: string }[] }>(
        'GET',
        `/users/${a.user}/exam-templates?slug=${slug}`,
        { token: a.token },
      );
      expect(Date.parse(templates.docs[0]!.availableUntil)).toBeGreaterThan(Date.now() + 86_400_000);
      await until(async () => {
        const attempts = await api<{ docs: { completed: boolean; answers: unknown[] }[] }>(
          'GET',
          `/users/${a.user}/exams?exam=${templates.docs[0]!._id}`,
          { token: a.token },
        );
        const attempt = attempts.docs[0];
        return attempt?.completed === true && attempt.answers.length === 1;
      }, 'the attempt completed with its answer');
      const [completed] = (
        await api<{ docs: { answers: { answer: string }[] }[] }>(
          'GET',
          `/users/${a.user}/exams?exam=${templates.docs[0]!._id}`,
          { token: a.token },
        )
      ).docs;
      expect(completed!.answers[0]!.answer).toBe(storedLabel);
    },
  );
});
