import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, registerReviewee, signIn, uniqueEmail } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { tabTo, typeInto } from './support/keyboard.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, STEP_MS } from './support/waits.ts';

/*
 * Exam day run by staff (decision 0083), against the real API: the registrar's console
 * grants one reviewee 30 extra minutes by keyboard and the reviewee's clock shows them, past the
 * window's end; an attempt closed by the server is reopened and its reviewee continues it. The
 * administrator stands in for the registrar (the administrator may do everything).
 */

const { newPage } = useBrowser();

interface Attempt {
  _id: string;
  completed: boolean;
  answers: unknown[];
}

/**
 * An exam of this journey's own: a 30-minute limit, its window closing `closesInMs` from now.
 * `close()` ends the window at once, as an editor would, so a step never races the clock.
 */
async function examClosingIn(token: string, tag: string, closesInMs: number) {
  const slug = `exam-day-${tag}-${Date.now()}`;
  const name = `Exam day ${tag} ${Date.now()}`;
  const body = {
    name,
    slug,
    category: 'general-education',
    instructions: 'Answer all.',
    availableFrom: new Date(Date.now() - 3_600_000).toISOString(),
    availableUntil: new Date(Date.now() + closesInMs).toISOString(),
    duration: 30,
    hasTimeLimit: true,
    questions: { mode: 'drawn', draws: [{ category: 'general-education', count: 5 }] },
    audience: { kind: 'everyone' },
  };
  const created = await api<{ _id: string }>('POST', '/admin/exam-templates', { token, body });
  const close = () =>
    api('PUT', `/admin/exam-templates/${created._id}`, {
      token,
      body: { ...body, availableUntil: new Date(Date.now() - 1_000).toISOString() },
    });
  return { _id: created._id, slug, name, close };
}

/** The console's exam day page of `exam`, reached by keyboard from the list. */
async function examDay(page: Page, name: string) {
  await signInToConsole(page, DEMO_ADMIN, '/staff/accommodations');
  await page.getByRole('heading', { name: 'Exam day', level: 1 }).waitFor();
  await expectNoAxeViolations(page);
  await press(page, 'link', name);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Attempts' }).waitFor();
}

/** Minutes the reviewee's timer shows, read as HH:MM:SS. */
const timerMinutes = async (page: Page) => {
  const text = (await page.getByRole('timer', { name: 'Time remaining' }).textContent()) ?? '';
  const [, hh, mm] = /(\d\d):(\d\d):\d\d/.exec(text) ?? [];
  return Number(hh) * 60 + Number(mm);
};

