import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeReviewee, api, DEMO_ADMIN, publishedOffering, signIn } from './support/api.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { tabTo } from './support/keyboard.ts';
import { emailsTo, linkFromOutbox } from './support/outbox.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * Exam reminders (decision 0091), against the real API: the day before an exam opens, its
 * audience gets one e-mail, sent by the server's job on its own schedule (every minute; every 5 s
 * for the journeys' API, global-setup.ts) through the outbox. Its link, opened in a browser nobody signed in to, stops that reviewee's exam
 * reminders; their other e-mail still comes.
 */

const { newPage } = useBrowser();

/** A round of the reminder job, then the outbox: a bound a machine far slower than this one meets. */
const JOB_ROUND_MS = 2 * SERVER_MS;

/** An exam for the reviewees of `offering`, opening in six hours: its reminder is due now. */
async function examOpeningSoon(token: string, offering: string, tag: string) {
  const name = `Reminded mock ${tag} ${Date.now()}`;
  const opens = Date.now() + 6 * 3_600_000;
  await api('POST', '/admin/exam-templates', {
    token,
    body: {
      name,
      slug: `reminded-mock-${tag}-${Date.now()}`,
      category: 'general-education',
      instructions: 'Answer all.',
      availableFrom: new Date(opens).toISOString(),
      availableUntil: new Date(opens + 4 * 3_600_000).toISOString(),
      duration: 60,
      hasTimeLimit: true,
      questions: { mode: 'drawn', draws: [{ category: 'general-education', count: 5 }] },
      audience: { kind: 'offerings', offerings: [offering] },
    },
  });
  return name;
}

/** The reminders of `exam` in `email`'s outbox, as the reviewee reads them. */
const remindersOf = async (email: string, exam: string) =>
  (await emailsTo(email)).filter((mail) => mail.includes(`\nSubject: Exam reminder — ${exam}\n`));

const waitForReminder = (email: string, exam: string) =>
  until(async () => (await remindersOf(email, exam)).length > 0, `the reminder of ${exam} to ${email}`, {
    timeout: JOB_ROUND_MS,
  });

describe('exam reminders', { timeout: JOURNEY_MS }, () => {
  it('should e-mail the reminder once, and its link stop the next ones without signing in', async () => {
    const admin = await signIn(DEMO_ADMIN);
    // An offering of this journey's own, so its exams remind these two reviewees and no others.
    const offering = await publishedOffering(admin.token, {
      title: `Reminded review ${Date.now()}`,
      branches: ['Cebu'],
    });
    const reviewee = await activeReviewee('reminded', offering._id);
    const classmate = await activeReviewee('classmate', offering._id);

    const first = await examOpeningSoon(admin.token, offering._id, 'first');
    await Promise.all([waitForReminder(reviewee.email, first), waitForReminder(classmate.email, first)]);
    const [reminder] = await remindersOf(reviewee.email, first);
    expect(reminder).toContain('Philippine time.');
    expect(reminder).toContain('Once you start, you have 60 minutes to finish.');

    // The link, opened in a browser nobody signed in to: the page says the reminders stopped.
    const link = await linkFromOutbox(reviewee.email, '/exam-reminders/unsubscribe/');
    const page: Page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto(link);
    await page
      .getByRole('heading', { level: 1, name: 'Success - You will no longer get exam reminders' })
      .waitFor({ timeout: SERVER_MS });
    await page.getByText('We will still e-mail you about your account, your payments and your exam results.').waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'met-token')).toBe(false);
    await expectNoAxeViolations(page);
    await tabTo(page, 'Go to the home page');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/home');

    // The next exam of the offering reminds the classmate, and not the reviewee who stopped them.
    const next = await examOpeningSoon(admin.token, offering._id, 'next');
    await waitForReminder(classmate.email, next);
    expect(await remindersOf(reviewee.email, next)).toEqual([]);
    // Each reminder went out once, the first one included, a round of the job later.
    expect(await remindersOf(reviewee.email, first)).toHaveLength(1);
    expect(await remindersOf(classmate.email, first)).toHaveLength(1);

    // A transactional e-mail still reaches the reviewee: a password reset.
    await api('POST', '/users/reset-password-v2', { body: { email: reviewee.email } });
    expect(await linkFromOutbox(reviewee.email, '/account/reset-password/')).toMatch(/^\/account\/reset-password\//);
  });
});
