import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, DEMO_EDITOR as EDITOR, enrollThroughApi, signIn } from './support/api.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { pngFile } from './support/files.ts';
import { chooseFilesByKeyboard, expectFocusOn, tabTo } from './support/keyboard.ts';
import { emailsTo } from './support/outbox.ts';
import { until } from './support/until.ts';
import { JOURNEY_MS, STEP_MS } from './support/waits.ts';

/*
 * The center's own details and its lecturers, edited in the staff console with the keyboard alone
 * and seen on the public pages without a rebuild or a restart (decisions 0046, 0047).
 */

const { newPage, baseUrl } = useBrowser();

/** Signs in to the console on a new page (support/console.ts). */
const openConsole = async (account: { email: string; password: string }, path?: string) => {
  const page = await newPage();
  page.setDefaultTimeout(STEP_MS);
  return signInToConsole(page, account, path);
};

/** Tab stops from a field to Save settings, past the holiday list (decision 0078). */
const SAVE_PRESSES = 200;

/** Selects the whole value of the focused field and types another. */
async function replaceFocused(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe('the center’s details and lecturers, from the console to the site', { timeout: JOURNEY_MS }, () => {
  it('should show the support e-mail an administrator saves on /faq, /support, the footer and the next enrollment e-mail', async () => {
    const address = `help-${Date.now()}@bagongguro.ph`;
    const page = await openConsole(DEMO_ADMIN);
    await press(page, 'link', 'Center settings');
    await page.getByRole('heading', { name: 'Center settings' }).waitFor();
    await page.getByRole('textbox', { name: 'Support e-mail', exact: true }).waitFor();
    await expectNoAxeViolations(page);

    // A wrong address is refused beside its field, focus goes there, and nothing typed is lost.
    await tabTo(page, 'Support e-mail');
    await replaceFocused(page, 'help at bagongguro');
    await tabTo(page, 'Save settings', { maxPresses: SAVE_PRESSES });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Support e-mail');
    await page.getByText('Support e-mail must be an e-mail address, like name@example.com', { exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Support e-mail', exact: true }).inputValue()).resolves.toBe(
      'help at bagongguro',
    );
    await expectNoAxeViolations(page);

    await replaceFocused(page, address);
    await tabTo(page, 'Save settings', { maxPresses: SAVE_PRESSES });
    await page.keyboard.press('Enter');
    await page.getByText('Saved: the site shows the new details now').waitFor();

    // The public pages show it on the next visit: no rebuild, no restart.
    const site = await newPage();
    for (const path of ['/faq', '/support']) {
      await site.goto(path);
      const main = site.getByRole('main');
      await expect(main.getByRole('link', { name: address }).count()).resolves.toBeGreaterThan(0);
      await expect(site.getByRole('contentinfo').getByRole('link', { name: address }).count()).resolves.toBe(1);
    }
    // A page the build rendered without data fills its footer in the browser.
    await site.goto('/timeline');
    await site.getByRole('contentinfo').getByRole('link', { name: address }).waitFor();
    // And in the HTML the server sends, before any script.
    const html = await (await site.request.get('/faq')).text();
    expect(html).toContain(`mailto:${address}`);

    const enrolled = await enrollThroughApi('Full', 'settings-mail');
    await until(
      async () => (await emailsTo(enrolled.email)).some((e) => e.includes('Enrollment received')),
      'the enrollment e-mail',
    );
    const mail = (await emailsTo(enrolled.email)).find((e) => e.includes('Enrollment received'))!;
    expect(mail).toContain(address);
  });

  it('should let an administrator add a holiday with the keyboard, refused without a date, and remove it (decision 0078)', async () => {
    const page = await openConsole(DEMO_ADMIN);
    await press(page, 'link', 'Center settings');
    await page.getByRole('textbox', { name: 'Holiday 1 name' }).waitFor();
    const count = await page.getByRole('button', { name: /^Remove holiday / }).count();
    const next = count + 1;
    const center = () => api<{ holidays: { date: string }[] }>('GET', '/center');

    await tabTo(page, 'Add a holiday', { maxPresses: 300 });
    await page.keyboard.press('Enter');
    await tabTo(page, 'Save settings', { maxPresses: SAVE_PRESSES });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, `Holiday ${next} date`);
    // Beside the field and in the form's summary.
    await page.getByText('Holiday date must be a date, like 2026-12-25', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);

    await page.keyboard.type('12282026');
    await tabTo(page, `Holiday ${next} name`);
    await page.keyboard.type('Founding anniversary of the city');
    await tabTo(page, 'Save settings', { maxPresses: SAVE_PRESSES });
    await page.keyboard.press('Enter');
    await page.getByText('Saved: the site shows the new details now').waitFor();
    expect((await center()).holidays.map((day) => day.date)).toContain('2026-12-28');

    await tabTo(page, `Remove holiday ${next} (Founding anniversary of the city)`, { backwards: true, maxPresses: 20 });
    await page.keyboard.press('Enter');
    await tabTo(page, 'Save settings', { maxPresses: SAVE_PRESSES });
    await page.keyboard.press('Enter');
    await until(async () => !(await center()).holidays.some((day) => day.date === '2026-12-28'), 'the holiday removed');
  });

  it('should show a lecturer’s new photo, uploaded in the console, resized on /lecturers', async () => {
    const page = await openConsole(EDITOR);
    await press(page, 'link', 'Lecturers');
    await page.getByRole('heading', { name: 'Lecturers', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Lecturers' }).waitFor();
    await expectNoAxeViolations(page);

    const [first] = (
      await api<{ docs: { firstName: string; lastName: string; photo: string }[] }>(
        'GET',
        '/lecturers?limit=1&offset=0',
      )
    ).docs;
    const name = `${first!.firstName} ${first!.lastName}`;
    await press(page, 'button', `Edit ${name}`);
    await page.getByRole('heading', { name: `Edit ${name}` }).waitFor();
    await expectFocusOn(page, 'First name');
    await chooseFilesByKeyboard(page, 'Choose photo', [pngFile('new-portrait.png')]);
    await expectNoAxeViolations(page);
    await tabTo(page, 'Save lecturer');
    await page.keyboard.press('Enter');
    await page.getByText(`${name} saved: the site shows the change now`).waitFor();

    const site = await newPage();
    await site.goto('/lecturers');
    const photo = site.getByRole('article').filter({ hasText: first!.lastName }).locator('img');
    const src = await photo.getAttribute('src');
    expect(src).not.toBe(first!.photo);
    expect(src).toMatch(/^\/api\/v2\/images\/\w+\/large$/);
    await expect(photo.getAttribute('srcset')).resolves.toMatch(/\/small 128w, .*\/large 384w$/);
    await expect(photo.getAttribute('sizes')).resolves.toBe('8rem');
    // A 1x screen loads the small size: 128 pixels wide, resized from what was uploaded.
    await until(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the photo');
    await expect(photo.evaluate((img: HTMLImageElement) => [img.currentSrc, img.naturalWidth])).resolves.toEqual([
      expect.stringMatching(/\/small$/),
      128,
    ]);
    await expectNoAxeViolations(site);
  });

  it('should refuse the settings to a content editor, in the console and at the API', async () => {
    const editor = await signIn(EDITOR);
    const center = await api<Record<string, unknown>>('GET', '/center');
    const { sample: _sample, ...body } = center;
    const response = await fetch(`${baseUrl}/api/v2/admin/center`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(403);
    const page = await openConsole(EDITOR, '/staff/settings');
    await page.getByText('Only an administrator changes the center’s details.').waitFor();
  });
});
