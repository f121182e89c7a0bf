import { describe, expect, it } from 'vitest';
import { api, registerReviewee, signIn, DEMO_EDITOR as EDITOR } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { chooseOption } from './support/forms.ts';
import { rowCells } from './support/tables.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * The question bank's rationales, subjects and competencies (decision 0076) against the real API:
 * the content editor imports a CSV file with rationale, subject and competency columns and finds
 * the questions by subject and competency; the console's preview shows the review a reviewee will
 * read; a reviewee who took the exam reads no rationale while the window is open and reads each
 * one, with the answers, once it has closed.
 */
const { newPage } = useBrowser();

const HEADER =
  'category,subject,competency,difficulty,passage,stem,option A,option B,option C,option D,correct,rationale';

describe('question bank: rationales, subjects and competencies', { timeout: JOURNEY_MS }, () => {
  it(
    'should import the columns, filter by them, preview the review, and show the rationale and subjects after the window',
    { timeout: JOURNEY_MS },
    async () => {
      const tag = `R${Date.now().toString(36)}`;
      const rows = [1, 2, 3].map((n) =>
        [
          'General Education',
          'mathematics',
          `ge-math-${n}`,
          'Easy',
          '',
          `${tag} item ${n}: what is ${n} + ${n}?`,
          String(2 * n),
          String(2 * n + 1),
          String(2 * n + 2),
          String(2 * n + 3),
          'A',
          `"<p>${tag} rationale ${n}: <strong>${n} + ${n} = ${2 * n}</strong>.</p>"`,
        ].join(','),
      );
      const editor = await signIn(EDITOR);
      const reviewee = registerReviewee();

      const page = await newPage();
      page.setDefaultTimeout(STEP_MS);
      await signInToConsole(page, EDITOR);
      await press(page, 'link', 'Question bank');
      await page.getByRole('heading', { name: 'Question bank', level: 1 }).waitFor();

      // The file, with the three new columns; its subject matched to the list whatever the case.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        press(page, 'button', 'Choose a CSV file'),
      ]);
      await chooser.setFiles({
        name: 'tagged.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([HEADER, ...rows].join('\n')),
      });
      await page.getByText('Chosen: tagged.csv').waitFor();
      await press(page, 'button', 'Import');
      await page.getByRole('status').filter({ hasText: 'Imported 3 questions from tagged.csv' }).waitFor();

      // Found by subject and by the start of the competency code, each shown in its column.
      await page.getByRole('textbox', { name: 'Search' }).fill(tag);
      await chooseOption(page, /LET subject$/, 'General Education: Mathematics');
      await page.getByRole('textbox', { name: 'Competency' }).fill('ge-math');
      await page
        .getByRole('status')
        .filter({ hasText: /^3 questions$/ })
        .waitFor();
      const row = page.getByRole('row').filter({ hasText: `${tag} item 2` });
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining(['General Education', 'Mathematics', 'GE-MATH-2']),
      );
      await page.getByRole('textbox', { name: 'Competency' }).fill('GE-ENG');
      await page.getByText('No questions match.').waitFor();
      await expectNoAxeViolations(page);

      // An exam of the three that shows its answers after its window. The window stays open an
      // hour, and the editor closes it once the open state is seen, so no step races the clock.
      const bank = await api<{ docs: { _id: string; stem: string }[] }>(
        'GET',
        `/admin/questions?search=${tag}&limit=10`,
        { token: editor.token },
      );
      const questions = bank.docs.sort((a, b) => a.stem.localeCompare(b.stem)).map((q) => q._id);
      expect(questions).toHaveLength(3);
      const slug = `rationale-${tag.toLowerCase()}`;
      const body = {
        name: `Rationale mock ${tag}`,
        slug,
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

      // A reviewee takes it at once: the first right, the second wrong, the third unanswered.
      const taker = await reviewee;
      const attempt = await api<{ _id: string }>('POST', `/users/${taker._id}/exams`, {
        token: taker.token,
        body: { exam: template._id },
      });
      await api('POST', `/users/${taker._id}/exams/${attempt._id}/complete`, {
        token: taker.token,
        body: {
          answers: [
            { question: questions[0], answer: 'A' },
            { question: questions[1], answer: 'B' },
          ],
        },
      });

      // The console's preview: the review a reviewee will read, keys and rationales.
      await page.goto(`/staff/exam-templates/${template._id}/preview`);
      await page.getByText('Question 1 of 3').waitFor({ timeout: SERVER_MS });
      await press(page, 'tab', 'Review after the window');
      const previewed = page.getByRole('tabpanel');
      await previewed.getByText(`${tag} rationale 2: 2 + 2 = 4.`).waitFor();
      expect(await previewed.innerText()).toContain('What reviewees read once the exam has closed for everyone');
      await expectNoAxeViolations(page);

      // While the window is open, the result has no answers and no rationale.
      const site = await newPage();
      site.setDefaultTimeout(STEP_MS);
      await withSession(site, taker.token);
      await site.goto(`/account?tab=exams&result=${attempt._id}`);
      await site.getByText('The answers are shown once the exam closes for everyone.').waitFor({ timeout: SERVER_MS });
      expect(await site.getByText(`${tag} rationale`).count()).toBe(0);

      // Once the editor has closed it, each question with the answers and its rationale.
      const availableUntil = new Date(Date.now() - 1_000).toISOString();
      await api('PUT', `/admin/exam-templates/${template._id}`, {
        token: editor.token,
        body: { ...body, availableUntil },
      });
      const result = await api<{ review: unknown[] | null }>('GET', `/users/${taker._id}/exams/${attempt._id}/result`, {
        token: taker.token,
      });
      expect(result.review).toHaveLength(3);
      await site.reload();
      const review = site
        .getByRole('list')
        .filter({ hasText: `${tag} item 1` })
        .first();
      await review.waitFor({ timeout: SERVER_MS });
      const items = review.locator(':scope > li');
      expect(await items.count()).toBe(3);
      expect(await items.nth(0).innerText()).toMatch(
        new RegExp(`Right\\.\\s+Rationale\\s+${tag} rationale 1: 1 \\+ 1 = 2\\.`),
      );
      expect(await items.nth(1).innerText()).toMatch(/B\. 5 — your answer[\s\S]*Wrong\./);
      expect(await items.nth(2).innerText()).toMatch(new RegExp(`Not answered\\.\\s+Rationale\\s+${tag} rationale 3`));
      expect(await items.nth(0).locator('strong', { hasText: '1 + 1 = 2' }).count()).toBe(1);

      // The score per subject and competency against everyone who took the exam (decision 0079):
      // this reviewee alone, so the average is theirs; 1 of 3 is below 50 %.
      const strengths = site.getByRole('table', { name: 'Strengths and improvement areas' });
      const scores = (await strengths.getByRole('row').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
      expect(scores.slice(1)).toEqual([
        'Mathematics 1 / 3 33.33% 33.33% Yes',
        'Mathematics: GE-MATH-1 1 / 1 100.00% 100.00% No',
        'Mathematics: GE-MATH-2 0 / 1 0.00% 0.00% Yes',
        'Mathematics: GE-MATH-3 0 / 1 0.00% 0.00% Yes',
      ]);
      await site.getByText(/^Improvement areas: Mathematics\./).waitFor();
      await expectNoAxeViolations(site);

      // My Progress adds the closed exams' subjects up: a BEED reviewee sits the elementary level,
      // where General Education weighs 40 %, so Mathematics at 1 of 3 costs 40 × (75 − 33.33) / 100.
      await press(site, 'tab', 'My Progress');
      await site
        .getByText(
          'Study Mathematics (General Education) next: it costs your weighted average the most, 16.67 points short of 75.',
        )
        .waitFor({ timeout: SERVER_MS });
      expect(await rowCells(site, 'Subjects across your closed mock exams', 'Mathematics')).toEqual([
        'General Education',
        '1 / 3',
        '33.33%',
        '16.67',
      ]);
      await expectNoAxeViolations(site);
    },
  );
});
