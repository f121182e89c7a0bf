import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerReviewee, uploadPng } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';

/**
 * The account area: every tab with real data from the API, the courseware 403, the
 * chart library loaded only with My Progress, and sign-out.
 */
const { newPage } = useBrowser();

/** A fresh reviewee with one enrollment paid by proof (Payment Review) and one exam taken. */
async function revieweeWithHistory() {
  const reviewee = await registerReviewee();
  const { _id: userId, token } = reviewee;
  const offerings = await api<{ docs: { _id: string; title: string; multipleSchedule?: boolean }[] }>(
    'GET',
    '/offerings?page=1&limit=10&published=true',
  );
  const offering = offerings.docs[0]!;
  const created = await api<{ _id: string; reference: string }>('POST', `/users/${userId}/enrollments`, {
    token,
    body: {
      offering: offering._id,
      paymentType: 'Full',
      branch: 'Cebu',
      ...(offering.multipleSchedule ? { schedule: 'Every Saturday' } : {}),
    },
  });
  const enrollment = await api<{ price: number }>('GET', `/enrollments/${created._id}`, { token });
  await api('POST', `/users/${userId}/enrollments/${created._id}/payments`, {
    token,
    body: {
      paymentType: 'Full',
      paymentOption: 'GCash',
      price: enrollment.price,
      receiptId: 'GC-778899',
      paymentDate: new Date().toISOString().slice(0, 10),
      reference: created.reference,
      tag: 'Enrollment',
      attachments: [await uploadPng(token)],
    },
  });
  // The open General Education mock exam (the seed also has ones not open now).
  const templates = await api<{ docs: { _id: string }[] }>(
    'GET',
    `/users/${userId}/exam-templates?slug=let-mock-exam-general-education`,
    { token },
  );
  const attempt = await api<{ _id: string }>('POST', `/users/${userId}/exams`, {
    token,
    body: { exam: templates.docs[0]!._id },
  });
  await api('POST', `/users/${userId}/exams/${attempt._id}/complete`, { token, body: { answers: [] } });
  return { ...reviewee, offeringTitle: offering.title, reference: created.reference };
}

/**
 * The scripts that carry ApexCharts: by URL (a chunk named after it) or, since the bundler may
 * fold it into the chart component's chunk, by its code (its `apexcharts-canvas` class).
 */
async function openAccountAs(token: string, path = '/account'): Promise<{ page: Page; requests: string[] }> {
  const page = await newPage();
  const requests: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.toLowerCase().includes('apexcharts')) requests.push(url);
    else if (url.endsWith('.js') && (await response.text().catch(() => '')).includes('apexcharts-canvas'))
      requests.push(`${url} (apexcharts)`);
  });
  await withSession(page, token);
  await page.goto(path);
  return { page, requests };
}

const chartRequests = (requests: string[]) => requests;

describe('account area', () => {
  // One reviewee for the file: the API limits registrations per address and every e2e file
  // shares one server. Signing out only forgets the token in the browser, so order is free.
  let reviewee: Awaited<ReturnType<typeof revieweeWithHistory>>;
  beforeAll(async () => {
    reviewee = await revieweeWithHistory();
  }, 60_000);

  it('should send a visitor without a session to /login', async () => {
    const page = await newPage();
    await page.goto('/account');
    await page.waitForURL('**/login');
  });

  it(
    'should show every tab with the reviewee’s data, loading the chart only with My Progress',
    { timeout: 60_000 },
    async () => {
      const { page, requests } = await openAccountAs(reviewee.token);

      // Account: the profile, e-mail read-only.
      const email = page.getByRole('textbox', { name: 'Email' });
      await email.waitFor();
      expect(await email.inputValue()).toBe(reviewee.email);
      expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Maria');
      await expectNoAxeViolations(page);

      // Enrollments: the card of the enrollment, in Payment Review after its proof, so None.
      await page.getByRole('tab', { name: /^Enrollments/ }).click();
      const card = page.getByRole('article', { name: reviewee.offeringTitle });
      await card.waitFor();
      expect(await card.getByText(reviewee.reference).count()).toBe(1);
      expect(await card.getByText('Payment Review').count()).toBe(1);
      expect(await card.getByText('None').count()).toBe(1);
      expect(new URL(page.url()).search).toBe('?tab=enrollments');
      await expectNoAxeViolations(page);

      // Payments: the proof, counted in the tab's badge.
      await page.getByRole('tab', { name: /^Payments\W*1 in payment review$/ }).click();
      await page.getByRole('article', { name: `Reference ${reviewee.reference}` }).waitFor();
      await expectNoAxeViolations(page);

      // Hybrid Courseware: not active yet, so the 403 text (product §8).
      await page.getByRole('tab', { name: 'Hybrid Courseware' }).click();
      await page.getByText('SORRY YOUR NOT ENROLLED IN THIS OFFERING.').waitFor();
      await expectNoAxeViolations(page);

      // My Progress: ApexCharts is fetched now and not before.
      expect(chartRequests(requests)).toEqual([]);
      await page.getByRole('tab', { name: 'My Progress' }).click();
      await page.locator('[data-ready]').waitFor();
      await expect.poll(() => chartRequests(requests).length).toBeGreaterThan(0);
      expect(await page.getByRole('rowheader', { name: 'Test 1' }).count()).toBe(1);
      await expectNoAxeViolations(page);
    },
  );

  it('should open the tab named in the address', { timeout: 60_000 }, async () => {
    const { page } = await openAccountAs(reviewee.token, '/account?tab=payments');
    await page.getByRole('tab', { name: /^Payments/, selected: true }).waitFor();
  });

  it('should show an enrollment’s detail', { timeout: 60_000 }, async () => {
    const enrollments = await api<{ docs: { _id: string }[] }>('GET', `/users/${reviewee._id}/enrollments`, {
      token: reviewee.token,
    });
    const { page } = await openAccountAs(reviewee.token, `/enrollments/${enrollments.docs[0]!._id}`);
    await page.getByRole('article', { name: reviewee.offeringTitle }).waitFor();
    await page.getByRole('article', { name: `Reference ${reviewee.reference}` }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('should sign out: the session ends and the header offers Login again', { timeout: 60_000 }, async () => {
    const { page } = await openAccountAs(reviewee.token);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/home');
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name === 'met-token' && cookie.value !== '')).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await page.goto('/account');
    await page.waitForURL('**/login');
  });
});
