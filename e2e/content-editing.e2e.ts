import type { Page } from 'playwright-core';

/** What the check reads of Tiptap's editor, which it hangs on its element. */
interface EditorState {
  doc: { textBetween: (from: number, to: number) => string; content: { size: number } };
  selection: { from: number; to: number };
}
import { afterAll, describe, expect, it } from 'vitest';
import { activeReviewee, api, DEMO_ADMIN, signIn, DEMO_EDITOR as EDITOR } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration, withSession } from './support/browser.ts';
import { signInToConsole } from './support/console.ts';
import { arrowTo, expectFocusOn, tabTo, typeInto } from './support/keyboard.ts';
import { emailsTo, linkFromOutbox } from './support/outbox.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, STEP_MS } from './support/waits.ts';

/*
 * The content editor's announcements and courseware (decision 0048), in Chromium against the real
 * API, with the keyboard: an announcement written in the editor (a link, a list, a pasted image
 * with an onerror script) reaches /home and /announcements with its link and list and without
 * the script; one dated in the future stays off the site; courseware written for an offering is
 * read by its Active reviewee and refused to one whose six months of access have ended.
 */

const { newPage } = useBrowser();

/** Not the hybrid review: the demo reviewee's courseware there is another journey's. */
const FINAL_COACHING = { id: 'override-offering-3', title: 'LET Final Coaching' };

/** Announcements this file publishes, put back to drafts at the end: other journeys count /home's. */
const published: string[] = [];
afterAll(async () => {
  const { token } = await signIn(EDITOR);
  for (const id of published) {
    const saved = await api<Record<string, unknown>>('GET', `/admin/announcements/${id}`, { token });
    await api('PUT', `/admin/announcements/${id}`, {
      token,
      body: { title: saved.title, slug: saved.slug, date: saved.date, content: saved.content, status: 'draft' },
    });
  }
});

/** The content editor on a new page of the console, at `path`. */
async function editorAt(path: string): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(STEP_MS);
  return signInToConsole(page, EDITOR, `/staff${path}`);
}

