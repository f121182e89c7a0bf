import { describe, expect, it } from 'vitest';
import { DEMO_REVIEWEE, signIn } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration, withSession } from './support/browser.ts';
import { JOURNEY_MS, STEP_MS } from './support/waits.ts';

const { newPage } = useBrowser();

// The machine's CPU is shared by parallel builds; a page that takes 3 s alone can take 30 s then.
describe('public pages', { timeout: JOURNEY_MS }, () => {
  it.each([
    { path: '/about-us', heading: 'About Us', text: 'Mission' },
    { path: '/timeline', heading: 'Timeline', text: 'LET 2020' },
    { path: '/gallery', heading: 'Gallery', text: 'Photos from our review classes will be shown here soon.' },
    { path: '/privacy-policy', heading: 'Privacy Policy', text: 'March 12, 2020' },
    { path: '/faq', heading: 'Frequently Asked Questions', text: 'IT Support' },
  ])('should show $path with its content and no axe violations', async ({ path, heading, text }) => {
    const page = await newPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(text, { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('should list the timeline from LET 2017 to LET 2020', async () => {
    const page = await newPage();
    await page.goto('/timeline');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['LET 2017', 'LET 2018', 'LET 2019', 'LET 2020']),
    );
  });

  it('should list the six terms of use of product §1', async () => {
    const page = await newPage();
    await page.goto('/terms-and-conditions');
    const terms = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    expect(await terms.allTextContents()).toEqual([
      'One account is limited to 1 registered device.',
      'Content is for personal use only.',
      'Access is valid for 6 months.',
      'A one-time payment of ₱1,000 applies to the mobile app.',
      "We give 30 days' notice of changes to these terms.",
      'The minimum connection is 0.5 Mbps; 5 Mbps is recommended.',
    ]);
    await expectNoAxeViolations(page);
  });

  it('should show the FAQ sections with their links and contact details', async () => {
    const page = await newPage();
    await page.goto('/faq');
    const enroll = page.getByRole('region', { name: 'How to enroll?' });
    expect(await enroll.getByRole('listitem').count()).toBe(3);
    expect(await enroll.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe('/offerings');
    const customer = page.getByRole('region', { name: 'Customer Support' });
    expect(await customer.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('region', { name: 'IT Support' }).getByRole('link').getAttribute('href')).toMatch(
      /^mailto:/,
    );
    // The sidebar names the three sections; each way to enroll leads to its guide of numbered steps.
    const sidebar = page.getByRole('navigation', { name: 'FAQ sections' });
    expect(await sidebar.getByRole('link').allInnerTexts()).toEqual([
      'How to enroll?',
      'Customer Support',
      'IT Support',
    ]);
    for (const [link, guide] of [
      ['register, then enroll', 'Not yet registered: register, then enroll'],
      ['the steps', 'Not yet registered: enroll directly with Enroll Now'],
      ['log in and enroll', 'Already registered on the website or the app'],
    ]) {
      await enroll.getByRole('link', { name: link }).press('Enter');
      const region = page.getByRole('region', { name: guide });
      expect(new URL(page.url()).hash).toBe(`#${await region.getAttribute('id')}`);
      expect(await region.getByRole('list').evaluate((list) => list.tagName)).toBe('OL');
      expect(await region.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    }
    await expectNoAxeViolations(page);
  });

  it('should show the published offerings, each with its lines and an ENROLL link', async () => {
    const page = await newPage();
    await page.goto('/offerings');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'LET Hybrid Online Review (March 2024)' }).waitFor();
    const enrollLinks = main.getByRole('link', { name: 'ENROLL' });
    expect(await enrollLinks.count()).toBeGreaterThanOrEqual(2);
    expect(await enrollLinks.first().getAttribute('href')).toMatch(/^\/offerings\/[^/]+\/enroll$/);
    await expectNoAxeViolations(page);
  });

  it('should list the 4 latest announcements and open one by its slug with a LATEST list', async () => {
    const page = await newPage();
    await page.goto('/announcements');
    await waitForHydration(page);
    const items = page.getByRole('main').getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(4);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'March 2024 LET schedule and reminders',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'March 2024 LET schedule and reminders' }).click();
    await page.waitForURL('**/announcements/march-2024-let-schedule');
    await page.getByRole('heading', { level: 1, name: 'March 2024 LET schedule and reminders' }).waitFor();
    const latest = page.getByRole('complementary', { name: 'LATEST' });
    await latest.getByRole('listitem').first().waitFor();
    const latestTitles = await latest.getByRole('link').allTextContents();
    expect(latestTitles.length).toBeLessThanOrEqual(10);
    expect(latestTitles).not.toContain('March 2024 LET schedule and reminders');
    await expectNoAxeViolations(page);
  });

  it('should say ANNOUNCEMENT NOT FOUND for an unknown slug', async () => {
    const page = await newPage();
    await page.goto('/announcements/no-such-announcement');
    await page.getByRole('heading', { name: 'ANNOUNCEMENT NOT FOUND' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('should show 4 lecturers, then the rest with Load More, then no button', async () => {
    const page = await newPage();
    await page.goto('/lecturers');
    await waitForHydration(page);
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByText('Showing 6 of 6').waitFor();
    expect(await cards.count()).toBe(6);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
  });

  it('should store a token from the query string as the session and drop it from the address', async () => {
    // A real session token from the API: the demo reviewee signs in (apps/api seed).
    const { token } = await signIn(DEMO_REVIEWEE);
    const page = await newPage();
    await page.goto(`/account?token=${encodeURIComponent(token)}`);
    await page.waitForURL((url) => url.pathname === '/account' && !url.searchParams.has('token'));
    const cookie = (await page.context().cookies()).find((c) => c.name === 'met-token');
    expect(cookie?.value).toBeTruthy();
    // The header follows the session: Account instead of Login (product §2, §4).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).waitFor();
  });

  it('should remove a token the API rejects and show Login again', async () => {
    const page = await newPage();
    await withSession(page, 'not-a-session');
    // The prerendered page already shows Login, so wait for the app's verdict on the cookie
    // (GET /users/me answers 401) rather than for the link.
    await page.goto('/home');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'met-token'), { timeout: STEP_MS })
      .toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
  });
});
