import { describe, expect, it } from 'vitest';
import { activeReviewee, api, DEMO_EDITOR, signIn } from './support/api.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { signInToConsole } from './support/console.ts';
import { arrowTo, expectFocusOn, selectByKeyboard, tabTo } from './support/keyboard.ts';
import { rowCells } from './support/tables.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * The cohort heatmap against the real API (decision 0085): two reviewees the cashier's approval
 * made Active in the Cebu branch take a new mock exam; the registrar opens the heatmap by keyboard
 * alone, chooses that exam, and reads each subject's average and reviewees by branch and by
 * offering, as computed by hand, in a page that never scrolls sideways at 1024 px or 1280 px.
 */
const { newPage } = useBrowser();
const REGISTRAR = { email: 'registrar@review-center.local', password: 'registrar-2024' };

/** The page scrolls sideways: its content is wider than its window. */
const scrollsSideways = () => document.documentElement.scrollWidth > document.documentElement.clientWidth;

describe('cohort heatmap', { timeout: JOURNEY_MS }, () => {
  it('should show the registrar a subject’s average and reviewees for the cohort, by keyboard alone', async () => {
    const editor = await signIn(DEMO_EDITOR);
    const tag = `H${Date.now()}`;
    const subjects = await api<{ docs: { _id: string; part: string; title: string }[] }>(
      'GET',
      '/admin/subjects?limit=100',
      { token: editor.token },
    );
    const subjectId = (title: string) => {
      const found = subjects.docs.find((s) => s.part === 'general' && s.title === title);
      if (!found) throw new Error(`The demo data has no General Education subject ${title}`);
      return found._id;
    };
    // Two Mathematics and two English questions, A right in each.
    const questions: string[] = [];
    for (const [n, subject] of [
      [1, 'Mathematics'],
      [2, 'Mathematics'],
      [3, 'English'],
      [4, 'English'],
    ] as const) {
      const created = await api<{ _id: string }>('POST', '/admin/questions', {
        token: editor.token,
        body: {
          category: 'general-education',
          difficulty: 'Easy',
          stem: `<p>${tag} item ${n}</p>`,
          options: [
            { label: 'A', data: 'Right' },
            { label: 'B', data: 'Wrong' },
          ],
          correct: 'A',
          subject: subjectId(subject),
        },
      });
      questions.push(created._id);
    }
    const name = `Heatmap mock ${tag}`;
    const template = await api<{ _id: string }>('POST', '/admin/exam-templates', {
      token: editor.token,
      body: {
        name,
        slug: `heatmap-${tag.toLowerCase()}`,
        category: 'general-education',
        instructions: '',
        availableFrom: new Date(Date.now() - 3_600_000).toISOString(),
        availableUntil: new Date(Date.now() + 3_600_000).toISOString(),
        duration: 10,
        questions: { mode: 'picked', questions },
        audience: { kind: 'everyone' },
      },
    });
    // By hand: the first answers M1, M2 and E1 right; the second M1 only.
    // Mathematics (2 + 1) / 4 = 75.00 %, English (1 + 0) / 4 = 25.00 %, two reviewees each.
    for (const right of [[0, 1, 2], [0]]) {
      const reviewee = await activeReviewee('heatmap');
      const attempt = await api<{ _id: string }>('POST', `/users/${reviewee.user}/exams`, {
        token: reviewee.token,
        body: { exam: template._id },
      });
      await api('POST', `/users/${reviewee.user}/exams/${attempt._id}/complete`, {
        token: reviewee.token,
        body: { answers: questions.map((question, i) => ({ question, answer: right.includes(i) ? 'A' : 'B' })) },
      });
    }

    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInToConsole(page, REGISTRAR);
    await tabTo(page, 'Cohort heatmap');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Cohort heatmap' }).waitFor({ timeout: SERVER_MS });
    await selectByKeyboard(page, /Exam$/, `${name} (2 completed attempts)`);

    const byBranch = 'Average per LET subject by branch (1 exam)';
    await page.getByRole('table', { name: byBranch }).waitFor({ timeout: SERVER_MS });
    const headers = await page.getByRole('table', { name: byBranch }).getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['Subject', 'Cebu', 'Everyone']);
    expect(await rowCells(page, byBranch, 'Mathematics')).toEqual(['75.00%\n2 reviewees', '75.00%\n2 reviewees']);
    expect(await rowCells(page, byBranch, 'English')).toEqual(['25.00%\n2 reviewees', '25.00%\n2 reviewees']);
    await page
      .getByRole('list', { name: 'Colour scale' })
      .getByText('Below 50 %: under the LET’s part minimum')
      .waitFor();
    expect(await page.evaluate(scrollsSideways)).toBe(false);
    await expectNoAxeViolations(page);

    // The table's region takes focus, so the keyboard can scroll it.
    await tabTo(page, 'Export CSV');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const csv = await (await download).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(csv).toContain('\r\nMathematics,General Education,Cebu,2,3,4,75.00\r\n');
    expect(csv).toContain('\r\nEnglish,General Education,Everyone,2,1,4,25.00\r\n');
    await tabTo(page, byBranch);
    await expectFocusOn(page, byBranch);

    // By offering, at a desk's 1280 px: the two joined the hybrid online review.
    await page.setViewportSize({ width: 1280, height: 800 });
    await tabTo(page, /Columns$/, { backwards: true });
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await arrowTo(page, 'Offering');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const byOffering = 'Average per LET subject by offering (1 exam)';
    await page.getByRole('table', { name: byOffering }).waitFor({ timeout: SERVER_MS });
    expect(await page.getByRole('table', { name: byOffering }).getByRole('columnheader').allInnerTexts()).toEqual([
      'Subject',
      'LET Hybrid Online Review (March 2024)',
      'Everyone',
    ]);
    expect((await rowCells(page, byOffering, 'Mathematics'))[0]).toBe('75.00%\n2 reviewees');
    expect(await page.evaluate(scrollsSideways)).toBe(false);
    await expectNoAxeViolations(page);
  });
});