/** Focuses a link or button by its name and presses Enter on it. */
async function press(page: Page, role: 'link' | 'button', name: string) {
  await page.getByRole(role, { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** Pastes HTML into the focused editor, as a copy from a web page or a word processor would arrive. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]*>/g, ''));
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** The announcement's id, from the editor page's address once it is saved. */
async function savedId(page: Page) {
  await page.waitForURL(/\/staff\/announcements\/(?!new)[^/]+$/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

describe('content editing', { timeout: JOURNEY_MS }, () => {
  it('should publish an announcement written in the editor, link and list kept and the script gone', async () => {
    const title = `Enrollment for the June review is open ${Date.now()}`;
    const slug = title.toLowerCase().replaceAll(' ', '-');
    const page = await editorAt('/');
    await press(page, 'link', 'Announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await page.getByRole('table', { name: 'Announcements' }).waitFor();
    await expectNoAxeViolations(page);

    await press(page, 'link', 'New announcement');
    await page.getByRole('heading', { level: 1, name: 'New announcement' }).waitFor();
    await typeInto(page, 'Title', title);
    // The slug followed the title.
    expect(await page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(slug);
    // Published, dated now (the form's default date).
    // Radios are named by their value here (support/keyboard.ts): Draft is chosen, Published next.
    await tabTo(page, 'draft');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'published');

    await writeWithTheToolbar(page);
    // The paste goes at the end, on the new line: the editor may still be taking in the last keys.
    await page.keyboard.press('Control+End');
    await until(
      () =>
        page.getByRole('textbox', { name: /^Content/ }).evaluate((dom) => {
          const { state } = (dom as unknown as { editor: { state: EditorState } }).editor;
          return state.selection.from === state.selection.to && state.selection.to === state.doc.content.size - 1;
        }),
      'the caret at the end',
    );
    // Pasted from elsewhere: an image whose onerror runs a script (its alt text keeps the page accessible).
    await pasteHtml(page, '<p>Pasted</p><img src=x alt="Exam permit" onerror="window.__pwned = true">');
    await expectFocusOn(page, /^Content/);
    await tabTo(page, 'Save announcement');
    await page.keyboard.press('Enter');
    await page.getByText('Announcement saved').first().waitFor();
    const id = await savedId(page);
    published.push(id);
    await page.getByRole('heading', { level: 1, name: 'Edit announcement' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'announcement.create by editor@review-center.local' }).waitFor();
    // The preview is the site's own article component.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectNoAxeViolations(page);

    // On /home (latest 3) and /announcements (latest 4), at once.
    const home = await newPage();
    await home.goto('/home');
    await home.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: title }).waitFor();
    const list = await newPage();
    await list.goto('/announcements');
    await list.getByRole('link', { name: title }).waitFor();
    await waitForHydration(list);
    await list.getByRole('link', { name: title }).focus();
    await list.keyboard.press('Enter');
    await list.waitForURL(`**/announcements/${slug}`);
    const article = list.getByRole('article');
    await article.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await article.getByRole('link', { name: 'Read the enrollment guide' }).getAttribute('href')).toBe(
      'https://example.ph/enrollment-guide',
    );
    expect(await article.getByRole('listitem').allTextContents()).toEqual(['A valid ID', 'Your exam permit']);
    await article.getByText('Pasted').waitFor();
    expect(await article.locator('[onerror], script').count()).toBe(0);
    expect(await list.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expectNoAxeViolations(list);
  });

  it('should keep a future-dated announcement off the site', async () => {
    const title = `Results day schedule ${Date.now()}`;
    const slug = title.toLowerCase().replaceAll(' ', '-');
    const page = await editorAt('/announcements/new');
    await page.getByRole('heading', { level: 1, name: 'New announcement' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).focus();
    await page.keyboard.type(title);
    const nextYear = new Date().getUTCFullYear() + 1;
    await page.getByLabel('Publish date (Manila time)').fill(`${nextYear}-06-01T08:00`);
    await page.getByRole('radio', { name: /^Draft/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('textbox', { name: /^Content/ }).focus();
    await page.keyboard.type('Results will be released here.');
    await page.getByRole('button', { name: 'Save announcement' }).click();
    await page.getByText('Announcement saved').first().waitFor();
    published.push(await savedId(page));
    await page.getByText('Scheduled', { exact: true }).first().waitFor();

    const list = await newPage();
    await list.goto('/announcements');
    await list.getByRole('link', { name: 'March 2024 LET schedule and reminders' }).waitFor();
    expect(await list.getByRole('link', { name: title }).count()).toBe(0);
    const home = await newPage();
    await home.goto('/home');
    await home.getByRole('region', { name: 'Announcements' }).getByRole('listitem').first().waitFor();
    expect(await home.getByRole('link', { name: title }).count()).toBe(0);
    const detail = await newPage();
    await detail.goto(`/announcements/${slug}`);
    await detail.getByRole('heading', { name: 'ANNOUNCEMENT NOT FOUND' }).waitFor();
  });

  it("should show an offering's courseware to its Active reviewee and refuse it once access has ended", async () => {
    const week = `Week ${Date.now()}: Facilitating Learning`;
    const page = await editorAt('/');
    await press(page, 'link', 'Courseware');
    await page.getByRole('heading', { level: 1, name: 'Courseware' }).waitFor();
    await page.getByRole('table', { name: 'Courseware pages' }).waitFor();
    await expectNoAxeViolations(page);
    await press(page, 'link', FINAL_COACHING.title);
    await page.getByRole('heading', { level: 1, name: `Courseware: ${FINAL_COACHING.title}` }).waitFor();
    const editor = page.getByRole('textbox', { name: /^Courseware page/ });
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(week);
    await tabTo(page, 'Save courseware');
    await page.keyboard.press('Enter');
    await page.getByText('Courseware saved').first().waitFor();
    await expectNoAxeViolations(page);

    const active = await activeReviewee('courseware', FINAL_COACHING.id);
    const reviewee = await newPage();
    await withSession(reviewee, active.token);
    await reviewee.goto('/account?tab=courseware');
    await reviewee.getByText(week).waitFor();

    // The demo reviewee activated seven months ago: staff send her a password link, she signs in.
    const lapsedEmail = 'lorna.villanueva@demo.review-center.local';
    const admin = await signIn(DEMO_ADMIN);
    // Another journey (the exam's) may have sent her a link already: wait for this one.
    const sent = (await emailsTo(lapsedEmail)).join('\n').split('/account/reset-password/').length - 1;
    await api('POST', '/admin/reviewees/demo-lapsed-reviewee/password-reset', { token: admin.token });
    const [, , , user, token] = (await linkFromOutbox(lapsedEmail, '/account/reset-password/', sent)).split('/');
    await api('POST', '/users/change-password-v2', { body: { user, token, password: 'Lorna-pass-1' } });
    const lapsed = await signIn({ email: lapsedEmail, password: 'Lorna-pass-1' });
    const refused = await fetch(`${new URL(reviewee.url()).origin}/api/v2/users/${lapsed._id}/courseware`, {
      headers: { authorization: `Bearer ${lapsed.token}` },
    });
    expect(refused.status).toBe(403);
    const ended = await newPage();
    await withSession(ended, lapsed.token);
    await ended.goto('/account?tab=courseware');
    await ended.getByText(/^Your access to this offering’s courseware ended on /).waitFor();
    expect(await ended.getByText(week).count()).toBe(0);
    await expectNoAxeViolations(ended);
  });
});

/*
 * The editor's toolbar is one tab stop (the WAI-ARIA toolbar pattern): Tab enters it on its first
 * tool, Shift+Tab on the tool used last, and the arrow keys move between tools.
 */

/**
 * Writes the announcement with the keyboard alone: a bulleted list from the toolbar, then a
 * sentence made a link through the toolbar's Link dialog.
 */
async function writeWithTheToolbar(page: Page) {
  await tabTo(page, /^Content/);
  const text = page.getByRole('textbox', { name: /^Content/ });
  // Tabbing to the text passed the toolbar on Bold: back to it, then right to Bulleted list.
  await page.keyboard.press('Shift+Tab');
  await arrowTo(page, 'Bulleted list', 'ArrowRight');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, /^Content/);
  await page.keyboard.type('A valid ID');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Your exam permit');
  // Out of the list: Enter on an empty item ends it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the enrollment guide');
  // The editor takes typed text in after the keys (it reads the page's changes): select once it has.
  await until(async () => (await text.textContent())?.endsWith('Read the enrollment guide') ?? false, 'the sentence');
  await page.keyboard.press('Shift+Home');
  // The editor reads the selection from the page a moment later: the toolbar acts on it once it has.
  await until(
    () =>
      text.evaluate((dom) => {
        const { state } = (dom as unknown as { editor: { state: EditorState } }).editor;
        return state.doc.textBetween(state.selection.from, state.selection.to) === 'Read the enrollment guide';
      }),
    'the editor to take the selection',
  );
  // Back on Bulleted list, the tool used last: right to Link.
  await page.keyboard.press('Shift+Tab');
  await arrowTo(page, 'Link', 'ArrowRight');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, 'Link address');
  await page.keyboard.type('https://example.ph/enrollment-guide');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // The dialog hands focus back to the Link tool; Tab goes on to the text.
  await expectFocusOn(page, 'Link');
  await text.getByRole('link', { name: 'Read the enrollment guide' }).waitFor();
  await page.keyboard.press('Tab');
  await expectFocusOn(page, /^Content/);
  await page.keyboard.press('End');
  // As with the selection above, the editor reads the caret's move a moment later: until it has,
  // the linked sentence is still selected and Enter (then the paste) would replace it.
  await until(
    () =>
      text.evaluate(
        (dom) =>
          (dom as unknown as { editor: { state: EditorState } }).editor.state.selection.from ===
          (dom as unknown as { editor: { state: EditorState } }).editor.state.selection.to,
      ),
    'the caret after the link',
  );
  await page.keyboard.press('Enter');
}
