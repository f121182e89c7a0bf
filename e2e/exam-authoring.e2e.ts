import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeReviewee, api, signIn, DEMO_EDITOR as EDITOR } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { chooseOption } from './support/forms.ts';
import { rowCells } from './support/tables.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * The mock exam journey of decisions 0049 to 0051 against the real API, in one chain: the content
 * editor imports a CSV file with one bad row, sees its line and reason, fixes it and imports 20
 * questions; builds an exam drawn from them with a time limit and shuffling, for one offering.
 * A reviewee of that offering finds it under My Exams and takes it, a second takes it in an order
 * of its own, both are submitted automatically when the time limit (not the window) runs out, and
 * a third submits through the API. The results page shows every attempt and per-question
 * statistics that match a computation by hand; the first reviewee's My Progress shows the new
 * score in its category, the table beside the chart and the LET readiness verdict.
 */
const { newPage } = useBrowser();

const OFFERING = { id: 'hybrid-online-march-2024', title: 'LET Hybrid Online Review (March 2024)' };
const HEADER = 'category,difficulty,passage,stem,option A,option B,option C,option D,correct';

/** Chooses a file with the picker opened from the keyboard. */
async function chooseCsv(page: Page, name: string, text: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(page, 'button', 'Choose a CSV file')]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByText(`Chosen: ${name}`).waitFor();
}

/** The `datetime-local` value of an instant in Manila (UTC+8), as the form takes it. */
const manila = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

/** The number of the imported item a question's text names ("T… item 7"). */
const itemNumber = (tag: string, text: string) => Number(new RegExp(`${tag} item (\\d+)`).exec(text)?.[1]);

const OPTION_TEXTS = ['one', 'two', 'three', 'four'];
/** The text of item n's correct option: the CSV gives item n the key 'ABCD'[(n − 1) mod 4]. */
const correctText = (item: number) => OPTION_TEXTS[(item - 1) % 4]!;
const wrongText = (item: number) => OPTION_TEXTS[item % 4]!;

/**
 * Answers the first questions a reviewee is shown, right or wrong as `right` says, choosing the
 * option by its text wherever the shuffle put it, and moving on with Next. Returns the item
 * numbers in the order shown, each with whether it was answered right.
 */
async function answerShown(page: Page, tag: string, right: boolean[]) {
  const shown: { item: number; right: boolean }[] = [];
  for (const [index, isRight] of right.entries()) {
    await page.getByText(`Question ${index + 1} of 20`).waitFor();
    const text = await page.locator('.question-text').innerText();
    const item = itemNumber(tag, text);
    const options = (await page.locator('.option-text').allInnerTexts()).map((o) => o.trim());
    const radio = page.getByRole('radio').nth(options.indexOf(isRight ? correctText(item) : wrongText(item)));
    await radio.focus();
    await page.keyboard.press('Space');
    await until(() => radio.isChecked(), `question ${index + 1} answered`);
    shown.push({ item, right: isRight });
    if (index < right.length - 1) await press(page, 'button', 'Next');
  }
  return shown;
}

/**
 * Facility and discrimination indexes by hand (decision 0043): x = 1 for a right answer, the rest
 * of the test y = the attempt's total − x, r = (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)),
 * "—" where a factor is 0; both × 100 with two decimals, as the results page shows them.
 */
function byHand(items: number, attempts: Set<number>[]) {
  const totals = attempts.map((right) => right.size);
  const figures = new Map<number, [string, string, string]>();
  for (let item = 1; item <= items; item++) {
    const x = attempts.map((right) => (right.has(item) ? 1 : 0));
    const y = totals.map((total, i) => total - x[i]!);
    const n = attempts.length;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const sx = sum(x);
    const sy = sum(y);
    const varX = n * sum(x.map((v) => v * v)) - sx * sx;
    const varY = n * sum(y.map((v) => v * v)) - sy * sy;
    const r =
      varX === 0 || varY === 0 ? null : (n * sum(x.map((v, i) => v * y[i]!)) - sx * sy) / Math.sqrt(varX * varY);
    figures.set(item, [String(n), ((sx / n) * 100).toFixed(2), r === null ? '—' : (r * 100).toFixed(2)]);
  }
  return figures;
}

