import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  DEMO_ADMIN,
  DEMO_EDITOR as EDITOR,
  publishedOffering,
  registerReviewee,
  signIn,
  uniqueEmail,
} from './support/api.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration, withSession } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { chooseOption } from './support/forms.ts';
import { selectByKeyboard, tabTo, typeInto } from './support/keyboard.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * The catalogue in the staff console (decision 0045) against the real API, with the keyboard
 * alone: a content editor writes an offering priced by course with a fixed downpayment, checks
 * the preview, publishes it; reviewees see it on /offerings at once and enroll at the price the
 * preview showed, Full and Installment, in the branches it is given in (one the administrator
 * added: decision 0054), and the administrator makes it the home banner's first offer (decision
 * 0057). The administrator keeps the branch list; the editor makes a coupon and sees its uses.
 */

const { newPage } = useBrowser();

/** Signs in to the console on a new page (support/console.ts). */
const openConsole = async (account: { email: string; password: string }, path?: string) => {
  const page = await newPage();
  page.setDefaultTimeout(STEP_MS);
  return signInToConsole(page, account, path);
};

const previewPays = (page: Page, course: string, term: string) =>
  page
    .getByRole('table', { name: 'What a reviewee pays' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: course }) })
    .filter({ hasText: term })
    .getByRole('cell')
    .last();

const summaryValue = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Enrollment summary' })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]');

/**
 * A signed-in reviewee opens /offerings, finds the card and enrolls through the wizard in
 * `branch`; returns, with the prices, the branches the wizard offered.
 */
