import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeReviewee, DEMO_REVIEWEE, signIn, DEMO_EDITOR as EDITOR } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/**
 * Discussions (decision 0038): the demo reviewee, Active in the hybrid review, starts a thread
 * from the account area; another reviewee made Active in the same offering replies; the content
 * editor hides the reply in the staff console and it is gone for the reviewees.
 */
const { newPage } = useBrowser();

async function pageAs(token: string, path: string): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(STEP_MS);
  await withSession(page, token);
  await page.goto(path);
  return page;
}

describe('discussions', { timeout: JOURNEY_MS }, () => {
  // One thread for the file, answered in the first journey and moderated in the second.
  const title = `Study group for Gen Ed ${Date.now()}`;
  let threadPath = '';
  let classmateToken = '';

  it(
    'should let a reviewee start a thread that another Active reviewee of the offering answers',
    { timeout: JOURNEY_MS },
    async () => {
      const [demo, classmate] = await Promise.all([signIn(DEMO_REVIEWEE), activeReviewee()]);
      classmateToken = classmate.token;

      // From the account area: My access on the Enrollments tab leads to the offering's discussions.
      const starter = await pageAs(demo.token, '/account?tab=enrollments');
      await starter.getByRole('link', { name: /^Discussions of / }).click();
      await starter.getByRole('heading', { level: 1, name: 'Discussions' }).waitFor();
      // The demo data's thread is there on a fresh start.
      await starter.getByRole('link', { name: 'How do you remember the theories of learning?' }).waitFor();
      const form = starter.getByRole('form', { name: 'Start a discussion' });
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('textbox', { name: 'Message' }).fill('Who wants to review General Education on Saturdays?');
      await form.getByRole('button', { name: 'Post discussion' }).click();
      await starter.getByRole('link', { name: title }).click();
      await starter.getByRole('heading', { level: 1, name: title }).waitFor();
      await starter.getByText('No replies yet.').waitFor();
      await expectNoAxeViolations(starter);

      // The classmate opens the same thread and replies.
      threadPath = new URL(starter.url()).pathname;
      const answerer = await pageAs(classmate.token, threadPath);
      await answerer.getByRole('heading', { level: 1, name: title }).waitFor();
      const reply = answerer.getByRole('form', { name: 'Reply to this discussion' });
      await reply.getByRole('textbox', { name: 'Your reply' }).fill('Count me in: Saturday mornings suit me.');
      await reply.getByRole('button', { name: 'Post reply' }).click();
      await answerer.getByRole('heading', { name: '1 reply' }).waitFor();
      await expectNoAxeViolations(answerer);

      // The starter sees the reply, and the thread at the top of the offering's list.
      await starter.reload();
      await starter.getByText('Count me in: Saturday mornings suit me.').waitFor();
      await starter.getByRole('link', { name: 'Back to the discussions' }).click();
      const threads = starter.getByRole('region', { name: 'Discussions, newest activity first' });
      const firstThread = threads.getByRole('listitem').first();
      expect(await firstThread.getByRole('link').textContent()).toBe(title);
      await expectNoAxeViolations(starter);
    },
  );

  it('should refuse the thread to a reviewee Active in another offering', { timeout: JOURNEY_MS }, async () => {
    const outsider = await activeReviewee('outsider', 'override-offering-1');
    const page = await pageAs(outsider.token, threadPath);
    await page
      .getByRole('alert')
      .getByText(/Only reviewees whose enrollment in this offering is Active/)
      .waitFor();
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
    expect(await page.getByText('Count me in: Saturday mornings suit me.').count()).toBe(0);
  });

  it(
    'should let the content editor hide the reply in the staff console, and it is gone for reviewees',
    { timeout: JOURNEY_MS },
    async () => {
      const staff = await newPage();
      staff.setDefaultTimeout(STEP_MS);
      await staff.goto('/staff/discussions');
      await staff.getByRole('heading', { name: 'Staff console' }).waitFor({ timeout: SERVER_MS });
      await staff.getByRole('textbox', { name: 'Email' }).fill(EDITOR.email);
      await staff.getByLabel('Password').fill(EDITOR.password);
      await staff.keyboard.press('Enter');
      await staff.getByRole('heading', { level: 1, name: 'Discussions' }).waitFor();
      await staff.getByRole('button', { name: `Hide reply by Maria S. on “${title}”` }).click();
      // It asks first (a destructive action); the dialog's own button confirms.
      await staff.getByRole('alertdialog').getByRole('button', { name: 'Hide reply' }).click();
      await staff.getByText('The reply is hidden from reviewees').waitFor();
      await expectNoAxeViolations(staff);
      const reviewee = await pageAs(classmateToken, threadPath);
      await reviewee.getByRole('heading', { level: 1, name: title }).waitFor();
      await reviewee.getByRole('heading', { name: '0 replies' }).waitFor();
      expect(await reviewee.getByText('Count me in: Saturday mornings suit me.').count()).toBe(0);
    },
  );
});