describe('exam day', { timeout: JOURNEY_MS }, () => {
  it('should show one reviewee the 30 extra minutes staff grant them, past the window’s end', async () => {
    const admin = await signIn(DEMO_ADMIN);
    // The window closes 40 minutes from now: without the grant the window would not even cut the
    // 30 minutes; with it, 60 minutes run to 10 minutes past the window's end.
    const exam = await examClosingIn(admin.token, 'extra', 40 * 60_000);
    const reviewee = await registerReviewee(uniqueEmail('extra-time'));

    const site = await newPage();
    site.setDefaultTimeout(STEP_MS);
    await withSession(site, reviewee.token);
    await site.goto(`/exams/${exam.slug}`);
    await site.getByRole('button', { name: 'START' }).click();
    await site.getByText('Question 1 of 5').waitFor();
    await expect.poll(() => timerMinutes(site)).toBeGreaterThanOrEqual(28);
    expect(await timerMinutes(site)).toBeLessThanOrEqual(30);

    const console = await newPage();
    console.setDefaultTimeout(STEP_MS);
    await examDay(console, exam.name);
    // The live view: the reviewee's attempt in progress, and so not among those yet to start.
    const standing = console.getByRole('list', { name: 'Where the reviewees stand' });
    await standing.getByRole('listitem').filter({ hasText: 'In progress: 1' }).waitFor();
    await console.getByRole('heading', { name: 'Not started', level: 2 }).waitFor();
    expect(await console.getByRole('table', { name: 'Not started' }).getByText(reviewee.email).count()).toBe(0);
    await expectNoAxeViolations(console);
    await press(console, 'button', 'Grant an accommodation');
    await console.getByRole('dialog').waitFor();
    await expectNoAxeViolations(console);
    await typeInto(console, /^Reviewee’s e-mail address/, reviewee.email);
    await typeInto(console, /^Extra minutes/, '30');
    await typeInto(console, /^Reason/, 'Medical certificate on file');
    await tabTo(console, 'Grant');
    await console.keyboard.press('Enter');
    await console.getByRole('dialog').waitFor({ state: 'detached' });
    const records = console.getByRole('table', { name: 'Accommodations' });
    await records.getByText(reviewee.email, { exact: false }).waitFor();
    expect(await records.getByText('30 extra minutes').count()).toBe(1);
    await expectNoAxeViolations(console);

    // The reviewee's clock, read again from the server, shows the extra 30 minutes.
    await site.reload();
    await site.getByRole('button', { name: 'CONTINUE' }).click();
    await site.getByText('Question 1 of 5').waitFor();
    await expect.poll(() => timerMinutes(site)).toBeGreaterThanOrEqual(58);
    expect(await timerMinutes(site)).toBeLessThanOrEqual(60);
  });

  it('should reopen an attempt the server closed, and the reviewee continues it', async () => {
    const admin = await signIn(DEMO_ADMIN);
    const reviewee = await registerReviewee(uniqueEmail('reopened'));
    // The window is open while the reviewee starts and answers, then the editor closes it; the
    // server closes the attempt after its grace period.
    const exam = await examClosingIn(admin.token, 'reopen', 3_600_000);
    const attempt = await api<Attempt & { exam: { questions: string[] } }>('POST', `/users/${reviewee._id}/exams`, {
      token: reviewee.token,
      body: { exam: exam._id },
    });
    await api('POST', `/users/${reviewee._id}/exams/${attempt._id}/questions/${attempt.exam.questions[0]}`, {
      token: reviewee.token,
      body: { answer: 'A', answeredAt: new Date().toISOString() },
    });
    const read = () => api<Attempt>('GET', `/users/${reviewee._id}/exams/${attempt._id}`, { token: reviewee.token });
    await exam.close();
    // The window's end, the grace (20 s for the journeys' API, global-setup.ts) and the closing
    // job's next round (every 10 s with that grace).
    await until(async () => (await read()).completed, 'the server to close the attempt', { timeout: 240_000 });

    const console = await newPage();
    console.setDefaultTimeout(STEP_MS);
    await examDay(console, exam.name);
    const attempts = console.getByRole('table', { name: 'Attempts' });
    await attempts.getByText(/^Closed by the server/).waitFor();
    await press(console, 'button', /^Reopen the attempt of /);
    await console.getByRole('dialog').waitFor();
    await expectNoAxeViolations(console);
    await typeInto(console, /^Reason/, 'Brownout in the barangay');
    await tabTo(console, 'Reopen');
    await console.keyboard.press('Enter');
    await console.getByRole('dialog').waitFor({ state: 'detached' });
    await attempts.getByText(/^Closed by the server/).waitFor({ state: 'detached' });

    // The reviewee continues where they were: the earlier answer kept, the clock running again.
    const site = await newPage();
    site.setDefaultTimeout(STEP_MS);
    await withSession(site, reviewee.token);
    await site.goto(`/exams/${exam.slug}`);
    await site.getByRole('button', { name: 'CONTINUE' }).click();
    await site.getByText('Question 1 of 5').waitFor();
    expect(await timerMinutes(site)).toBeGreaterThanOrEqual(28);
    await site.getByRole('button', { name: 'Next' }).click();
    await site.getByText('Question 2 of 5').waitFor();
    await site.getByRole('radio').first().focus();
    await site.keyboard.press('Space');
    await until(async () => (await read()).answers.length === 2, 'the second answer on the server');
    expect((await read()).completed).toBe(false);
  });
});
