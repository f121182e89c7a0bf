import { describe, expect, it } from 'vitest';
import { api, registerReviewee } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration, withSession } from './support/browser.ts';
import { JOURNEY_MS } from './support/waits.ts';

const { newPage } = useBrowser();

/** A new reviewee, registered through the API, with one enrollment in Processing. */
async function revieweeWithProcessingEnrollment(): Promise<string> {
  const { _id, token } = await registerReviewee();
  await api('POST', `/users/${_id}/enrollments`, {
    token,
    body: { offering: 'hybrid-online-march-2024', paymentType: 'Full', branch: 'Cebu' },
  });
  return token;
}

// The machine's CPU is shared by parallel builds; a page that takes 3 s alone can take 30 s then.
describe('home', { timeout: JOURNEY_MS }, () => {
  it('should redirect / to /home and show the offerings served by the API', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.waitForURL('**/home');
    const offerings = page.getByRole('region', { name: 'Offerings', exact: true });
    await offerings.getByRole('heading', { name: 'LET Hybrid Online Review (March 2024)' }).waitFor();
    expect(await offerings.getByText('₱10,500.00').count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('should show the sections of product §2 in order, with the banner offers, 3 announcements and 4 lecturers', async () => {
    const page = await newPage();
    await page.goto('/home');
    const announcements = page.getByRole('region', { name: 'Announcements' });
    await announcements.getByRole('listitem').first().waitFor();
    const lecturers = page.getByRole('region', { name: 'Lecturers' }).getByRole('list').first().locator(':scope > li');
    await lecturers.first().waitFor();
    expect(await announcements.getByRole('listitem').count()).toBe(3);
    expect(await announcements.getByRole('listitem').first().getByRole('link').textContent()).toBe(
      'March 2024 LET schedule and reminders',
    );
    expect(await lecturers.count()).toBe(4);

    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      'LET Hybrid Online Review (March 2024)',
      'Already a reviewee?',
      'About Review Center',
      'Offerings',
      'Review anywhere with the mobile app',
      'Announcements',
      'Lecturers',
      'Contact us',
    ].map((text) => headings.indexOf(text));
    expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]!))).toBe(true);

    const banner = page.getByRole('region', { name: 'Offers' });
    // The page is the server's HTML until the app starts: the slide buttons work from then on.
    // The banner moves on by itself every 6 s once the app has started (the server's HTML shows
    // the first offer, checked without scripts below): the pointer on it holds it still, as it
    // does for a person reading it, whatever the time the steps above took.
    await waitForHydration(page);
    await banner.getByRole('button', { name: 'Show slide 1 of 2' }).click();
    expect(await banner.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(
      '/offerings/hybrid-online-march-2024/enroll',
    );
    await banner.getByRole('button', { name: 'Show slide 2 of 2' }).click();
    expect(await banner.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(
      '/offerings/hyflex-face-to-face-2024/enroll',
    );
    await expect(page.getByRole('link', { name: 'Download on the App Store' }).first().isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
  });

  it('should open the Enrollment Guide for a signed-in user with an enrollment in Processing', async () => {
    const token = await revieweeWithProcessingEnrollment();
    const page = await newPage();
    await withSession(page, token);
    await page.goto('/home');
    const guide = page.getByRole('dialog', { name: 'Enrollment Guide' });
    await guide.getByRole('heading', { name: 'Pending Enrollment' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('should paint the page text before any script runs (prerendered HTML)', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/home');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Review Center');
    // The banner shows its first offer first.
    expect(
      await page.getByRole('region', { name: 'Offers' }).getByRole('link', { name: 'Enroll Now' }).getAttribute('href'),
    ).toBe('/offerings/hybrid-online-march-2024/enroll');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).count()).toBe(1);
  });

  it("should send the API's lists in the page's HTML, read before any script runs", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/home');
    const region = (name: string) => page.getByRole('region', { name, exact: true });
    expect(
      await region('Offerings').getByRole('heading', { name: 'LET Hybrid Online Review (March 2024)' }).count(),
    ).toBe(1);
    expect(await region('Announcements').getByRole('listitem').count()).toBe(3);
    // One card a lecturer (each card also lists its credentials).
    expect(await region('Lecturers').getByRole('list').first().locator(':scope > li').count()).toBe(4);

    await page.goto('/offerings');
    expect(await page.getByRole('main').getByRole('link', { name: 'ENROLL' }).count()).toBeGreaterThanOrEqual(2);
    await page.goto('/announcements');
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(4);
    await page.goto('/lecturers');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(4);
    expect(await page.getByText('Showing 4 of 6').count()).toBe(1);
  });

  it.each(['/home', '/offerings', '/announcements', '/lecturers'])(
    'should hydrate %s as the server rendered it, without errors or a second request for its lists',
    async (path) => {
      const page = await newPage();
      const errors: string[] = [];
      const listRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        if (/\/api\/v2\/(offerings|announcements|lecturers)/.test(request.url())) listRequests.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      expect(errors).toEqual([]);
      expect(listRequests).toEqual([]);
    },
  );

  it('should start the app of a page opened in a background tab, which never reports a first paint', async () => {
    const page = await newPage();
    // What a tab opened in the background shows the page (Playwright keeps its pages visible and
    // cannot open one hidden): the document is hidden, and Chromium reports no paint timing for
    // a page hidden before its first paint. Checked against a real background tab in Chromium.
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
      Object.defineProperty(Document.prototype, 'hidden', { get: () => true });
      const Observer = window.PerformanceObserver;
      window.PerformanceObserver = class extends Observer {
        constructor(callback: PerformanceObserverCallback) {
          super((entries, observer) => {
            if (entries.getEntries().some((entry) => entry.entryType !== 'paint')) callback(entries, observer);
          });
        }
      };
    });
    await page.goto('/home');
    expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
    await waitForHydration(page);
  });

  it('should make the header sticky once the page is scrolled more than 100 px', async () => {
    const page = await newPage();
    await page.goto('/home');
    await waitForHydration(page);
    const header = page.locator('header').first();
    expect(await header.getAttribute('data-stuck')).toBe('false');
    // The header watches a strip above it with an IntersectionObserver. One of ours on the same
    // strip is told of the new scroll in the same rendering step: once it has seen the strip 90 px
    // up, the header's has too, and a change it made would show within the next two frames.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const strip = document.querySelector('header')!.previousElementSibling!;
          const top = strip.getBoundingClientRect().top;
          const steps = Array.from({ length: 101 }, (_, i) => i / 100);
          const observer = new IntersectionObserver(
            (entries) => {
              if (entries.at(-1)!.boundingClientRect.top > top - 90) return;
              observer.disconnect();
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
            },
            { threshold: steps },
          );
          observer.observe(strip);
          window.scrollTo(0, 90);
        }),
    );
    expect(await header.getAttribute('data-stuck')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.locator('header[data-stuck="true"]').waitFor();
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('header[data-stuck="false"]').waitFor();
  });

  it('should show the 404 page for an unknown address', async () => {
    const page = await newPage();
    const response = await page.goto('/no-such-page');
    // An HTTP 404, with the 404 page already in the server's HTML.
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('The content was not found.');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page
      .getByText('The content was not found. You have mistyped the address or the page may have moved.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'BACK HOME' }).getAttribute('href')).toBe('/home');
    await expectNoAxeViolations(page);
  });

  it('should name a tab icon the server has, so the browser asks for no missing /favicon.ico', async () => {
    // Unknown addresses answer 404 (above), and a browser asks for /favicon.ico unless the page
    // names its icon: that 404 was the console error Lighthouse's best practices counted.
    const page = await newPage();
    await page.goto('/home');
    const href = await page.locator('link[rel=icon]').getAttribute('href');
    const icon = await page.request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toContain('<svg');
  });
});