async function enrollFromOfferings(token: string, title: string, term: 'Full' | 'Installment', branch: string) {
  const page = await newPage();
  page.setDefaultTimeout(STEP_MS);
  await withSession(page, token);
  await page.goto('/offerings');
  const card = page.getByRole('article', { name: title });
  await card.waitFor({ timeout: SERVER_MS });
  await waitForHydration(page);
  const prices = await card.textContent();
  await card.getByRole('link', { name: 'ENROLL' }).click();
  await page.getByRole('navigation', { name: 'Enrollment steps' }).waitFor({ timeout: SERVER_MS });
  await page.getByRole('button', { name: /Branch\/Location/ }).click();
  const branches = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.getByRole('option', { name: branch, exact: true }).click();
  await chooseOption(page, 'Schedule', 'Every Sunday');
  await page.getByRole('button', { name: 'Next' }).click();
  // The payment step's code loads while the account step is filled in (decision 0044): on a busy
  // machine it may still be on its way.
  const terms = page.getByRole('radiogroup', { name: 'Payment term' });
  await terms.waitFor({ timeout: SERVER_MS });
  await terms.getByText(term, { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const total = await summaryValue(page, 'Total').textContent();
  const dueNow = await summaryValue(page, 'Due now').textContent();
  const chosenBranch = await summaryValue(page, 'Branch').textContent();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('enrollment-reference').waitFor({ timeout: SERVER_MS });
  return { prices, total, dueNow, branches, chosenBranch };
}

describe('staff console: the catalogue', { timeout: JOURNEY_MS }, () => {
  it('should let a content editor create and publish an offering priced by course that reviewees enroll in at that price', async () => {
    const title = `LET Summer Review ${Date.now()}`;
    // The administrator adds a branch; the offering is given only there and in Cebu, and the
    // wizard offers exactly those (decision 0054).
    const admin = await openConsole(DEMO_ADMIN);
    await press(admin, 'link', 'Branches and schedules');
    await admin.getByRole('textbox', { name: 'New branch' }).focus();
    await admin.keyboard.type('Tagum');
    await admin.keyboard.press('Enter');
    await admin.getByRole('region', { name: 'Branches' }).getByText('Tagum', { exact: true }).waitFor();

    const page = await openConsole(EDITOR);
    await press(page, 'link', 'Offerings');
    await page.getByRole('table', { name: 'Offerings' }).waitFor();
    await expectNoAxeViolations(page);

    await press(page, 'link', 'New offering');
    await page.getByRole('heading', { name: 'New offering' }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).waitFor();
    // Saving with nothing typed names what is missing, and loses nothing.
    await page.getByRole('button', { name: 'Create offering' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Title is required').waitFor();
    await page.getByRole('alert').getByText('Price must be a number of pesos, 0 or more').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /^Title/ }).focus();
    await page.keyboard.type(title);
    await typeInto(page, /^Content lines/, 'Live weekend lectures');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Mock exams with results by e-mail');
    await typeInto(page, /^Price \(BSED and other courses\)/, '11000');
    await typeInto(page, /^BEED price/, '9800');
    await tabTo(page, 'Installment');
    await page.keyboard.press('Space');
    await tabTo(page, /^Downpayment/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3200');
    await tabTo(page, /^Installment terms/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    // A new offering is given in every branch of the list, the new one included, until unticked.
    const offered = page.getByRole('group', { name: 'Branches offered' });
    expect(await offered.getByRole('checkbox').count()).toBe(6);
    for (const branch of ['Manila', 'Borongan', 'Malolos', 'Iloilo']) {
      await tabTo(page, branch);
      await page.keyboard.press('Space');
    }
    expect(await offered.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await tabTo(page, /multiple schedules/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Every Sunday');
    await page.keyboard.press('Space');

    // The live preview: the card as /offerings shows it, and the domain's prices.
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await preview.getByRole('heading', { name: title }).waitFor();
    expect(await preview.getByRole('article').textContent()).toContain('Mock exams with results by e-mail');
    expect(await previewPays(page, 'BEED', 'Full').textContent()).toBe('₱9,800.00');
    expect(await previewPays(page, 'BSED', 'Full').textContent()).toBe('₱11,000.00');
    expect(await previewPays(page, 'BEED', 'Installment').textContent()).toBe(
      '₱9,800.00 (₱3,200.00 down, then ₱3,300.00 + ₱3,300.00)',
    );
    expect(await previewPays(page, 'BSED', 'Installment').textContent()).toBe(
      '₱11,000.00 (₱3,200.00 down, then ₱3,900.00 + ₱3,900.00)',
    );
    await expectNoAxeViolations(page);

    await tabTo(page, 'Create offering');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Offerings' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await row.getByText('Unpublished').waitFor();
    expect(await row.textContent()).toContain('BEED: ₱9,800');
    await press(page, 'button', `Publish ${title}`);
    await row.getByText('Published', { exact: true }).waitFor();

    // The administrator makes it the home banner's first offer (decision 0057): /home shows it at
    // once, with its title and prices as the editor wrote them and Enroll Now to its own wizard;
    // the second offer stays the demo's. The demo's banner comes back after, for home.e2e.ts.
    const { sample: _sample, ...settings } = await api<{ sample: boolean; bannerOfferings: string[] }>(
      'GET',
      '/center',
    );
    const published = await api<{ docs: { _id: string; title: string }[] }>(
      'GET',
      '/offerings?published=true&limit=100',
    );
    const id = published.docs.find((o) => o.title === title)!._id;
    try {
      await press(admin, 'link', 'Center settings');
      await admin.getByRole('button', { name: /First banner offer/ }).waitFor();
      // From the form's first field (the branch's toast may still cover the header's buttons).
      await admin.getByRole('textbox', { name: 'Name', exact: true }).focus();
      await selectByKeyboard(admin, /First banner offer/, title);
      await press(admin, 'button', 'Save settings');
      await admin.getByText('Saved: the site shows the new details now').waitFor();
      const home = await newPage();
      await home.goto('/home');
      const slides = home.getByRole('region', { name: 'Offers' }).getByRole('group', { includeHidden: true });
      const first = slides.filter({ has: home.getByRole('heading', { name: title }) });
      expect(await first.getAttribute('aria-label')).toBe('1 of 2');
      expect(await first.textContent()).toContain('BEED ₱9,800.00 · BSED and UNITS/CPE ₱11,000.00');
      expect(await first.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(
        `/offerings/${id}/enroll`,
      );
      expect(
        await slides.nth(1).getByRole('link', { name: 'Enroll Now', includeHidden: true }).getAttribute('href'),
      ).toBe(`/offerings/${settings.bannerOfferings[1]}/enroll`);
      await home.close();
    } finally {
      await api('PUT', '/admin/center', { token: (await signIn(DEMO_ADMIN)).token, body: settings });
    }
    await press(admin, 'link', 'Branches and schedules');
    await admin.getByRole('region', { name: 'Branches' }).getByText('Tagum', { exact: true }).waitFor();

    // Reviewees see it at once and are charged what the preview showed.
    const beed = await registerReviewee(uniqueEmail('catalogue-beed'));
    const full = await enrollFromOfferings(beed.token, title, 'Full', 'Tagum');
    expect(full.prices).toContain('₱9,800.00');
    expect(full.prices).toContain('₱11,000.00');
    expect(full.total).toBe('₱9,800.00');
    expect(full.branches).toEqual(['Cebu', 'Tagum']);
    expect(full.chosenBranch).toBe('Tagum');
    const enrolled = await api<{ docs: { branch: string; offering: unknown }[] }>(
      'GET',
      `/users/${beed._id}/enrollments`,
      { token: beed.token },
    );
    expect(enrolled.docs.map((e) => e.branch)).toEqual(['Tagum']);

    const bsed = await registerReviewee(uniqueEmail('catalogue-bsed'), { course: 'BSED', specialization: 'English' });
    const installment = await enrollFromOfferings(bsed.token, title, 'Installment', 'Cebu');
    expect(installment.total).toBe('₱11,000.00');
    expect(installment.dueNow).toBe('₱3,200.00');
    expect(installment.branches).toEqual(['Cebu', 'Tagum']);

    // Now it has enrollments: it cannot be deleted, and the console says why.
    await page.reload();
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    await press(page, 'button', `Delete ${title}`);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('It has 2 enrollments, so it cannot be deleted: unpublish it instead.').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Off the list again (the offering keeps it): the list is product §9's for the next test.
    await press(admin, 'button', 'Remove Tagum');
    // It asks first (a destructive action); the dialog's own button confirms.
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => admin.getByRole('region', { name: 'Branches' }).getByText('Tagum', { exact: true }).count())
      .toBe(0);
  });

  it('should let the editor mark an offering as a package, whose card then leads to /enroll (decision 0072)', async () => {
    const { token } = await signIn(EDITOR);
    const title = `LET Package ${Date.now()}`;
    const created = await publishedOffering(token, {
      title,
      content: 'Review and coaching together',
      price: 12_000,
      branches: ['Manila', 'Cebu'],
    });

    const page = await openConsole(EDITOR, `/staff/offerings/${created._id}`);
    await page.getByRole('heading', { name: 'Edit offering' }).waitFor();
    // The hybrid season alone is refused, by the form as by the server, naming the field.
    await tabTo(page, /^The hybrid season/);
    await page.keyboard.press('Space');
    await press(page, 'button', 'Save changes');
    await page.getByText('Only a package can be the hybrid season: mark it as a package too').first().waitFor();
    // Tick A package, untick the hybrid season.
    await page.getByRole('checkbox', { name: /^A package/ }).focus();
    await page.keyboard.press('Space');
    await tabTo(page, /^The hybrid season/);
    await page.keyboard.press('Space');
    await expectNoAxeViolations(page);
    await press(page, 'button', 'Save changes');
    await page.waitForURL('**/staff/offerings');
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByText('Package (/enroll)')
      .waitFor();

    const site = await newPage();
    await site.goto('/offerings');
    const card = site.getByRole('article', { name: title });
    await card.waitFor({ timeout: SERVER_MS });
    expect(await card.getByRole('link', { name: 'ENROLL' }).getAttribute('href')).toBe(
      `/enroll?offering=${created._id}`,
    );
  });

  it('should let the editor move an offering up, and /offerings lists it in the new order', async () => {
    const { token } = await signIn(EDITOR);
    const stamp = Date.now();
    const [earlier, later] = [`LET Early Review ${stamp}`, `LET Late Review ${stamp}`];
    for (const title of [earlier, later]) await publishedOffering(token, { title });
    const titlesIn = (names: string[]) => names.filter((name) => name === earlier || name === later);

    // New offerings are placed last; Up moves the later one before the earlier, by the keyboard.
    const page = await openConsole(EDITOR, '/staff/offerings');
    const table = page.getByRole('table', { name: 'Offerings' });
    await table.getByRole('rowheader', { name: later }).waitFor();
    expect(titlesIn(await table.getByRole('rowheader').allTextContents())).toEqual([earlier, later]);
    await press(page, 'button', `Move ${later} up`);
    await page.getByText(`${later} moved up`).waitFor();
    await expect
      .poll(async () => titlesIn(await table.getByRole('rowheader').allTextContents()))
      .toEqual([later, earlier]);
    await expectNoAxeViolations(page);

    // /offerings lists them in that order, 10 at a time: Load More until both are there.
    const site = await newPage();
    site.setDefaultTimeout(STEP_MS);
    await site.goto('/offerings');
    await site.getByRole('article').first().waitFor({ timeout: SERVER_MS });
    await waitForHydration(site);
    const cards = site.getByRole('article');
    while ((await site.getByRole('article', { name: earlier }).count()) === 0) {
      const shown = await cards.count();
      await press(site, 'button', 'Load More');
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    expect(titlesIn(await cards.getByRole('heading').allTextContents())).toEqual([later, earlier]);
    await expectNoAxeViolations(site);
  });

  it('should let the editor make a coupon and the administrator keep the branch list', async () => {
    const page = await openConsole(EDITOR);
    await press(page, 'link', 'Coupons');
    await page.getByRole('heading', { name: 'New coupon' }).waitFor();
    await page.getByRole('textbox', { name: /^Code/ }).focus();
    const code = `SUMMER${Date.now() % 100_000}`;
    await page.keyboard.type(code);
    await typeInto(page, /^Title/, '₱300 off the hyflex review');
    await selectByKeyboard(page, /Offering/, 'LET Hyflex Face-to-Face Review');
    await typeInto(page, /^Fixed discount/, '300');
    await typeInto(page, /^Percent discount/, '10');
    await tabTo(page, 'Create coupon');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Give a fixed discount or a percentage, not both').waitFor();
    await page.getByRole('textbox', { name: /^Percent discount/ }).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await tabTo(page, 'Create coupon');
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });
    await row.waitFor({ timeout: SERVER_MS });
    expect(await row.textContent()).toContain('₱300');
    await row.getByText('Active').waitFor();
    await expectNoAxeViolations(page);
    await press(page, 'button', `Deactivate ${code}`);
    // It asks first (a destructive action); the dialog's own button confirms.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Inactive').waitFor();
    // The branch list is the administrator's: the editor has no link to it.
    expect(await page.getByRole('link', { name: 'Branches and schedules' }).count()).toBe(0);

    const admin = await openConsole(DEMO_ADMIN);
    await press(admin, 'link', 'Branches and schedules');
    await admin.getByRole('heading', { name: 'Branches', exact: true }).waitFor();
    await expectNoAxeViolations(admin);
    await admin.getByRole('textbox', { name: 'New branch' }).focus();
    await admin.keyboard.type('Davao');
    await admin.keyboard.press('Enter');
    await admin.getByRole('region', { name: 'Branches' }).getByText('Davao', { exact: true }).waitFor();
    await press(admin, 'button', 'Remove Davao');
    // It asks first (a destructive action); the dialog's own button confirms.
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => admin.getByRole('region', { name: 'Branches' }).getByText('Davao', { exact: true }).count())
      .toBe(0);
    // The seeded list is product §9's five locations and two schedules.
    const options = await api<{ docs: { name: string }[] }>('GET', '/admin/catalogue-options', {
      token: (await signIn(DEMO_ADMIN)).token,
    });
    expect(options.docs.map((o) => o.name)).toEqual([
      'Manila',
      'Cebu',
      'Borongan',
      'Malolos',
      'Iloilo',
      'Every Saturday',
      'Every Sunday',
    ]);
  });
});