describe('exam authoring', { timeout: JOURNEY_MS }, () => {
  it(
    'should import questions, build a timed and shuffled exam for an offering, close attempts at its time limit, and show the results and progress',
    { timeout: JOURNEY_MS },
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
      const reviewees = Promise.all(['timed-a', 'timed-b', 'timed-c'].map((name) => activeReviewee(name, OFFERING.id)));

      const editor = await signIn(EDITOR);
      const page = await newPage();
      page.setDefaultTimeout(STEP_MS);
      await signInToConsole(page, EDITOR);
      await press(page, 'link', 'Question bank');
      await page.getByRole('heading', { name: 'Question bank', level: 1 }).waitFor();
      await expectNoAxeViolations(page);

      // A category of its own, added to the editable list.
      await page.getByRole('textbox', { name: 'New category' }).focus();
      await page.keyboard.type(category);
      await page.keyboard.press('Enter');
      // Within the list: the notice that says it was added is a list item too.
      await page
        .getByRole('list', { name: 'Exam categories' })
        .getByRole('listitem')
        .filter({ hasText: category })
        .waitFor();

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
      // A new exam is for its offerings by default; everyone signed in is a choice (decision 0067).
      expect(await page.getByRole('radio', { name: 'The Active reviewees of these offerings' }).isChecked()).toBe(true);
      await press(page, 'checkbox', OFFERING.title, 'Space');
      await expectNoAxeViolations(page);
      await press(page, 'button', 'Save exam template');
      await page.getByRole('heading', { name: `Edit Timed mock ${tag}` }).waitFor();
      await expectNoAxeViolations(page);

      // The preview shows it as a reviewee would.
      await press(page, 'link', 'Preview as a reviewee');
      await page.getByText('Question 1 of 20').waitFor();
      await expectNoAxeViolations(page);

      // Three reviewees of the offering. The first finds the exam under My Exams, open now.
      const [a, b, c] = await reviewees;
      const first = await newPage();
      first.setDefaultTimeout(STEP_MS);
      await withSession(first, a!.token);
      await first.goto('/account?tab=exams');
      const myExams = first.getByRole('tabpanel');
      await myExams.getByRole('heading', { name: 'Open now' }).waitFor({ timeout: SERVER_MS });
      await press(first, 'link', `START Timed mock ${tag}`);
      await first.waitForURL(`**/exams/${slug}`);
      await first.getByRole('button', { name: 'START' }).waitFor({ timeout: SERVER_MS });
      await press(first, 'button', 'START');
      // Right, right, wrong on the first three it is shown; the options are shuffled too, and the
      // key follows the text wherever it is shown.
      const answersA = await answerShown(first, tag, [true, true, false]);

      // The second, straight from the exam's address, in an order of its own: right, wrong, wrong.
      const second = await newPage();
      second.setDefaultTimeout(STEP_MS);
      await withSession(second, b!.token);
      await second.goto(`/exams/${slug}`);
      await second.getByRole('button', { name: 'START' }).waitFor({ timeout: SERVER_MS });
      await press(second, 'button', 'START');
      const answersB = await answerShown(second, tag, [true, false, false]);
      expect(answersA.map((q) => q.item).every((n) => n >= 1 && n <= 20)).toBe(true);
      expect(answersA.map((q) => q.item)).not.toEqual(answersB.map((q) => q.item));
      await expectNoAxeViolations(second);

      // The third through the API, submitting at once: items 1 to 8 right, 9 to 12 wrong, the rest
      // unanswered. The API takes the stored labels (decision 0050).
      const templates = await api<{ docs: { _id: string; availableUntil: string }[] }>(
        'GET',
        `/users/${c!.user}/exam-templates?slug=${slug}`,
        { token: c!.token },
      );
      const template = templates.docs[0]!;
      const bank = await api<{ docs: { _id: string; stem: string; correct: string }[] }>(
        'GET',
        `/admin/questions?search=${tag}&limit=50`,
        { token: editor.token },
      );
      const itemOf = new Map(bank.docs.map((q) => [q._id, itemNumber(tag, q.stem)]));
      const attemptC = await api<{ _id: string; exam: { questions: string[] } }>('POST', `/users/${c!.user}/exams`, {
        token: c!.token,
        body: { exam: template._id },
      });
      const answersC = attemptC.exam.questions.flatMap((question) => {
        const item = itemOf.get(question)!;
        const key = 'ABCD'[(item - 1) % 4]!;
        if (item <= 8) return [{ question, answer: key }];
        if (item <= 12) return [{ question, answer: key === 'A' ? 'B' : 'A' }];
        return [];
      });
      const scoredC = await api<{ score: number }>('POST', `/users/${c!.user}/exams/${attemptC._id}/complete`, {
        token: c!.token,
        body: { answers: answersC },
      });
      expect(scoredC.score).toBe(8);

      // The time limit runs out a minute after the start, two days before the window closes.
      await first.getByRole('heading', { name: 'Time is up' }).waitFor({ timeout: 60_000 + STEP_MS });
      await first.getByText('Your answers were submitted automatically.').waitFor({ timeout: SERVER_MS });
      expect(Date.parse(template.availableUntil)).toBeGreaterThan(Date.now() + 86_400_000);
      await second.getByText('Your answers were submitted automatically.').waitFor({ timeout: 60_000 + STEP_MS });
      for (const [who, answers] of [
        [a!, answersA],
        [b!, answersB],
      ] as const) {
        const right = answers.filter((q) => q.right).length;
        await until(async () => {
          const attempts = await api<{ docs: { completed: boolean; answers: unknown[]; score: number }[] }>(
            'GET',
            `/users/${who.user}/exams?exam=${template._id}`,
            { token: who.token },
          );
          const attempt = attempts.docs[0];
          return attempt?.completed === true && attempt.answers.length === 3 && attempt.score === right;
        }, `${who.email}'s attempt completed with its three answers, ${right} right`);
      }
      // The attempt ended at its own deadline, a minute after its start as the server recorded
      // it, not at the window's end two days on: measured by the server, not by how long the
      // steps above took.
      const [attemptA] = (
        await api<{ docs: { createdDate: string; deadline: string }[] }>(
          'GET',
          `/users/${a!.user}/exams?exam=${template._id}`,
          { token: a!.token },
        )
      ).docs;
      expect(Date.parse(attemptA!.deadline) - Date.parse(attemptA!.createdDate)).toBe(60_000);
      expect(Date.parse(template.availableUntil) - Date.parse(attemptA!.deadline)).toBeGreaterThan(86_400_000);

      // The results: every attempt, and per-question statistics that match the hand computation.
      await press(page, 'link', 'Exam results');
      await press(page, 'link', `Timed mock ${tag}`);
      await page.getByRole('heading', { name: `Timed mock ${tag}`, level: 1 }).waitFor();
      const attempts = page.getByRole('table', { name: 'Attempts' });
      await attempts.waitFor();
      for (const [who, score] of [
        [a!, '2 / 20 (10.00%)'],
        [b!, '1 / 20 (5.00%)'],
        [c!, '8 / 20 (40.00%)'],
      ] as const) {
        const row = attempts.getByRole('row').filter({ hasText: who.email });
        expect(await row.getByRole('cell').allInnerTexts(), who.email).toContain(score);
      }
      const expected = byHand(20, [
        new Set(answersA.filter((q) => q.right).map((q) => q.item)),
        new Set(answersB.filter((q) => q.right).map((q) => q.item)),
        new Set([1, 2, 3, 4, 5, 6, 7, 8]),
      ]);
      const statistics = await page
        .getByRole('table', { name: 'Question statistics' })
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim())));
      expect(statistics).toHaveLength(20);
      const shown = new Map(statistics.map(([stem, ...figures]) => [itemNumber(tag, stem!), figures.slice(0, 3)]));
      expect(shown).toEqual(expected);
      // At least one figure the hand computation could not make trivial: a real correlation.
      expect([...expected.values()].some(([, , r]) => r !== '—')).toBe(true);
      await expectNoAxeViolations(page);

      // The first reviewee's My Exams lists it as completed with its score and the result's link.
      await first.goto('/account?tab=exams');
      await first.getByRole('table', { name: 'Completed exams' }).waitFor({ timeout: SERVER_MS });
      expect((await rowCells(first, 'Completed exams', `Timed mock ${tag}`))[1]).toBe('2 / 20 (10.00%)');

      // My Progress: the new score in its category, the table beside the chart, and the verdict once
      // a Professional Education mock is done too (submitted blank: 0 %).
      const mocks = await api<{ docs: { _id: string; slug: string }[] }>('GET', `/users/${a!.user}/exam-templates`, {
        token: a!.token,
      });
      const professional = mocks.docs.find((t) => t.slug === 'let-mock-exam-professional-education')!;
      const blank = await api<{ _id: string }>('POST', `/users/${a!.user}/exams`, {
        token: a!.token,
        body: { exam: professional._id },
      });
      await api('POST', `/users/${a!.user}/exams/${blank._id}/complete`, { token: a!.token, body: { answers: [] } });
      await first.goto('/account?tab=progress');
      await first.locator('[data-ready]').waitFor({ timeout: SERVER_MS });
      expect(await rowCells(first, 'Scores by exam category', 'General Education')).toEqual(['10%', '–']);
      expect(await rowCells(first, 'Scores by exam category', 'Professional Education')).toEqual(['0%', '–']);
      // By hand: a BEED reviewee sits the elementary level, 40 % General Education and 60 %
      // Professional Education: 0.4 × 10 + 0.6 × 0 = 4.00, both parts below 50.
      const verdict = first.getByRole('status').filter({ hasText: 'Weighted average' });
      expect(await verdict.innerText()).toBe(
        'Weighted average 4.00: not yet passing. Holding you back: General Education, Professional Education.',
      );
      await expectNoAxeViolations(first);
    },
  );
});
